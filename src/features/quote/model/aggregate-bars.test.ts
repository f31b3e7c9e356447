import { describe, expect, it } from 'vitest';

import { aggregateBars } from './aggregate-bars';

/** Beijing midnight of a date. */
const day = (iso: string) => Date.parse(`${iso}T00:00:00+08:00`);

describe('aggregateBars', () => {
  const days = [
    [10, 11, 9, 12, 100, day('2026-10-29')], // Thu
    [11, 12, 10, 13, 200, day('2026-10-30')], // Fri
    [12, 10, 8, 12.5, 300, day('2026-11-02')], // Mon (new week, new month)
    [10, 14, 10, 15, 400, day('2026-11-03')], // Tue
  ];

  it('makes weeks from Monday to Sunday', () => {
    expect(aggregateBars(days, 'week')).toEqual([
      [10, 12, 9, 13, 300, day('2026-10-30')],
      [12, 14, 8, 15, 700, day('2026-11-03')],
    ]);
  });

  it('makes calendar months', () => {
    expect(aggregateBars(days, 'month')).toHaveLength(2);
    expect(aggregateBars(days, 'month')[1]).toEqual([12, 14, 8, 15, 700, day('2026-11-03')]);
  });

  it('skips broken rows and copes with nothing', () => {
    expect(aggregateBars([[1, 2]], 'week')).toEqual([]);
    expect(aggregateBars([], 'month')).toEqual([]);
  });
});
