// A frame's own controls. Identity changes (language, theme, route, held polls) reload the frame;
// a user change logs in through the mock first and hands the frame the new token. When the app
// changes its own language, theme or route, the controls follow it (follow-frames.ts).
import { useState } from 'react';

import { ReplayBadge } from '../capsules/replay-badge';
import { DEVICES } from '../catalogue/devices';
import { useHarness } from '../harness-context';
import { useHarnessLanguage, useTexts } from '../i18n/harness-language';

import { NAMED_ACCOUNTS } from './accounts';
import { accountLabel, FRAME_TEXTS } from './frame-texts';
import { frameName } from './frame-url';
import styles from './frames.module.css';
import {
  LANGUAGES,
  normalizeRoute,
  removeFrame,
  THEMES,
  updateFrame,
  type FrameConfig,
  type LanguageCode,
  type ThemeName,
} from './layout';
import { ZoomSelect } from './zoom-select';

interface FrameToolbarProps {
  frame: FrameConfig;
  /** The zoom the frame is drawn at now, shown beside "fit". */
  zoom: number;
  onShot: () => void;
}

const VISITOR = '';

export const FrameToolbar = ({ frame, zoom, onShot }: FrameToolbarProps) => {
  const { layout, setLayout, reload, signIn, control, act } = useHarness();
  const t = useTexts(FRAME_TEXTS);
  const { language } = useHarnessLanguage();
  const [route, setRoute] = useState(frame.route);
  // The app moved on its own: the field shows where it is now.
  const [shownRoute, setShownRoute] = useState(frame.route);
  if (shownRoute !== frame.route) {
    setShownRoute(frame.route);
    setRoute(frame.route);
  }
  const name = frameName(frame.id);
  const change = (patch: Partial<FrameConfig>, isReload = true) => {
    setLayout((l) => updateFrame(l, frame.id, patch));
    if (isReload) reload([frame.id]);
  };
  const users =
    NAMED_ACCOUNTS.some((a) => a.phone === frame.user) || !frame.user
      ? NAMED_ACCOUNTS
      : [...NAMED_ACCOUNTS, { phone: frame.user, password: '', label: t.imported }];

  return (
    <div className={styles.toolbar}>
      <label>
        <span>{t.device}</span>
        <select
          value={frame.deviceId}
          onChange={(e) => change({ deviceId: e.target.value }, false)}
        >
          {DEVICES.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => change({ isLandscape: !frame.isLandscape }, false)}>
        {frame.isLandscape ? t.portrait : t.landscape}
      </button>
      <label>
        <span>{t.language}</span>
        <select
          value={frame.language}
          onChange={(e) => change({ language: e.target.value as LanguageCode })}
        >
          {LANGUAGES.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
      </label>
      <label>
        <span>{t.theme}</span>
        <select
          value={frame.theme}
          onChange={(e) => change({ theme: e.target.value as ThemeName })}
        >
          {THEMES.map((name) => (
            <option key={name} value={name}>
              {t.themes[name]}
            </option>
          ))}
        </select>
      </label>
      <ZoomSelect
        value={frame.zoom}
        fitZoom={zoom}
        onChange={(next) => change({ zoom: next }, false)}
      />
      <label title={t.holdPollsHint}>
        <input
          type="checkbox"
          checked={frame.arePollsHeld}
          title={t.holdPollsHint}
          onChange={(e) => change({ arePollsHeld: e.target.checked })}
        />
        <span>{t.holdPolls}</span>
      </label>
      <label>
        <span>{t.user}</span>
        <select
          value={frame.user ?? VISITOR}
          onChange={(e) => {
            const phone = e.target.value === VISITOR ? null : e.target.value;
            change({ user: phone }, false);
            void signIn(frame.id, phone);
          }}
        >
          <option value={VISITOR}>{t.visitor}</option>
          {users.map((a) => (
            <option key={a.phone} value={a.phone}>
              {a.phone} {accountLabel(language, a)}
            </option>
          ))}
        </select>
      </label>
      <form
        className={styles.route}
        onSubmit={(e) => {
          e.preventDefault();
          const next = normalizeRoute(route);
          setRoute(next);
          change({ route: next });
        }}
      >
        <label>
          <span>{t.route}</span>
          <input value={route} onChange={(e) => setRoute(e.target.value)} size={12} />
        </label>
        <button type="submit">{t.go}</button>
      </form>
      <span className={styles.actions}>
        <ReplayBadge id={frame.id} />
        <button type="button" onClick={() => reload([frame.id])}>
          {t.reload}
        </button>
        <button
          type="button"
          disabled={!frame.user}
          title={t.expireHint}
          onClick={() => {
            if (!frame.user) return;
            const phone = frame.user;
            void act(t.expired(phone), () => control.expireSessions(phone)).then(
              // Every frame of this user sees it at once.
              (ok) => ok && reload(layout.frames.filter((f) => f.user === phone).map((f) => f.id)),
            );
          }}
        >
          {t.expire}
        </button>
        <button type="button" onClick={onShot}>
          {t.shot}
        </button>
        <button
          type="button"
          aria-label={t.remove(name)}
          onClick={() => setLayout((l) => removeFrame(l, frame.id))}
        >
          ✕
        </button>
      </span>
    </div>
  );
};
