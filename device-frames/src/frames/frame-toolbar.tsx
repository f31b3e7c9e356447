// A frame's own controls. Identity changes (language, theme, route, held polls) reload the frame;
// a user change logs in through the mock first and hands the frame the new token.
import { useState } from 'react';

import { DEVICES } from '../catalogue/devices';
import { useHarness } from '../harness-context';

import { NAMED_ACCOUNTS } from './accounts';
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

interface FrameToolbarProps {
  frame: FrameConfig;
  onShot: () => void;
}

const VISITOR = '';
const HOLD_POLLS_HINT =
  "Stop the app's polling in this frame: data changes only when a write refreshes it";

export const FrameToolbar = ({ frame, onShot }: FrameToolbarProps) => {
  const { layout, setLayout, reload, signIn, control, act } = useHarness();
  const [route, setRoute] = useState(frame.route);
  const name = frameName(frame.id);
  const change = (patch: Partial<FrameConfig>, isReload = true) => {
    setLayout((l) => updateFrame(l, frame.id, patch));
    if (isReload) reload([frame.id]);
  };
  const users =
    NAMED_ACCOUNTS.some((a) => a.phone === frame.user) || !frame.user
      ? NAMED_ACCOUNTS
      : [...NAMED_ACCOUNTS, { phone: frame.user, password: '', label: 'imported' }];

  return (
    <div className={styles.toolbar}>
      <label>
        <span>device</span>
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
        {frame.isLandscape ? 'portrait' : 'landscape'}
      </button>
      <label>
        <span>language</span>
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
        <span>theme</span>
        <select
          value={frame.theme}
          onChange={(e) => change({ theme: e.target.value as ThemeName })}
        >
          {THEMES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <label title={HOLD_POLLS_HINT}>
        <input
          type="checkbox"
          checked={frame.arePollsHeld}
          title={HOLD_POLLS_HINT}
          onChange={(e) => change({ arePollsHeld: e.target.checked })}
        />
        <span>Hold polls</span>
      </label>
      <label>
        <span>user</span>
        <select
          value={frame.user ?? VISITOR}
          onChange={(e) => {
            const phone = e.target.value === VISITOR ? null : e.target.value;
            change({ user: phone }, false);
            void signIn(frame.id, phone);
          }}
        >
          <option value={VISITOR}>visitor</option>
          {users.map((a) => (
            <option key={a.phone} value={a.phone}>
              {a.phone} {a.label}
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
          <span>route</span>
          <input value={route} onChange={(e) => setRoute(e.target.value)} size={12} />
        </label>
        <button type="submit">go</button>
      </form>
      <span className={styles.actions}>
        <button type="button" onClick={() => reload([frame.id])}>
          reload
        </button>
        <button
          type="button"
          disabled={!frame.user}
          title="end this user's sessions on the mock"
          onClick={() => {
            if (!frame.user) return;
            const phone = frame.user;
            void act(`expired ${phone}'s sessions`, () => control.expireSessions(phone)).then(
              // Every frame of this user sees it at once.
              (ok) => ok && reload(layout.frames.filter((f) => f.user === phone).map((f) => f.id)),
            );
          }}
        >
          expire
        </button>
        <button type="button" onClick={onShot}>
          shot
        </button>
        <button
          type="button"
          aria-label={`remove frame ${name}`}
          onClick={() => setLayout((l) => removeFrame(l, frame.id))}
        >
          ✕
        </button>
      </span>
    </div>
  );
};
