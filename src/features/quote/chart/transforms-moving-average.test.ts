import { describe, expect, it } from 'vitest';

import { movingAverage } from './transforms-moving-average';
import { bar, days } from './transforms-test-support';

describe('movingAverage', () => {
  it('is null until n bars exist, then the mean of the last n closes', () => {
    expect(movingAverage(days(6), 5)).toEqual([null, null, null, null, 3, 4]);
  });

  it('reads look-back bars before `from` (window slices start right)', () => {
    expect(movingAverage(days(10), 5, 7, 10)).toEqual([6, 7, 8]);
  });

  it('tail recomputation equals the full computation exactly', () => {
    const bars = Array.from({ length: 400 }, (_, i) => bar(i, 10 + Math.sin(i) * 3.3333));
    for (const n of [5, 10, 20, 30]) {
      const full = movingAverage(bars, n);
      expect(movingAverage(bars, n, 399, 400)).toEqual([full[399]]);
      expect(movingAverage(bars, n, 100, 400)).toEqual(full.slice(100));
    }
  });

  it('handles empty data, one bar, n larger than the data and bad ranges', () => {
    expect(movingAverage([], 5)).toEqual([]);
    expect(movingAverage(days(1), 1)).toEqual([1]);
    expect(movingAverage(days(1), 5)).toEqual([null]);
    expect(movingAverage(days(3), 0)).toEqual([null, null, null]);
    expect(movingAverage(days(3), 2, -5, 99)).toEqual([null, 1.5, 2.5]);
  });
});
