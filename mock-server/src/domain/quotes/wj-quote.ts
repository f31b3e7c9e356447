// The provider-shaped quote (api-contract §18.1) from the engine's quote, so getSingleStockNew2.do
// and getRealTimeData.do show what getSingleStock.do shows at the same clock time. Choices the
// contract leaves open: prices are plain numbers rounded to the tick; what the provider has not got
// yet (open/high/low before the open, empty book levels, best bid/ask) is 0, as a provider's zeros;
// `update_time` is the epoch ms of the state shown.
import type { WjQuote } from '../../../../src/api/contracts/models/wj-quote';
import type { BookLevel, Instrument, Market, Quote } from '../../market/market';

const round = (value: number, decimals: number): number => Number(value.toFixed(decimals));

const priceOr0 = (value: number | null, decimals: number): number =>
  value === null ? 0 : round(value, decimals);

/** Level `i` (0-based) of one side: price and size, zeros when the book is thinner. */
const level = (levels: readonly BookLevel[], i: number, decimals: number): Level => {
  const l = levels[i];
  return l ? [round(l.price, decimals), l.volume] : [0, 0];
};

type Level = [price: number, size: number];
type Side = [Level, Level, Level, Level, Level];

/**
 * One instrument's quote in the provider's keys. `stockId` is the local stock id (set only by
 * getSingleStockNew2.do, §18.2); the rest is the provider's view.
 */
export const wjQuoteOf = (instrument: Instrument, q: Quote, stockId: number | null): WjQuote => {
  const d = q.decimals;
  const [b1, b2, b3, b4, b5] = [0, 1, 2, 3, 4].map((i) => level(q.bids, i, d)) as Side;
  const [a1, a2, a3, a4, a5] = [0, 1, 2, 3, 4].map((i) => level(q.asks, i, d)) as Side;
  const changeRate = q.changePct;
  return {
    stockId,
    name: q.name,
    symbol: instrument.gid,
    price: round(q.price, d),
    open: priceOr0(q.open, d),
    preclose: round(q.prevClose, d),
    high: priceOr0(q.high, d),
    low: priceOr0(q.low, d),
    change: round(q.change, d),
    changeRate,
    bid: b1[0],
    ask: a1[0],
    volume: q.volume,
    value: q.amount,
    bid1: b1[0],
    bid2: b2[0],
    bid3: b3[0],
    bid4: b4[0],
    bid5: b5[0],
    bid1_vol: b1[1],
    bid2_vol: b2[1],
    bid3_vol: b3[1],
    bid4_vol: b4[1],
    bid5_vol: b5[1],
    ask1: a1[0],
    ask2: a2[0],
    ask3: a3[0],
    ask4: a4[0],
    ask5: a5[0],
    ask1_vol: a1[1],
    ask2_vol: a2[1],
    ask3_vol: a3[1],
    ask4_vol: a4[1],
    ask5_vol: a5[1],
    update_time: q.time,
    // The backend's two-decimal text of changeRate (no thousands separator).
    changeRateStr: changeRate.toFixed(2),
  };
};

/** The gids wangji's `/hs/real` knows: A-share stocks and indexes (sh/sz/bj + 6 digits). */
const A_SHARE_GID = /^(sh|sz|bj)\d{6}$/;

/**
 * `/hs/real` for one gid, a stock or an index (`stockId` null), or null when the provider does
 * not know it (a bare code is no gid): wj/real.do's answer, getRealTimeData.do's entries.
 */
export const wjQuoteByGid = (market: Market, gid: string, now: number): WjQuote | null => {
  if (!A_SHARE_GID.test(gid)) return null;
  const instrument = market.stockByGid(gid) ?? market.index(gid);
  if (instrument?.gid !== gid) return null;
  return wjQuoteOf(instrument, market.quote(instrument, now), null);
};
