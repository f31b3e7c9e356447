// The calendar roll (ADR 0027): nothing at the fixtures' dates, a living calendar on any later day,
// the same shares for the same day, weekdays only, the T+2 timeline, a share listing today.
import { describe, expect, it } from 'vitest';

import { beijingClock } from '../../../../src/api/contracts/trading-hours';
import {
  allotmentPublishAt,
  beijingMidnight,
} from '../../../../src/api/contracts/new-share-timeline';
import { testServer } from '../../testing';
import { beijing, MONDAY_SESSION } from '../trading/test-support';
import { formatBeijing } from '../beijing-time';

import { addWeekdays, MIN_AHEAD, rollCalendar } from './calendar-roll';

const rolledAt = (when: number) => {
  const s = testServer();
  s.store.clock.set(when);
  const before = s.store.db.stockSubscribes.length;
  const issued = rollCalendar(s.store, when);
  return { s, issued, rows: s.store.db.stockSubscribes.slice(before) };
};

const text = (ms: number | null | undefined) => (ms == null ? null : formatBeijing(ms));

describe('new-share calendar roll', () => {
  it.each(['2026-11-02 09:30:00', '2026-11-02 20:00:00', '2026-11-02 23:59:59'])(
    'issues nothing at the fixtures’ %s',
    (when) => expect(rolledAt(beijing(when)).issued).toBe(0),
  );

  it('keeps a live date’s calendar alive: weekdays, T+2 16:00 deadlines, listing 7–10 weekdays on', () => {
    const now = beijing('2026-11-26 10:00:00');
    const { issued, rows, s } = rolledAt(now);
    expect(issued).toBeGreaterThan(MIN_AHEAD);
    const today = beijingMidnight(now);
    const upcoming = rows.filter((r) => (r.subscribeTime ?? 0) >= today);
    expect(upcoming.length).toBeGreaterThanOrEqual(MIN_AHEAD);
    for (const r of upcoming) {
      const day = beijingMidnight(r.subscribeTime ?? 0);
      expect([0, 6]).not.toContain(beijingClock(day + 3_600_000).weekday);
      expect(text(r.subscribeTime)?.slice(11)).toBe('09:30:00');
      expect(r.subscriptionTime).toBe(addWeekdays(day, 2) + 16 * 3_600_000);
      expect(allotmentPublishAt(r)).toBe(addWeekdays(day, 1) + 18 * 3_600_000);
      const listDay = beijingMidnight(r.listDate ?? 0);
      expect(listDay).toBeGreaterThanOrEqual(addWeekdays(day, 7));
      expect(listDay).toBeLessThanOrEqual(addWeekdays(day, 10));
      expect([1, 2]).toContain(r.type);
    }
    // The grab list is not empty: one share lists today.
    expect(rows.filter((r) => beijingMidnight(r.listDate ?? 0) === today)).toHaveLength(1);
    // Codes are new: neither on the calendar before nor a security of the board.
    const codes = s.store.db.stockSubscribes.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const r of rows) expect(s.store.tables.stocks.first('stockCode', r.code)).toBeUndefined();
    // A second call the same day adds nothing.
    expect(rollCalendar(s.store, now + 3_600_000)).toBe(0);
  });

  it('gives a day the same shares on every server with the seed', () => {
    const now = beijing('2026-12-07 11:00:00');
    const strip = (rows: ReturnType<typeof rolledAt>['rows']) =>
      rows.map(({ name, code, price, subscribeTime, subscriptionTime, listDate, type }) => ({
        name,
        code,
        price,
        subscribeTime,
        subscriptionTime,
        listDate,
        type,
      }));
    expect(strip(rolledAt(now).rows)).toEqual(strip(rolledAt(now).rows));
  });

  it('on a weekend issues from Monday on and lists nothing today', () => {
    const now = beijing('2026-11-28 10:00:00');
    const { rows } = rolledAt(now);
    const monday = beijing('2026-11-30 00:00:00');
    expect(Math.min(...rows.map((r) => beijingMidnight(r.subscribeTime ?? 0)))).toBe(monday);
    expect(rows.some((r) => beijingMidnight(r.listDate ?? 0) === beijingMidnight(now))).toBe(false);
  });

  it('counts days as weekdays', () => {
    const friday = beijingMidnight(MONDAY_SESSION) - 3 * 86_400_000;
    expect(addWeekdays(friday, 1)).toBe(beijingMidnight(MONDAY_SESSION));
    expect(addWeekdays(beijingMidnight(MONDAY_SESSION), -1)).toBe(friday);
  });
});
