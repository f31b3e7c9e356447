import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  barChangePct,
  barsFromEcharts,
  mergeBars,
  normalizeBars,
  type Bar,
} from './transforms-bars';
import { bar, days } from './transforms-test-support';

describe('barsFromEcharts', () => {
  it('maps [open, close, low, high, volume, t] rows to bars', () => {
    expect(barsFromEcharts({ values: [[10, 11, 9.5, 11.2, 5000, 1000]] })).toEqual([
      { t: 1000, o: 10, c: 11, l: 9.5, h: 11.2, v: 5000 },
    ]);
  });

  it('returns [] for empty, null and undefined input', () => {
    expect(barsFromEcharts({ values: [] })).toEqual([]);
    expect(barsFromEcharts(null)).toEqual([]);
    expect(barsFromEcharts(undefined)).toEqual([]);
  });

  it('skips short, non-finite and non-positive rows', () => {
    const bars = barsFromEcharts({
      values: [
        [10, 11, 9, 12, 1],
        [10, Number.NaN, 9, 12, 1, 1],
        [0, 11, 9, 12, 1, 2],
        [10, 11, 9, 12, 1, Number.POSITIVE_INFINITY],
        [10, 11, 9, 12, 1, 3],
      ],
    });
    expect(bars.map((b) => b.t)).toEqual([3]);
  });

  it('sorts unsorted rows and keeps the later duplicate', () => {
    const bars = barsFromEcharts({
      values: [
        [1, 1, 1, 1, 1, 300],
        [1, 2, 1, 2, 1, 100],
        [1, 3, 1, 3, 1, 200],
        [1, 4, 1, 4, 1, 100],
      ],
    });
    expect(bars.map((b) => [b.t, b.c])).toEqual([
      [100, 4],
      [200, 3],
      [300, 1],
    ]);
  });

  it('widens high/low to cover open and close; negative volume becomes 0', () => {
    const [b] = barsFromEcharts({ values: [[10, 12, 11, 11.5, -5, 1]] });
    expect(b).toEqual({ t: 1, o: 10, c: 12, l: 10, h: 12, v: 0 });
  });
});

describe('normalizeBars', () => {
  it('returns the same array when already sorted and unique', () => {
    const bars = days(3);
    expect(normalizeBars(bars)).toBe(bars);
  });

  it('handles a single bar and no bars', () => {
    expect(normalizeBars([])).toEqual([]);
    const one = [bar(5, 1)];
    expect(normalizeBars(one)).toBe(one);
  });
});

describe('mergeBars', () => {
  it('prepends an older page', () => {
    const merged = mergeBars(days(3, 5), days(5));
    expect(merged.map((b) => b.c)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('appends a newer page', () => {
    const merged = mergeBars(days(3), days(2, 3));
    expect(merged.map((b) => b.c)).toEqual([1, 2, 3, 4, 5]);
  });

  it('overlapping pages keep one bar per time, the incoming one', () => {
    const current = days(5);
    const incoming = days(4, 3).map((b) => ({ ...b, v: 999 }));
    const merged = mergeBars(current, incoming);
    expect(merged.map((b) => b.c)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(merged.slice(3).every((b) => b.v === 999)).toBe(true);
    expect(merged.slice(0, 3).every((b) => b.v === 100)).toBe(true);
  });

  it('fills gaps in between', () => {
    const all = days(6);
    const merged = mergeBars([all[0]!, all[2]!, all[5]!], [all[1]!, all[3]!]);
    expect(merged.map((b) => b.c)).toEqual([1, 2, 3, 4, 6]);
  });

  it('with an empty side returns the other', () => {
    const bars = days(2);
    expect(mergeBars(bars, [])).toBe(bars);
    expect(mergeBars([], bars)).toBe(bars);
    expect(mergeBars([], [])).toEqual([]);
  });

  it('normalises unsorted inputs', () => {
    const [a, b, c] = days(3) as [Bar, Bar, Bar];
    expect(mergeBars([c, a], [b, a]).map((x) => x.c)).toEqual([1, 2, 3]);
  });

  it('property: result is sorted, unique and the union of times', () => {
    const times = fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 60 });
    fc.assert(
      fc.property(times, times, (ta, tb) => {
        const merged = mergeBars(
          ta.map((t) => bar(t, 1)),
          tb.map((t) => bar(t, 2)),
        );
        const union = [...new Set([...ta, ...tb])].sort((x, y) => x - y);
        expect(merged.map((m) => m.t)).toEqual(union);
        for (const m of merged) expect(m.c).toBe(tb.includes(m.t) ? 2 : 1);
      }),
    );
  });
});

describe('barChangePct', () => {
  it('change against the previous close, the first bar against its open', () => {
    const bars = [bar(1, 10, { o: 8 }), bar(2, 11)];
    expect(barChangePct(bars, 0)).toBeCloseTo(25);
    expect(barChangePct(bars, 1)).toBeCloseTo(10);
    expect(barChangePct(bars, 5)).toBeNull();
  });
});
