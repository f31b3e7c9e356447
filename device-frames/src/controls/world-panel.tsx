// Sessions, config documents, reset and scenarios: each changes the mock, then reloads the frames
// that must start again to show it.
import { useEffect, useState } from 'react';

import { useHarness } from '../harness-context';

import type { ConfigDocMode, Scenario } from './control-client';
import styles from './controls.module.css';

const CONFIG_MODES: readonly { mode: ConfigDocMode; label: string }[] = [
  { mode: 'normal', label: 'normal' },
  { mode: 'primary-fails', label: 'address 1 fails' },
  { mode: 'secondary-fails', label: 'address 2 fails' },
  { mode: 'both-fail', label: 'both fail' },
  { mode: 'no-ads', label: 'no ads' },
  { mode: 'slow', label: 'slow' },
];

export const WorldPanel = () => {
  const { control, act, layout, setLayout, reload, signIn } = useHarness();
  const [configMode, setConfigMode] = useState<ConfigDocMode | null>(null);
  const [scenarios, setScenarios] = useState<Scenario[]>([]);
  const [scenario, setScenario] = useState('');
  const ids = layout.frames.map((f) => f.id);

  useEffect(() => {
    control.configDocs().then(
      (c) => setConfigMode(c.mode),
      () => setConfigMode(null),
    );
    control.scenarios().then(
      (s) => setScenarios(s.scenarios),
      () => setScenarios([]),
    );
  }, [control]);

  /** A fresh world has no sessions: log every frame's user in again. */
  const signInAgain = () => {
    for (const f of layout.frames) void signIn(f.id, f.user);
  };

  return (
    <section className={styles.panel} aria-label="sessions and world">
      <h2>Sessions</h2>
      <div className={styles.row}>
        <button
          type="button"
          onClick={() =>
            void act('expired every session', () => control.expireSessions()).then(
              (ok) => ok && reload(layout.frames.filter((f) => f.user).map((f) => f.id)),
            )
          }
        >
          expire all tokens
        </button>
        <button type="button" onClick={signInAgain}>
          log every frame in again
        </button>
      </div>

      <h2>Config documents</h2>
      <div className={styles.chips} role="group" aria-label="config documents">
        {CONFIG_MODES.map(({ mode, label }) => (
          <button
            key={mode}
            type="button"
            aria-pressed={configMode === mode}
            onClick={() =>
              void act(`config documents: ${label}`, async () => {
                setConfigMode((await control.setConfigDocs(mode)).mode);
              }).then((ok) => ok && reload(ids, { isColdStart: true }))
            }
          >
            {label}
          </button>
        ))}
      </div>
      <p className={styles.meta}>Frames restart without their cached API address.</p>

      <h2>World</h2>
      <div className={styles.row}>
        <button
          type="button"
          onClick={() =>
            void act('reset to fixtures', () => control.resetState()).then((ok) => {
              if (!ok) return;
              setConfigMode('normal');
              signInAgain();
            })
          }
        >
          reset to fixtures
        </button>
      </div>
      <div className={styles.row}>
        <select
          aria-label="scenario"
          value={scenario}
          onChange={(e) => setScenario(e.target.value)}
        >
          <option value="">scenario…</option>
          {scenarios.map((s) => (
            <option key={s.name} value={s.name} title={s.description}>
              {s.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={!scenario}
          onClick={() =>
            void act(`scenario ${scenario} loaded`, async () => {
              const loaded = await control.loadScenario(scenario);
              const first = layout.frames[0];
              const user = loaded.user;
              // The scenario's user opens in the first frame; the others log in again.
              if (first && user)
                setLayout((l) => ({
                  ...l,
                  frames: l.frames.map((f) => (f.id === first.id ? { ...f, user } : f)),
                }));
              for (const f of layout.frames)
                void signIn(f.id, f.id === first?.id && user ? user : f.user);
              setConfigMode((await control.configDocs()).mode);
            })
          }
        >
          load
        </button>
      </div>
      {scenario && (
        <p className={styles.meta}>{scenarios.find((s) => s.name === scenario)?.description}</p>
      )}
    </section>
  );
};
