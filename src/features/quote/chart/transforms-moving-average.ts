// Moving averages of the K-line's closes, computable for a slice of the bars (a window, or the one
// bar a live tick changed). Pure; unit-tested in transforms-moving-average.test.ts.
import type { Bar } from './transforms-bars';

export const DEFAULT_MA_PERIODS: readonly number[] = [5, 10, 20, 30];

/**
 * Simple moving average of closes for bar indices [from, to), reading the bars before `from` as
 * look-back, so a window's first values are right and a live tick recomputes one value only
 * (`movingAverage(bars, n, last, last + 1)`). `null` where fewer than `n` bars exist. Each value is
 * summed afresh (n ≤ 30 adds), so a partial recomputation is bit-identical to a full one.
 */
export const movingAverage = (
  bars: readonly Bar[],
  n: number,
  from = 0,
  to = bars.length,
): (number | null)[] => {
  const start = Math.max(0, from);
  const end = Math.min(bars.length, to);
  const out: (number | null)[] = [];
  const size = Math.floor(n);
  for (let i = start; i < end; i++) {
    if (size < 1 || i < size - 1) {
      out.push(null);
      continue;
    }
    let sum = 0;
    for (let k = i - size + 1; k <= i; k++) sum += bars[k]!.c;
    out.push(sum / size);
  }
  return out;
};
