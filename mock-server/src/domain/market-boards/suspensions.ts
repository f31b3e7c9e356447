// §8.2 suspensions (停复牌): the A-shares the engine has suspended at `now`, with the suspension's
// start (scanned back up to 30 trading days) and, when the engine resumes the stock within 10
// trading days, its last suspended day and the resumption date.
import type { StopRow } from '../../../../src/api/contracts/models/market';
import { dayFromKey, dayKey } from '../../market/calendar';
import type { Instrument, Market } from '../../market/market';

import { aShares, referenceStock } from './a-shares';
import { closeInstant, emDate, isTradingDay, previousTradingDay } from './board-days';

/** How far getStop looks back for the start and forward for the end of a suspension. */
const SUSPENSION_SCAN_DAYS = 30;
const RESUME_SCAN_DAYS = 10;

const isSuspendedOn = (market: Market, i: Instrument, day: number): boolean =>
  market.quote(i, closeInstant(day)).isSuspended;

/** getStop.do's rows at `now`, by code; null without any A-share to read the calendar from. */
export const suspensionRows = (market: Market, now: number): StopRow[] | null => {
  const ref = referenceStock(market);
  if (!ref) return null;
  const today = dayFromKey(market.quote(ref, now).tradingDay);
  return aShares(market)
    .filter((i) => market.quote(i, now).isSuspended)
    .map((i): StopRow => {
      let start = today;
      for (let n = 0; n < SUSPENSION_SCAN_DAYS; n++) {
        const before = previousTradingDay(market, ref, start);
        if (!isSuspendedOn(market, i, before)) break;
        start = before;
      }
      let last: number | undefined = today;
      let resume: number | undefined;
      for (let d = today + 1, n = 0; n < RESUME_SCAN_DAYS && d < today + 60; d++) {
        if (!isTradingDay(market, ref, d)) continue;
        n++;
        if (!isSuspendedOn(market, i, d)) {
          resume = d;
          break;
        }
        last = d;
      }
      if (resume === undefined) last = undefined;
      const exchange =
        i.row.stockType === 'sh' ? '上交所' : i.row.stockType === 'sz' ? '深交所' : '北交所';
      return {
        SECURITY_CODE: i.code,
        SECURITY_NAME_ABBR: i.name,
        SUSPEND_START_DATE: emDate(start),
        SUSPEND_START_TIME: `${dayKey(start)} 09:30:00`,
        SUSPEND_END_TIME: last === undefined ? null : `${dayKey(last)} 15:00:00`,
        SUSPEND_END_DATE: last === undefined ? null : emDate(last),
        SUSPEND_EXPIRE: last === undefined ? '停牌期限未知' : '连续停牌',
        SUSPEND_REASON: '刊登重要公告',
        TRADE_MARKET: exchange,
        PREDICT_RESUME_DATE: resume === undefined ? null : emDate(resume),
      };
    })
    .sort((a, b) => (a.SECURITY_CODE ?? '').localeCompare(b.SECURITY_CODE ?? ''));
};
