// A replayed frame's mark in its toolbar (issue 23): "replay", with what answers it, and the way
// back to the live fixture world (the mock ends the replay, the frame reloads).
import { frameName } from '../frames/frame-url';
import { useHarness } from '../harness-context';
import { useTexts } from '../i18n/harness-language';

import { deviceTime } from './bundle-file';
import { BUNDLE_TEXTS } from './bundle-texts';
import own from './capsules.module.css';
import { useReplays } from './replay-store';

export const ReplayBadge = ({ id }: { id: number }) => {
  const t = useTexts(BUNDLE_TEXTS);
  const { control, act, reload } = useHarness();
  const { frames, refresh } = useReplays();
  const name = frameName(id);
  const replay = frames.find((r) => r.frame === name);
  if (!replay) return null;

  const end = async () => {
    const ok = await act(t.ended(name), () => control.endReplay(name));
    await refresh();
    if (ok) reload([id]);
  };

  return (
    <>
      <span
        className={own.badge}
        data-testid="replay-badge"
        title={t.badgeHint(deviceTime(replay), replay.answered.bundle, replay.answered.fixtures)}
      >
        {t.badge}
      </span>
      <button type="button" title={t.endHint} onClick={() => void end()}>
        {t.end}
      </button>
    </>
  );
};
