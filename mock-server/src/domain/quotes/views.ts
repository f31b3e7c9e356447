// View models of the quote endpoints (api-contract §8.7, §8.8, §9.2–§9.5) from the engine's
// quotes: prices as fixed-decimal text, open/high/low null before the open (the engine has no trade
// yet), empty book levels a null price with size 0, chart images at Sina's addresses.
import type {
  FuturesVO,
  StockIndex,
  StockIndexVO,
} from '../../../../src/api/contracts/models/index-futures';
import type { MarketVO, StockListVO, StockVO } from '../../../../src/api/contracts/models/market';
import { clockText } from '../../market/calendar';
import type { BookLevel, Instrument, Market, Quote } from '../../market/market';

/** "1" when the code is in the caller's watchlist, else "0". */
export type IsOptionText = (code: string) => string;

const text = (value: number | null, decimals: number): string | null =>
  value === null ? null : value.toFixed(decimals);

const level = (levels: readonly BookLevel[], i: number, decimals: number) => {
  const l = levels[i];
  return { price: l ? l.price.toFixed(decimals) : null, volume: l?.volume ?? 0 };
};

const SINA_CHART = 'http://image.sinajs.cn/newchart';

export const stockVO = (instrument: Instrument, q: Quote): StockVO => {
  const d = q.decimals;
  const [b1, b2, b3, b4, b5] = [0, 1, 2, 3, 4].map((i) => level(q.bids, i, d));
  const [s1, s2, s3, s4, s5] = [0, 1, 2, 3, 4].map((i) => level(q.asks, i, d));
  const row = instrument.row;
  return {
    id: row.id,
    name: q.name,
    code: q.code,
    spell: instrument.kind === 'stock' ? (instrument.row.stockSpell ?? null) : null,
    gid: q.gid,
    nowPrice: q.price.toFixed(d),
    hcrate: q.changePct,
    today_max: text(q.high, d),
    today_min: text(q.low, d),
    business_balance: q.amount,
    business_amount: q.volume,
    preclose_px: q.prevClose.toFixed(d),
    open_px: text(q.open, d),
    // The reference never sets StockVO.type (api-contract §18.30 D1, ADR 0024).
    type: null,
    buy1: b1?.price ?? null,
    buy2: b2?.price ?? null,
    buy3: b3?.price ?? null,
    buy4: b4?.price ?? null,
    buy5: b5?.price ?? null,
    sell1: s1?.price ?? null,
    sell2: s2?.price ?? null,
    sell3: s3?.price ?? null,
    sell4: s4?.price ?? null,
    sell5: s5?.price ?? null,
    buy1_num: b1?.volume ?? 0,
    buy2_num: b2?.volume ?? 0,
    buy3_num: b3?.volume ?? 0,
    buy4_num: b4?.volume ?? 0,
    buy5_num: b5?.volume ?? 0,
    sell1_num: s1?.volume ?? 0,
    sell2_num: s2?.volume ?? 0,
    sell3_num: s3?.volume ?? 0,
    sell4_num: s4?.volume ?? 0,
    sell5_num: s5?.volume ?? 0,
    minImg: `${SINA_CHART}/min/n/${q.gid}.gif`,
    dayImg: `${SINA_CHART}/daily/n/${q.gid}.gif`,
    weekImg: `${SINA_CHART}/weekly/n/${q.gid}.gif`,
    monthImg: `${SINA_CHART}/monthly/n/${q.gid}.gif`,
    depositAmt: instrument.kind === 'stock' ? 0 : (instrument.row.depositAmt ?? 0),
  };
};

/** A getStock.do row: the price, previous close and change only (the reference fills no more). */
export const stockListVO = (s: Instrument, q: Quote, isOption: IsOptionText): StockListVO => {
  const row = s.kind === 'stock' ? s.row : undefined;
  return {
    name: s.name,
    code: s.code,
    spell: row?.stockSpell ?? null,
    gid: s.gid,
    nowPrice: q.price.toFixed(q.decimals),
    preclose: q.prevClose.toFixed(q.decimals),
    hcrate: q.changePct,
    ud: q.change,
    yc: q.prevClose,
    today_max: null,
    today_min: null,
    business_balance: null,
    business_amount: null,
    preclose_px: null,
    open_px: null,
    day3Rate: null,
    stock_type: row?.stockType ?? null,
    stock_plate: row?.stockPlate ?? null,
    isOption: isOption(s.code),
    type: null,
  };
};

/** One StockIndexVO: the `stock_index` row (without its introduction) and its live points. */
export const stockIndexVO = (row: StockIndex, q: Quote, isOption: IsOptionText): StockIndexVO => {
  const { introduction: _introduction, ...rest } = row;
  return {
    ...rest,
    currentPoint: q.price.toFixed(q.decimals),
    floatPoint: q.change.toFixed(q.decimals),
    floatRate: q.changePct.toFixed(2),
    isOption: isOption(row.indexCode),
    type: null,
  };
};

/** queryListIndex.do: the indexes shown in lists (`listShow` 1) with live points, by id. */
export const indexList = (market: Market, now: number, isOption: IsOptionText): StockIndexVO[] =>
  market
    .indexes()
    .flatMap((ix): StockIndexVO[] =>
      ix.kind === 'index' && ix.row.listShow === 1
        ? [stockIndexVO(ix.row, market.quote(ix, now), isOption)]
        : [],
    )
    .sort((a, b) => a.id - b.id);

/** querySingleIndex.do's quote. */
export const marketVO = (q: Quote): MarketVO => ({
  name: q.name,
  nowPrice: q.price.toFixed(q.decimals),
  increase: q.change.toFixed(q.decimals),
  increaseRate: q.changePct.toFixed(2),
  type: null,
});

/** querySingleMarket.do's quote: before the first trade, prices fall back to the last one. */
export const futuresVO = (q: Quote): FuturesVO => {
  const d = q.decimals;
  return {
    nowPrice: q.price.toFixed(d),
    lastClose: q.prevClose.toFixed(d),
    buyPrice: (q.bids[0]?.price ?? q.price).toFixed(d),
    sellPrice: (q.asks[0]?.price ?? q.price).toFixed(d),
    maxPrice: (q.high ?? q.price).toFixed(d),
    minPrice: (q.low ?? q.price).toFixed(d),
    hourTime: clockText(q.time),
    todayOpen: (q.open ?? q.prevClose).toFixed(d),
    extra1: q.prevClose.toFixed(d),
    extra2: null,
    extra3: null,
    dayTime: q.tradingDay,
    name: q.name,
  };
};
