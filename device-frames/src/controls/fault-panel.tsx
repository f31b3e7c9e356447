// The fault board: a rule per endpoint (from the mock's list of contract paths) or global, with a
// probability and an optional number of uses; the active rules with their hit counts.
import { useCallback, useEffect, useState } from 'react';

import { useHarness } from '../harness-context';
import { useTexts } from '../i18n/harness-language';

import type { FaultRule, FaultTargets } from './control-client';
import styles from './controls.module.css';
import { FAULT_TEXTS } from './fault-texts';

const GLOBAL = '';
const REFRESH_MS = 3000;

export const FaultPanel = () => {
  const { control, act } = useHarness();
  const t = useTexts(FAULT_TEXTS);
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
    void act(t.added(kind, path || t.everyEndpoint), () =>
      control.addFault({
        scope: path ? { path } : {},
        kind,
        probability,
        ...(times > 0 ? { times } : {}),
        ...(kind === 'latency' || kind === 'hang' ? { latencyMs } : {}),
      }),
    ).then(refresh);

  return (
    <section className={styles.panel} aria-label={t.region}>
      <h2>{t.title}</h2>
      <label className={styles.field}>
        <span>{t.endpoint}</span>
        <select value={path} onChange={(e) => setPath(e.target.value)}>
          <option value={GLOBAL}>{t.everyEndpoint}</option>
          {targets.paths.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </label>
      <div className={styles.row}>
        <label>
          <span>{t.kind}</span>
          <select value={kind} onChange={(e) => setKind(e.target.value)}>
            {targets.kinds.map((k) => (
              <option key={k} value={k}>
                {t.kindName(k)}
              </option>
            ))}
          </select>
        </label>
        {(kind === 'latency' || kind === 'hang') && (
          <label>
            <span>{t.ms}</span>
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
          <span>{t.probability}</span>
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
          <span>{t.times}</span>
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
          {t.add}
        </button>
        <button
          type="button"
          disabled={rules.length === 0}
          onClick={() => void act(t.cleared, () => control.clearFaults()).then(refresh)}
        >
          {t.clearAll}
        </button>
      </div>
      <ul className={styles.rules} aria-label={t.rules}>
        {rules.map((r) => (
          <li key={r.id} className={r.active ? undefined : styles.inactive}>
            <span>
              {r.kind} · {r.scope.path ?? t.everyEndpoint}
              {(r.probability ?? 1) < 1 ? ` · p ${r.probability}` : ''}
              {r.latencyMs !== undefined ? ` · ${r.latencyMs} ${t.ms}` : ''} · {t.hits(r.hits)}
              {r.times !== undefined ? ` · ${t.left(r.times)}` : ''}
            </span>
            <button
              type="button"
              aria-label={t.remove(r.id)}
              onClick={() => void act(t.removed, () => control.removeFault(r.id)).then(refresh)}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
