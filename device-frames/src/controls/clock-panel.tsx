// Market clock: live / frozen / set / speed, and the trading phase the mock derives from it.
// The mock's Date header carries the same time to the app, so no frame needs a reload.
import { useCallback, useEffect, useState } from 'react';

import { useHarness } from '../harness-context';
import { useTexts } from '../i18n/harness-language';

import { CLOCK_TEXTS } from './clock-texts';
import { CLOCK_PRESETS, fromLocalInput, presetAt, SPEEDS, toLocalInput } from './clock-time';
import type { ClockChange, ClockView, TradingHoursMode } from './control-client';
import styles from './controls.module.css';

const POLL_MS = 1000;
const MODES: readonly TradingHoursMode[] = ['auto', 'open', 'closed'];

export const ClockPanel = () => {
  const { control, act } = useHarness();
  const t = useTexts(CLOCK_TEXTS);
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
    <section className={styles.panel} aria-label={t.region}>
      <h2>{t.title}</h2>
      {error && <p className={styles.error}>{t.unreachable(error)}</p>}
      {clock && (
        <>
          <p className={styles.clock} data-testid="mock-clock">
            {clock.beijing} <small>{t.beijing}</small>
          </p>
          <p className={styles.phases}>
            <span className={styles.phase} data-phase={clock.phases.aShares} data-testid="phase-a">
              {t.aShares} {t.phase(clock.phases.aShares)}
            </span>
            <span className={styles.phase} data-phase={clock.phases.hk}>
              {t.hk} {t.phase(clock.phases.hk)}
            </span>
            <span className={styles.phase} data-phase={clock.phases.us}>
              {t.us} {t.phase(clock.phases.us)}
            </span>
          </p>
          <p className={styles.meta}>
            {clock.isFrozen ? t.frozen : t.running(clock.speed)}
            {clock.isLive ? ` · ${t.live}` : ''} · {t.orders(clock.aShares?.isOpen === true)}
          </p>
        </>
      )}
      <div className={styles.row}>
        <button type="button" onClick={() => change(t.clockLive, { live: true })}>
          {t.live}
        </button>
        <button
          type="button"
          onClick={() =>
            change(clock?.isFrozen ? t.clockResumed : t.clockFrozen, {
              frozen: !clock?.isFrozen,
            })
          }
        >
          {clock?.isFrozen ? t.resume : t.freeze}
        </button>
        <label>
          <span>{t.speed}</span>
          <select
            value={clock?.speed ?? 1}
            onChange={(e) => change(t.clockSpeed, { speed: Number(e.target.value) })}
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
          if (text) change(t.clockSet(text), { at: text });
        }}
      >
        <label>
          <span>{t.beijing}</span>
          <input
            type="datetime-local"
            step={1}
            value={at || (clock ? toLocalInput(clock.beijing) : '')}
            onChange={(e) => setAt(e.target.value)}
          />
        </label>
        <button type="submit">{t.set}</button>
      </form>
      <div className={styles.chips}>
        {CLOCK_PRESETS.map((p) => (
          <button
            key={p.label}
            type="button"
            disabled={!clock}
            onClick={() => clock && change(t.preset(p.label), { at: presetAt(clock.beijing, p) })}
          >
            {t.preset(p.label)}
          </button>
        ))}
      </div>
      <div className={styles.row} role="group" aria-label={t.tradingHours}>
        <span>{t.tradingHours}</span>
        {MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={clock?.tradingHours === mode}
            onClick={() =>
              void act(t.hoursSet(mode), async () => setClock(await control.setTradingHours(mode)))
            }
          >
            {t.mode(mode)}
          </button>
        ))}
      </div>
    </section>
  );
};
