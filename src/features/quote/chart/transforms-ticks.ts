// Live last-bar updates of the K-line: a quote replaces the newest bar or appends the next one.
// Pure; unit-tested in transforms-ticks.test.ts.
import { barTimeFor } from './transforms-bar-time';
import { isFiniteNumber, type Bar, type KlinePeriod } from './transforms-bars';

export interface LiveTick {
  /** Instant of the quote, epoch ms. */
  t: number;
  price: number;
  /** The bar's whole volume so far (e.g. the day's volume for day bars); replaces `v`. */
  volume?: number;
  /** Volume traded since the previous tick; added to `v` (ignored when `volume` is given). */
  volumeDelta?: number;
  /** The bar this tick belongs to, when the caller knows the session (futures night sessions). */
  barTime?: number;
}

/**
 * The bars after a live quote: the newest bar is replaced (close = price, high/low widened, volume
 * updated) or a new bar is appended. Stale ticks (older than the newest bar) and invalid prices
 * return the input array unchanged, so callers can skip a render by identity.
 */
export const applyTick = (bars: readonly Bar[], tick: LiveTick, period: KlinePeriod): Bar[] => {
  if (!isFiniteNumber(tick.price) || tick.price <= 0 || !isFiniteNumber(tick.t))
    return bars as Bar[];
  const last = bars[bars.length - 1];
  const target = isFiniteNumber(tick.barTime) ? tick.barTime : barTimeFor(last?.t, tick.t, period);
  const volumeOf = (base: number): number =>
    isFiniteNumber(tick.volume)
      ? Math.max(0, tick.volume)
      : base + Math.max(0, tick.volumeDelta ?? 0);
  if (!last || target > last.t) {
    const p = tick.price;
    return [...bars, { t: target, o: p, h: p, l: p, c: p, v: volumeOf(0) }];
  }
  if (target < last.t) return bars as Bar[];
  const next: Bar = {
    t: last.t,
    o: last.o,
    h: Math.max(last.h, tick.price),
    l: Math.min(last.l, tick.price),
    c: tick.price,
    v: volumeOf(last.v),
  };
  const out = bars.slice();
  out[out.length - 1] = next;
  return out;
};
