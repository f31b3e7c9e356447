// Bars of the K-line: the candle type, the periods, backend pages → sorted unique bars, page
// merging and a bar's change. No DOM, no ECharts: unit-tested in transforms-bars.test.ts.
//
// Prices stay binary floats here: they are drawn, not booked (money maths lives in feature models).
import type { EchartsDataVO } from '@/api/contracts/models/market';

/** One candle. `t` is epoch ms as the backend stamps it (day bars: Beijing midnight; minute bars: bar end). */
export interface Bar {
  t: number;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
}

export type KlinePeriod = '1m' | '5m' | '15m' | '30m' | '60m' | 'day' | 'week' | 'month';

export const KLINE_PERIODS: readonly KlinePeriod[] = [
  '1m',
  '5m',
  '15m',
  '30m',
  '60m',
  'day',
  'week',
  'month',
];

/** Minutes per bar of an intraday period; null for day/week/month. */
export const periodMinutes = (period: KlinePeriod): number | null => {
  switch (period) {
    case '1m':
      return 1;
    case '5m':
      return 5;
    case '15m':
      return 15;
    case '30m':
      return 30;
    case '60m':
      return 60;
    default:
      return null;
  }
};

export const isFiniteNumber = (x: unknown): x is number =>
  typeof x === 'number' && Number.isFinite(x);

/** Sorted by time, one bar per timestamp (the later occurrence wins). Returns the input when it already is. */
export const normalizeBars = (bars: readonly Bar[]): Bar[] => {
  let ordered = true;
  for (let i = 1; i < bars.length; i++) {
    if (bars[i]!.t <= bars[i - 1]!.t) {
      ordered = false;
      break;
    }
  }
  if (ordered) return bars as Bar[];
  const byTime = new Map<number, Bar>();
  for (const b of bars) byTime.set(b.t, b);
  return [...byTime.values()].sort((a, b) => a.t - b.t);
};

/**
 * `EchartsDataVO.values` (`[open, close, low, high, volume, timestampMs]`) → bars. Malformed rows
 * (short, non-finite, non-positive prices) are skipped; high/low are widened to cover open/close;
 * the result is sorted and de-duplicated by time.
 */
export const barsFromEcharts = (vo: Pick<EchartsDataVO, 'values'> | null | undefined): Bar[] => {
  const out: Bar[] = [];
  for (const row of vo?.values ?? []) {
    const [o, c, l, h, v, t] = row;
    if (
      !isFiniteNumber(o) ||
      !isFiniteNumber(c) ||
      !isFiniteNumber(l) ||
      !isFiniteNumber(h) ||
      !isFiniteNumber(t)
    )
      continue;
    if (o <= 0 || c <= 0 || l <= 0 || h <= 0) continue;
    out.push({
      t,
      o,
      c,
      h: Math.max(h, o, c, l),
      l: Math.min(l, o, c, h),
      v: isFiniteNumber(v) && v > 0 ? v : 0,
    });
  }
  return normalizeBars(out);
};

/**
 * Union of two bar lists by timestamp; on the same timestamp `incoming` wins. Either side may be a
 * newer or an older page (or overlap). Unsorted inputs are normalised first.
 */
export const mergeBars = (current: readonly Bar[], incoming: readonly Bar[]): Bar[] => {
  const a = normalizeBars(current);
  const b = normalizeBars(incoming);
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  if (b[b.length - 1]!.t < a[0]!.t) return [...b, ...a];
  if (b[0]!.t > a[a.length - 1]!.t) return [...a, ...b];
  const out: Bar[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (y === undefined || (x !== undefined && x.t < y.t)) {
      out.push(x!);
      i++;
    } else if (x === undefined || y.t < x.t) {
      out.push(y);
      j++;
    } else {
      out.push(y);
      i++;
      j++;
    }
  }
  return out;
};

/** Change against the previous bar's close (the first bar: against its open), in percent. */
export const barChangePct = (bars: readonly Bar[], index: number): number | null => {
  const bar = bars[index];
  if (!bar) return null;
  const base = bars[index - 1]?.c ?? bar.o;
  return base > 0 ? ((bar.c - base) / base) * 100 : null;
};
