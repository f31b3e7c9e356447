// §8.5 limit-up pool (涨停板): the A-shares at limit-up now, as StockDTO rows with the consecutive
// limit-up days, the seal times read off the minute line and the sealed bid's value; ordered by
// first seal time, then code.
import type { StockDTO } from '../../../../src/api/contracts/models/market';
import { clockText, dayFromKey } from '../../market/calendar';
import type { Instrument, Market, Quote } from '../../market/market';

import { aShares, referenceStock, round, shareCapital, turnoverRate } from './a-shares';
import { closeInstant, previousTradingDay } from './board-days';

/** getztb counts consecutive limit-up days this far back at most. */
const STREAK_SCAN_DAYS = 30;
const AUCTION = '09:25:00';

export interface Seals {
  /** First seal: the start of the minute the price first reached limit-up. */
  fbt: string;
  /** Last seal, the same way. */
  lbt: string;
  /** How often the seal broke. */
  zbc: number;
}

/**
 * First seal, last seal (the start of the minute the price reached limit-up) and broken seals,
 * from the minute line; a stock that opened at limit-up was sealed in the 09:25 auction.
 */
export const seals = (market: Market, i: Instrument, q: Quote, now: number): Seals => {
  const limit = q.limitUp;
  let wasSealed = q.open !== null && q.open === limit;
  let first: string | undefined = wasSealed ? AUCTION : undefined;
  let last = first;
  let broken = 0;
  for (const p of market.minuteLine(i, now)) {
    const isSealed = p.price === limit;
    if (isSealed && !wasSealed) {
      last = clockText(p.time - 60_000);
      first ??= last;
    }
    if (!isSealed && wasSealed) broken++;
    wasSealed = isSealed;
  }
  return { fbt: first ?? AUCTION, lbt: last ?? AUCTION, zbc: broken };
};

/** Consecutive limit-up trading days ending on `day` (which counts as one). */
export const limitUpStreak = (market: Market, i: Instrument, day: number): number => {
  const ref = referenceStock(market);
  if (!ref) return 1;
  let count = 1;
  let d = day;
  for (let n = 0; n < STREAK_SCAN_DAYS; n++) {
    d = previousTradingDay(market, ref, d);
    if (!market.quote(i, closeInstant(d)).isLimitUp) break;
    count++;
  }
  return count;
};

/** getztb.do's rows at `now`. */
export const limitUpPool = (market: Market, now: number): StockDTO[] =>
  aShares(market)
    .map((i) => ({ i, q: market.quote(i, now) }))
    .filter(({ q }) => q.isLimitUp && !q.isSuspended)
    .map(({ i, q }): StockDTO => {
      const cap = shareCapital(market.seed, i);
      const lbc = limitUpStreak(market, i, dayFromKey(q.tradingDay));
      const sealedBid = q.bids[0]?.price === q.limitUp ? (q.bids[0]?.volume ?? 0) : 0;
      return {
        id: i.row.id,
        d: q.tradingDay,
        o: q.open,
        h: q.high,
        l: q.low,
        c: q.price,
        v: Math.round(q.volume / i.profile.lot),
        e: q.amount,
        zf: q.changePct,
        hs: turnoverRate(market, i, q),
        zd: q.changePct,
        zde: q.change,
        fm: null,
        lb: null,
        pe: null,
        pc: q.changePct,
        p: q.price,
        lt: round(q.price * cap.float, 2),
        sz: round(q.price * cap.total, 2),
        zsz: round(q.price * cap.total, 2),
        cje: q.amount,
        ud: q.change,
        yc: q.prevClose,
        zs: null,
        sjl: null,
        zdf60: null,
        zdfnc: null,
        t: `${q.tradingDay} ${clockText(q.time)}`,
        dm: i.code,
        mc: i.name,
        jys: i.row.stockType,
        lbc,
        ...seals(market, i, q, now),
        zj: round(sealedBid * q.price, 2),
        tj: `${lbc}/${lbc}`,
        dateFormat: null,
      };
    })
    .sort((a, b) => (a.fbt ?? '').localeCompare(b.fbt ?? '') || a.dm.localeCompare(b.dm));
