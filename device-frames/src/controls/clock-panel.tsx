// Market clock: live / frozen / set / speed, and the trading phase the mock derives from it.
// The mock's Date header carries the same time to the app, so no frame needs a reload.
import { useCallback, useEffect, useState } from 'react';

import { useHarness } from '../harness-context';

import { CLOCK_PRESETS, fromLocalInput, presetAt, SPEEDS, toLocalInput } from './clock-time';
import type { ClockChange, ClockView, TradingHoursMode } from './control-client';
import styles from './controls.module.css';

const POLL_MS = 1000;
const MODES: readonly TradingHoursMode[] = ['auto', 'open', 'closed'];

export const ClockPanel = () => {
  const { control, act } = useHarness();
  const [clock, setClock] = useState<ClockView | null>(null);
  const [at, setAt] = useState('');
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(() => {
    control.clock().then(
      (view) => {
        setClock(view);
        setError(null);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [control]);

  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const change = (label: string, body: ClockChange) =>
    void act(label, async () => setClock(await control.setClock(body)));

  return (
    <section className={styles.panel} aria-label="market clock">
      <h2>Market clock</h2>
      {error && <p className={styles.error}>mock unreachable: {error}</p>}
      {clock && (
        <>
          <p className={styles.clock} data-testid="mock-clock">
            {clock.beijing} <small>Beijing</small>
          </p>
          <p className={styles.phases}>
            <span className={styles.phase} data-phase={clock.phases.aShares} data-testid="phase-a">
              A-shares {clock.phases.aShares}
            </span>
            <span className={styles.phase} data-phase={clock.phases.hk}>
              HK {clock.phases.hk}
            </span>
            <span className={styles.phase} data-phase={clock.phases.us}>
              US {clock.phases.us}
            </span>
          </p>
          <p className={styles.meta}>
            {clock.isFrozen ? 'frozen' : `running ×${clock.speed}`}
            {clock.isLive ? ' · live' : ''} · orders{' '}
            {clock.aShares?.isOpen ? 'accepted' : 'refused (outside trading hours)'}
          </p>
        </>
      )}
      <div className={styles.row}>
        <button type="button" onClick={() => change('clock live', { live: true })}>
          live
        </button>
        <button
          type="button"
          onClick={() =>
            change(clock?.isFrozen ? 'clock resumed' : 'clock frozen', {
              frozen: !clock?.isFrozen,
            })
          }
        >
          {clock?.isFrozen ? 'resume' : 'freeze'}
        </button>
        <label>
          <span>speed</span>
          <select
            value={clock?.speed ?? 1}
            onChange={(e) => change('clock speed', { speed: Number(e.target.value) })}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                ×{s}
              </option>
            ))}
          </select>
        </label>
      </div>
      <form
        className={styles.row}
        onSubmit={(e) => {
          e.preventDefault();
          const text = fromLocalInput(at);
          if (text) change(`clock set to ${text}`, { at: text });
        }}
      >
        <label>
          <span>Beijing</span>
          <input
            type="datetime-local"
            step={1}
            value={at || (clock ? toLocalInput(clock.beijing) : '')}
            onChange={(e) => setAt(e.target.value)}
          />
        </label>
        <button type="submit">set</button>
      </form>
      <div className={styles.chips}>
        {CLOCK_PRESETS.map((p) => (
          <button
            key={p.label}
            type="button"
            disabled={!clock}
            onClick={() => clock && change(p.label, { at: presetAt(clock.beijing, p) })}
          >
            {p.label}
          </button>
        ))}
      </div>
      <div className={styles.row} role="group" aria-label="trading hours">
        <span>trading hours</span>
        {MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={clock?.tradingHours === mode}
            onClick={() =>
              void act(`trading hours ${mode}`, async () =>
                setClock(await control.setTradingHours(mode)),
              )
            }
          >
            {mode}
          </button>
        ))}
      </div>
    </section>
  );
};
