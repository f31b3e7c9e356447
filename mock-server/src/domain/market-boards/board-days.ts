// The trading days the boards report on, read from the engine's phases of a reference A-share:
// whether a day traded, the trading day before one, and the latest day whose session has closed
// (East Money publishes its reports after the close). Days are the calendar's day numbers.
import { dayFromKey, dayKey, dayStart } from '../../market/calendar';
import type { Instrument, Market } from '../../market/market';

/** Beijing 15:00, the A-share close, after the trading date's midnight. */
const CLOSE_OFFSET_MS = 15 * 3_600_000;

/** The A-share close of a day: the instant the boards read a day's quotes at. */
export const closeInstant = (day: number): number => dayStart(day) + CLOSE_OFFSET_MS;

/** East Money's date columns: `YYYY-MM-DD 00:00:00`. */
export const emDate = (day: number): string => `${dayKey(day)} 00:00:00`;

export const isTradingDay = (market: Market, ref: Instrument, day: number): boolean =>
  market.phase(ref, closeInstant(day)) === 'closed';

export const previousTradingDay = (market: Market, ref: Instrument, day: number): number =>
  dayFromKey(market.quote(ref, dayStart(day) - 1).tradingDay);

/** The latest trading day whose session has closed at `now`. */
export const settledDay = (market: Market, ref: Instrument, now: number): number => {
  const q = market.quote(ref, now);
  const day = dayFromKey(q.tradingDay);
  return q.phase === 'closed' || q.phase === 'weekend' || q.phase === 'holiday'
    ? day
    : previousTradingDay(market, ref, day);
};
