import { describe, expect, it } from 'vitest';

import { aShareBarEnd, beijingDayStart, formatBarTime } from './transforms-bar-time';
import { bj } from './transforms-test-support';

describe('Beijing bar time', () => {
  it('minute bars are stamped by their end; lunch belongs to the morning', () => {
    expect(aShareBarEnd(bj('2026-03-03T09:31:20'), 5)).toBe(bj('2026-03-03T09:35:00'));
    expect(aShareBarEnd(bj('2026-03-03T09:35:00'), 5)).toBe(bj('2026-03-03T09:35:00'));
    expect(aShareBarEnd(bj('2026-03-03T09:20:00'), 5)).toBe(bj('2026-03-03T09:35:00'));
    expect(aShareBarEnd(bj('2026-03-03T12:10:00'), 30)).toBe(bj('2026-03-03T11:30:00'));
    expect(aShareBarEnd(bj('2026-03-03T13:00:30'), 60)).toBe(bj('2026-03-03T14:00:00'));
    expect(aShareBarEnd(bj('2026-03-03T10:31:00'), 60)).toBe(bj('2026-03-03T11:30:00'));
    expect(aShareBarEnd(bj('2026-03-03T15:10:00'), 15)).toBe(bj('2026-03-03T15:00:00'));
  });

  it('formats Beijing times by period', () => {
    const t = bj('2026-03-03T09:35:00');
    expect(formatBarTime(t, 'day')).toBe('2026-03-03');
    expect(formatBarTime(t, 'week')).toBe('2026-03-03');
    expect(formatBarTime(t, 'month')).toBe('2026-03');
    expect(formatBarTime(t, '5m')).toBe('03-03 09:35');
    expect(beijingDayStart(t)).toBe(bj('2026-03-03T00:00:00'));
    // 23:30 UTC is already the next day in Beijing.
    expect(formatBarTime(Date.parse('2026-03-03T23:30:00Z'), 'day')).toBe('2026-03-04');
  });
});
