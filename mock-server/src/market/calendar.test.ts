// Session phases by market, in Beijing time, including sessions that run past midnight.
import { describe, expect, it } from 'vitest';

import { tradingPhase } from './market';
import { locate, windowsSchedule } from './calendar';
import { TradingDays } from './trading-days';
import { at } from './test-support';

describe('tradingPhase', () => {
  it.each([
    ['2026-11-02 09:00', 'pre-open'],
    ['2026-11-02 09:15', 'auction'],
    ['2026-11-02 09:24:59', 'auction'],
    ['2026-11-02 09:27', 'pre-open'],
    ['2026-11-02 09:30', 'open'],
    ['2026-11-02 11:29:59', 'open'],
    ['2026-11-02 11:30', 'lunch'],
    ['2026-11-02 13:00', 'open'],
    ['2026-11-02 15:00', 'closed'],
    ['2026-10-31 10:00', 'weekend'],
    ['2026-11-01 10:00', 'weekend'],
  ])('A-shares at %s: %s', (time, phase) => {
    expect(tradingPhase('sh', at(time))).toBe(phase);
  });

  it('a holiday closes the day', () => {
    const holidays = new Set(['2026-11-02']);
    expect(tradingPhase('sz', at('2026-11-02 10:00'), holidays)).toBe('holiday');
    expect(tradingPhase('sz', at('2026-11-03 10:00'), holidays)).toBe('open');
  });

  it.each([
    ['2026-11-02 12:30', 'lunch'],
    ['2026-11-02 15:30', 'open'],
    ['2026-11-02 16:00', 'closed'],
  ])('HK at %s: %s', (time, phase) => {
    expect(tradingPhase('hk', at(time))).toBe(phase);
  });

  it.each([
    ['2026-11-02 03:00', 'pre-open'],
    ['2026-11-02 21:30', 'open'],
    ['2026-11-03 02:00', 'open'],
    ['2026-11-03 04:00', 'pre-open'],
    ['2026-10-31 03:59', 'open'],
    ['2026-10-31 04:00', 'weekend'],
  ])('US at %s: %s', (time, phase) => {
    expect(tradingPhase('us', at(time))).toBe(phase);
  });
});

describe('futures windows', () => {
  const schedule = windowsSchedule([
    ['7:00', '11:30'],
    ['13:00', '17:00'],
    ['21:00', '5:00'],
  ]);

  it('wraps a window past midnight and counts its minutes', () => {
    expect(schedule.windows).toEqual([
      [420, 690],
      [780, 1020],
      [1260, 1740],
    ]);
    expect(schedule.minutes).toBe(270 + 240 + 480);
  });

  it('gives the night to the date it started on', () => {
    const days = new TradingDays(new Set());
    const friday = locate(schedule, at('2026-10-31 02:00'), days.isTradingDay);
    expect(friday.phase).toBe('open');
    expect(friday.day).toBe(locate(schedule, at('2026-10-30 10:00'), days.isTradingDay).day);
    expect(tradingPhase(schedule, at('2026-10-31 06:00'))).toBe('weekend');
    expect(tradingPhase(schedule, at('2026-11-02 06:00'))).toBe('pre-open');
    expect(tradingPhase(schedule, at('2026-11-02 12:00'))).toBe('lunch');
  });

  it('skips blank or malformed windows', () => {
    expect(
      windowsSchedule([
        ['9:30', '11:30'],
        [null, null],
        ['x', '15:00'],
      ]).minutes,
    ).toBe(120);
  });
});
