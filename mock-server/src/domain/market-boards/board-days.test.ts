// The trading days the boards report on: REFERENCE_DAY is Monday 2026-11-02, Friday 2026-10-30
// the trading day before it.
import { describe, expect, it } from 'vitest';

import { dayFromKey } from '../../market/calendar';
import { at, fixtureMarket } from '../../market/test-support';

import { referenceStock } from './a-shares';
import { closeInstant, emDate, isTradingDay, previousTradingDay, settledDay } from './board-days';

const { market } = fixtureMarket();
const ref = referenceStock(market)!;
const FRIDAY = dayFromKey('2026-10-30');
const SATURDAY = dayFromKey('2026-10-31');
const MONDAY = dayFromKey('2026-11-02');

describe('board days', () => {
  it('reads a day at its A-share close and writes East Money dates', () => {
    expect(closeInstant(MONDAY)).toBe(at('2026-11-02 15:00'));
    expect(emDate(MONDAY)).toBe('2026-11-02 00:00:00');
  });

  it('knows the trading days and the one before a day', () => {
    expect(isTradingDay(market, ref, FRIDAY)).toBe(true);
    expect(isTradingDay(market, ref, SATURDAY)).toBe(false);
    expect(isTradingDay(market, ref, MONDAY)).toBe(true);
    expect(previousTradingDay(market, ref, MONDAY)).toBe(FRIDAY);
    expect(previousTradingDay(market, ref, SATURDAY)).toBe(FRIDAY);
  });

  it.each([
    ['2026-11-02 08:00', FRIDAY],
    ['2026-11-02 10:30', FRIDAY],
    ['2026-11-02 14:59', FRIDAY],
    ['2026-11-02 15:10', MONDAY],
    ['2026-11-02 23:00', MONDAY],
    ['2026-10-31 12:00', FRIDAY],
  ])('at %s the latest settled day is %i', (text, day) => {
    expect(settledDay(market, ref, at(text))).toBe(day);
  });
});
