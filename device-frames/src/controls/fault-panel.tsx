// The fault board: a rule per endpoint (from the mock's list of contract paths) or global, with a
// probability and an optional number of uses; the active rules with their hit counts.
import { useCallback, useEffect, useState } from 'react';

import { useHarness } from '../harness-context';

import type { FaultRule, FaultTargets } from './control-client';
import styles from './controls.module.css';

const GLOBAL = '';
const REFRESH_MS = 3000;

export const FaultPanel = () => {
  const { control, act } = useHarness();
  const [targets, setTargets] = useState<FaultTargets>({ kinds: [], paths: [] });
  const [rules, setRules] = useState<FaultRule[]>([]);
  const [path, setPath] = useState(GLOBAL);
  const [kind, setKind] = useState('latency');
  const [latencyMs, setLatencyMs] = useState(1500);
  const [probability, setProbability] = useState(1);
  const [times, setTimes] = useState(0);

  const refresh = useCallback(() => {
    control.faults().then(
      (r) => setRules(r.rules),
      () => setRules([]),
    );
  }, [control]);

  useEffect(() => {
    control.faultTargets().then(setTargets, () => undefined);
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [control, refresh]);

  const add = () =>
    void act(`fault ${kind} on ${path || 'every endpoint'}`, () =>
      control.addFault({
        scope: path ? { path } : {},
        kind,
        probability,
        ...(times > 0 ? { times } : {}),
        ...(kind === 'latency' || kind === 'hang' ? { latencyMs } : {}),
      }),
    ).then(refresh);

  return (
    <section className={styles.panel} aria-label="faults">
      <h2>Faults</h2>
      <label className={styles.field}>
        <span>fault endpoint</span>
        <select value={path} onChange={(e) => setPath(e.target.value)}>
          <option value={GLOBAL}>every endpoint</option>
          {targets.paths.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </label>
      <div className={styles.row}>
        <label>
          <span>fault kind</span>
          <select value={kind} onChange={(e) => setKind(e.target.value)}>
            {targets.kinds.map((k) => (
              <option key={k}>{k}</option>
            ))}
          </select>
        </label>
        {(kind === 'latency' || kind === 'hang') && (
          <label>
            <span>ms</span>
            <input
              type="number"
              min={0}
              max={600000}
              step={100}
              value={latencyMs}
              onChange={(e) => setLatencyMs(Number(e.target.value))}
            />
          </label>
        )}
      </div>
      <div className={styles.row}>
        <label>
          <span>probability</span>
          <input
            type="number"
            min={0}
            max={1}
            step={0.1}
            value={probability}
            onChange={(e) => setProbability(Number(e.target.value))}
          />
        </label>
        <label>
          <span>times (0 = always)</span>
          <input
            type="number"
            min={0}
            step={1}
            value={times}
            onChange={(e) => setTimes(Math.max(0, Math.floor(Number(e.target.value))))}
          />
        </label>
      </div>
      <div className={styles.row}>
        <button type="button" onClick={add} disabled={targets.kinds.length === 0}>
          add fault
        </button>
        <button
          type="button"
          disabled={rules.length === 0}
          onClick={() => void act('faults cleared', () => control.clearFaults()).then(refresh)}
        >
          clear all
        </button>
      </div>
      <ul className={styles.rules} aria-label="fault rules">
        {rules.map((r) => (
          <li key={r.id} className={r.active ? undefined : styles.inactive}>
            <span>
              {r.kind} · {r.scope.path ?? 'every endpoint'}
              {(r.probability ?? 1) < 1 ? ` · p ${r.probability}` : ''}
              {r.latencyMs !== undefined ? ` · ${r.latencyMs} ms` : ''} · hits {r.hits}
              {r.times !== undefined ? ` · ${r.times} left` : ''}
            </span>
            <button
              type="button"
              aria-label={`remove fault ${r.id}`}
              onClick={() =>
                void act('fault removed', () => control.removeFault(r.id)).then(refresh)
              }
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
