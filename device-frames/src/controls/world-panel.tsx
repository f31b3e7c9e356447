// Sessions, config documents, reset and scenarios: each changes the mock, then reloads the frames
// that must start again to show it.
import { useCallback, useEffect, useState } from 'react';

import { useHarness } from '../harness-context';
import { useTexts } from '../i18n/harness-language';

import type { ConfigDocMode } from './control-client';
import styles from './controls.module.css';
import { ScenarioSection } from './scenario-section';
import { WORLD_TEXTS } from './world-texts';

const CONFIG_MODES: readonly ConfigDocMode[] = [
  'normal',
  'primary-fails',
  'secondary-fails',
  'both-fail',
  'no-ads',
  'slow',
];

export const WorldPanel = () => {
  const { control, act, layout, reload, signIn } = useHarness();
  const t = useTexts(WORLD_TEXTS);
  const [configMode, setConfigMode] = useState<ConfigDocMode | null>(null);
  const ids = layout.frames.map((f) => f.id);

  const readConfigMode = useCallback(
    () =>
      control.configDocs().then(
        (c) => setConfigMode(c.mode),
        () => setConfigMode(null),
      ),
    [control],
  );
  useEffect(() => void readConfigMode(), [readConfigMode]);

  /** A fresh world has no sessions: log every frame's user in again. */
  const signInAgain = () => {
    for (const f of layout.frames) void signIn(f.id, f.user);
  };

  return (
    <section className={styles.panel} aria-label={t.region}>
      <h2>{t.sessions}</h2>
      <div className={styles.row}>
        <button
          type="button"
          onClick={() =>
            void act(t.expiredAll, () => control.expireSessions()).then(
              (ok) => ok && reload(layout.frames.filter((f) => f.user).map((f) => f.id)),
            )
          }
        >
          {t.expireAll}
        </button>
        <button type="button" onClick={signInAgain}>
          {t.signInAgain}
        </button>
      </div>

      <h2>{t.configDocs}</h2>
      <div className={styles.chips} role="group" aria-label={t.configGroup}>
        {CONFIG_MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={configMode === mode}
            onClick={() =>
              void act(t.configSet(t.modes[mode]), async () => {
                setConfigMode((await control.setConfigDocs(mode)).mode);
              }).then((ok) => ok && reload(ids, { isColdStart: true }))
            }
          >
            {t.modes[mode]}
          </button>
        ))}
      </div>
      <p className={styles.meta}>{t.coldStart}</p>

      <h2>{t.world}</h2>
      <div className={styles.row}>
        <button
          type="button"
          onClick={() =>
            void act(t.reset, () => control.resetState()).then((ok) => {
              if (!ok) return;
              setConfigMode('normal');
              signInAgain();
            })
          }
        >
          {t.reset}
        </button>
      </div>
      <ScenarioSection onOpened={() => void readConfigMode()} />
    </section>
  );
};
