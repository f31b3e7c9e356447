// §8.1 dragon-tiger list (龙虎榜): the A-shares (Beijing excluded) that moved ±7 %, swung 15 % or
// turned over 20 % of their float on a trading day, the top 5 of each reason in that order (a stock
// is listed once, for its first reason), with seeded billboard amounts leaning with the day's move.
import type { LhbRow } from '../../../../src/api/contracts/models/market';
import type { Market, Quote } from '../../market/market';

import {
  aShares,
  drawFor,
  referenceStock,
  round,
  secucode,
  shareCapital,
  turnoverRate,
  type StockInstrument,
} from './a-shares';
import { closeInstant, emDate, previousTradingDay, settledDay } from './board-days';

/** Rows per listing reason (East Money lists the top 5 of each). */
const LHB_PER_REASON = 5;

export const LHB_REASONS = {
  rise: '日涨幅偏离值达到7%的前5只证券',
  fall: '日跌幅偏离值达到7%的前5只证券',
  amplitude: '日振幅值达到15%的前5只证券',
  turnover: '日换手率达到20%的前5只证券',
} as const;

interface Entry {
  i: StockInstrument;
  q: Quote;
}

const amplitude = ({ q }: Entry): number =>
  q.high !== null && q.low !== null && q.prevClose > 0 ? ((q.high - q.low) / q.prevClose) * 100 : 0;

/** The list of one trading day, by code; empty when nobody qualifies. */
export const lhbRows = (market: Market, day: number): LhbRow[] => {
  const closed = aShares(market)
    .filter((i) => i.row.stockType !== 'bj')
    .map((i) => ({ i, q: market.quote(i, closeInstant(day)) }))
    .filter(({ q }) => !q.isSuspended && q.volume > 0);
  const listed = new Map<string, Entry & { reason: string }>();
  const pick = (reason: string, isListed: (e: Entry) => boolean, rank: (e: Entry) => number) => {
    closed
      .filter((e) => !listed.has(e.i.gid) && isListed(e))
      .sort((a, b) => rank(b) - rank(a) || a.i.gid.localeCompare(b.i.gid))
      .slice(0, LHB_PER_REASON)
      .forEach((e) => listed.set(e.i.gid, { ...e, reason }));
  };
  pick(
    LHB_REASONS.rise,
    ({ q }) => q.changePct >= 7,
    ({ q }) => q.changePct,
  );
  pick(
    LHB_REASONS.fall,
    ({ q }) => q.changePct <= -7,
    ({ q }) => -q.changePct,
  );
  pick(LHB_REASONS.amplitude, (e) => amplitude(e) >= 15, amplitude);
  pick(
    LHB_REASONS.turnover,
    ({ i, q }) => turnoverRate(market, i, q) >= 20,
    ({ i, q }) => turnoverRate(market, i, q),
  );
  return [...listed.values()]
    .sort((a, b) => a.i.code.localeCompare(b.i.code))
    .map(({ i, q, reason }): LhbRow => {
      const u = (purpose: number) => drawFor(market.seed, i, day, purpose);
      const deal = round(q.amount * (0.12 + u(1) * 0.3), 2);
      const lean = q.change >= 0 ? 1 : -1;
      const buy = round(deal * (0.5 + lean * (0.05 + u(2) * 0.2)), 2);
      const sell = round(deal - buy, 2);
      const net = round(buy - sell, 2);
      const institutions = 1 + Math.floor(u(3) * 4);
      return {
        SECURITY_CODE: i.code,
        SECUCODE: secucode(i),
        SECURITY_NAME_ABBR: i.name,
        TRADE_DATE: emDate(day),
        EXPLAIN: `${institutions}家机构${net >= 0 ? '买入' : '卖出'}，成功率${(30 + u(4) * 40).toFixed(2)}%`,
        EXPLANATION: reason,
        CLOSE_PRICE: q.price,
        CHANGE_RATE: q.changePct,
        BILLBOARD_NET_AMT: net,
        BILLBOARD_BUY_AMT: buy,
        BILLBOARD_SELL_AMT: sell,
        BILLBOARD_DEAL_AMT: deal,
        ACCUM_AMOUNT: q.amount,
        DEAL_NET_RATIO: q.amount > 0 ? round((net / q.amount) * 100, 4) : 0,
        DEAL_AMOUNT_RATIO: q.amount > 0 ? round((deal / q.amount) * 100, 4) : 0,
        TURNOVERRATE: turnoverRate(market, i, q),
        FREE_MARKET_CAP: round(q.price * shareCapital(market.seed, i).float, 2),
        // Later days' changes: not known yet for the latest report.
        D1_CLOSE_ADJCHRATE: null,
        D2_CLOSE_ADJCHRATE: null,
        D5_CLOSE_ADJCHRATE: null,
        D10_CLOSE_ADJCHRATE: null,
        SECURITY_TYPE_CODE: '058001001',
      };
    });
};

/**
 * getlhb.do's report at `now`: the latest settled trading day's list, or the day before's when that
 * lists nobody; null when neither does (East Money's empty report is `result: null`).
 */
export const dragonTigerReport = (market: Market, now: number): LhbRow[] | null => {
  const ref = referenceStock(market);
  if (!ref) return null;
  const day = settledDay(market, ref, now);
  const rows = lhbRows(market, day);
  if (rows.length > 0) return rows;
  const retried = lhbRows(market, previousTradingDay(market, ref, day));
  return retried.length > 0 ? retried : null;
};
