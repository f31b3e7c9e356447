import { describe, expect, it } from 'vitest';

import { bar, bj } from './transforms-test-support';
import { applyTick } from './transforms-ticks';

describe('applyTick', () => {
  const dayBars = [
    bar(bj('2026-03-02T00:00:00'), 10, { o: 9.8, h: 10.2, l: 9.7, v: 1000 }),
    bar(bj('2026-03-03T00:00:00'), 10.5, { o: 10, h: 10.6, l: 9.9, v: 2000 }),
  ];

  it('updates the last day bar: close, widened high/low, replaced volume', () => {
    const next = applyTick(
      dayBars,
      { t: bj('2026-03-03T14:00:00'), price: 10.9, volume: 2500 },
      'day',
    );
    expect(next).toHaveLength(2);
    expect(next[0]).toBe(dayBars[0]);
    expect(next[1]).toEqual({ t: dayBars[1]!.t, o: 10, h: 10.9, l: 9.9, c: 10.9, v: 2500 });
    const lower = applyTick(next, { t: bj('2026-03-03T14:01:00'), price: 9.5 }, 'day');
    expect(lower[1]).toMatchObject({ h: 10.9, l: 9.5, c: 9.5, v: 2500 });
  });

  it('adds a volume delta when no whole volume is given', () => {
    const next = applyTick(
      dayBars,
      { t: bj('2026-03-03T14:00:00'), price: 10.5, volumeDelta: 30 },
      'day',
    );
    expect(next[1]!.v).toBe(2030);
  });

  it('appends a new bar on a new day, stamped at Beijing midnight', () => {
    const next = applyTick(dayBars, { t: bj('2026-03-04T09:31:00'), price: 11, volume: 7 }, 'day');
    expect(next).toHaveLength(3);
    expect(next[2]).toEqual({ t: bj('2026-03-04T00:00:00'), o: 11, h: 11, l: 11, c: 11, v: 7 });
  });

  it('week and month bars take ticks from later days of the same week/month', () => {
    // 2026-03-02 is a Monday.
    const week = applyTick(
      dayBars.slice(0, 1),
      { t: bj('2026-03-06T10:00:00'), price: 12 },
      'week',
    );
    expect(week).toHaveLength(1);
    expect(week[0]).toMatchObject({ c: 12, h: 12 });
    const nextWeek = applyTick(
      dayBars.slice(0, 1),
      { t: bj('2026-03-09T10:00:00'), price: 12 },
      'week',
    );
    expect(nextWeek).toHaveLength(2);
    const month = applyTick(dayBars, { t: bj('2026-03-31T10:00:00'), price: 12 }, 'month');
    expect(month).toHaveLength(2);
    const nextMonth = applyTick(dayBars, { t: bj('2026-04-01T10:00:00'), price: 12 }, 'month');
    expect(nextMonth).toHaveLength(3);
  });

  it('a minute bar takes ticks up to its end, then the next bar starts', () => {
    const bars = [bar(bj('2026-03-03T09:35:00'), 10, { v: 50 })];
    const same = applyTick(bars, { t: bj('2026-03-03T09:34:10'), price: 10.2 }, '5m');
    expect(same).toHaveLength(1);
    const next = applyTick(bars, { t: bj('2026-03-03T09:35:10'), price: 10.2 }, '5m');
    expect(next.map((b) => b.t)).toEqual([bj('2026-03-03T09:35:00'), bj('2026-03-03T09:40:00')]);
  });

  it('uses barTime when the caller knows the session', () => {
    const bars = [bar(1000, 10)];
    expect(applyTick(bars, { t: 5000, price: 11, barTime: 1000 }, '5m')).toHaveLength(1);
    expect(applyTick(bars, { t: 5000, price: 11, barTime: 2000 }, '5m')[1]!.t).toBe(2000);
  });

  it('ignores stale ticks and invalid prices (same array back)', () => {
    expect(applyTick(dayBars, { t: bj('2026-03-01T10:00:00'), price: 11 }, 'day')).toBe(dayBars);
    expect(applyTick(dayBars, { t: bj('2026-03-03T10:00:00'), price: 0 }, 'day')).toBe(dayBars);
    expect(applyTick(dayBars, { t: bj('2026-03-03T10:00:00'), price: Number.NaN }, 'day')).toBe(
      dayBars,
    );
  });

  it('starts a series from nothing', () => {
    const next = applyTick([], { t: bj('2026-03-03T10:00:00'), price: 5, volume: 1 }, 'day');
    expect(next).toEqual([{ t: bj('2026-03-03T00:00:00'), o: 5, h: 5, l: 5, c: 5, v: 1 }]);
  });
});
