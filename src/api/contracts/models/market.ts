// Stocks, quotes, charts and relayed market lists (api-contract §8, §15.6).
import { z } from 'zod/mini';

import { epochMs, int } from './primitives';
import { num, numOrText, realTimeLine, singleStock, text } from './stock-quote';

export {
  realTimeLine,
  singleStock,
  stockVO,
  type RealTimeLine,
  type SingleStock,
  type StockVO,
} from './stock-quote';

/** `stock` table row. */
export const stock = z.object({
  /** Sent as `stockId` when buying. */
  id: int,
  stockName: z.string(),
  stockCode: z.string(),
  stockSpell: text,
  /** `sh` | `sz` | `bj` | `hk` | `us`. */
  stockType: z.string(),
  /** Type + code, e.g. `sh600000`. */
  stockGid: z.string(),
  /** null/empty = main board, `科创`, `创业`. */
  stockPlate: text,
  isLock: int,
  isShow: int,
  addTime: z.nullish(epochMs),
  spreadRate: num,
  dataBase: z.nullish(int),
});
export type Stock = z.infer<typeof stock>;

/** List row of `getStock.do`; quote fields not listed in §8.7 come back null. */
export const stockListVO = z.object({
  name: z.string(),
  code: z.string(),
  spell: text,
  gid: z.string(),
  nowPrice: text,
  preclose: text,
  hcrate: num,
  ud: num,
  yc: num,
  today_max: text,
  today_min: text,
  business_balance: text,
  business_amount: text,
  preclose_px: text,
  open_px: text,
  day3Rate: num,
  stock_type: text,
  stock_plate: text,
  /** "1" when in the caller's watchlist, else "0" (also "0" without a token). */
  isOption: z.string(),
  type: text,
});
export type StockListVO = z.infer<typeof stockListVO>;

/**
 * Our shape for `getSingleStockByCode.do` (§8.9, not found): `getSingleStock.do`'s map plus the
 * `timedata` intraday line the reference app reads on the US detail page.
 */
export const singleStockByCode = z.extend(singleStock, {
  timedata: z.nullish(realTimeLine),
});
export type SingleStockByCode = z.infer<typeof singleStockByCode>;

/** Watchlist row of `/user/option/list.do` (§11.2). */
export const stockOptionListVO = z.object({
  /** Watchlist row id. */
  id: int,
  stockName: z.string(),
  stockCode: z.string(),
  stockGid: z.string(),
  nowPrice: text,
  /** Change %, as a string here. */
  hcrate: text,
  /** "" when main board. */
  stock_plate: text,
  stock_type: text,
  isOption: z.string(),
  preclose_px: text,
  open_px: text,
  type: text,
});
export type StockOptionListVO = z.infer<typeof stockOptionListVO>;

/** `stock_dz` block-trade offer; `isShow` 1 = shown (opposite of Stock). */
export const stockDz = z.object({
  id: int,
  stockName: z.string(),
  stockCode: z.string(),
  stockType: text,
  stockGid: text,
  stockPlate: text,
  isLock: int,
  isShow: int,
  addTime: z.nullish(epochMs),
  spreadRate: num,
  increaseRatio: num,
  stockNum: int,
  /** Per-offer secret key; never returned by `getDzList.do`. */
  password: text,
  startTime: z.nullish(epochMs),
  endTime: z.nullish(epochMs),
  discount: num,
});
export type StockDz = z.infer<typeof stockDz>;

/** Row of `getDzList.do` (§8.10). */
export const stockDzVo = z.object({
  id: int,
  stockName: z.string(),
  stockCode: z.string(),
  stockGid: text,
  stockType: text,
  stockPlate: text,
  /** Live price × discount. */
  price: num,
  isLock: int,
  /** Minimum shares per order. */
  stockNum: int,
  startTime: z.nullish(epochMs),
  endTime: z.nullish(epochMs),
});
export type StockDzVo = z.infer<typeof stockDzVo>;

/** Biying quote / limit-up pool row (§8.5, §15.6). `dm`/`mc` always present in the pool. */
export const stockDTO = z.object({
  id: z.nullish(int),
  d: text,
  o: num,
  h: num,
  l: num,
  c: num,
  v: num,
  e: num,
  zf: num,
  hs: num,
  zd: num,
  zde: num,
  fm: num,
  lb: num,
  pe: num,
  pc: num,
  p: num,
  lt: num,
  sz: num,
  zsz: num,
  cje: num,
  ud: num,
  yc: num,
  zs: num,
  sjl: num,
  zdf60: num,
  zdfnc: num,
  t: text,
  dm: z.string(),
  mc: z.string(),
  jys: text,
  lbc: z.nullish(int),
  fbt: text,
  lbt: text,
  zj: num,
  zbc: z.nullish(int),
  tj: text,
  mmwp: z.optional(z.unknown()),
  dateFormat: text,
});
export type StockDTO = z.infer<typeof stockDTO>;

/** East Money limit-up pool item (`getVipByCode.do`; what the VIP page reads). Upstream, loose. */
export const ztPoolItem = z.looseObject({
  c: z.string(),
  n: z.string(),
  p: z.nullish(z.number()),
  zdp: z.nullish(z.number()),
});
export type ZtPoolItem = z.infer<typeof ztPoolItem>;

/** `EchartsDataVO` — K-line data (§8.6). */
export const echartsDataVO = z.object({
  stockName: text,
  stockCode: text,
  /** `[open, close, low, high, volume, timestampMs]` per bar. */
  values: z.array(z.array(z.number())),
  /** `[barIndex, volume, 1 | -1]` per bar. */
  volumes: z.array(z.array(z.number())),
  date: z.array(z.string()),
  /**
   * Ours (chart extension, see the K-line endpoints): the period and adjustment the bars really
   * are. The reference never sends them; their presence tells the app the extension is honoured.
   */
  period: z.optional(z.string()),
  adjust: z.optional(z.string()),
});
export type EchartsDataVO = z.infer<typeof echartsDataVO>;

/** `MarketVO` — `querySingleIndex.do`; all strings, `type` null. */
export const marketVO = z.object({
  name: text,
  nowPrice: text,
  increase: text,
  increaseRate: text,
  type: text,
});
export type MarketVO = z.infer<typeof marketVO>;

/** `getZdfNumber.do` — rising and falling stocks, Shanghai + Shenzhen. */
export const zdfNumber = z.object({ zhang: int, die: int });
export type ZdfNumber = z.infer<typeof zdfNumber>;

// Upstream pass-through rows: documented keys typed, everything else kept (`.loose()`).

/** East Money billboard row (`getlhb.do`, §8.1). */
export const lhbRow = z.looseObject({
  SECURITY_CODE: text,
  SECUCODE: text,
  SECURITY_NAME_ABBR: text,
  TRADE_DATE: text,
  EXPLAIN: text,
  EXPLANATION: text,
  CLOSE_PRICE: num,
  CHANGE_RATE: num,
  BILLBOARD_NET_AMT: num,
  BILLBOARD_BUY_AMT: num,
  BILLBOARD_SELL_AMT: num,
  BILLBOARD_DEAL_AMT: num,
  ACCUM_AMOUNT: num,
  DEAL_NET_RATIO: num,
  DEAL_AMOUNT_RATIO: num,
  TURNOVERRATE: num,
  FREE_MARKET_CAP: num,
  D1_CLOSE_ADJCHRATE: num,
  D2_CLOSE_ADJCHRATE: num,
  D5_CLOSE_ADJCHRATE: num,
  D10_CLOSE_ADJCHRATE: num,
  SECURITY_TYPE_CODE: text,
});
export type LhbRow = z.infer<typeof lhbRow>;

/** East Money suspension row (`getStop.do`, §8.2). */
export const stopRow = z.looseObject({
  SECURITY_CODE: text,
  SECURITY_NAME_ABBR: text,
  SUSPEND_START_DATE: text,
  SUSPEND_END_TIME: text,
});
export type StopRow = z.infer<typeof stopRow>;

/** East Money northbound top-10 row (`getTop.do`, §8.3). */
export const topRow = z.looseObject({
  RANK: num,
  SECURITY_NAME: text,
  DERIVE_SECURITY_CODE: text,
  CLOSE_PRICE: num,
  CHANGE_RATE: num,
});
export type TopRow = z.infer<typeof topRow>;

/** Sina market-centre row plus our backend's `show` flag (`getStockSort.do`, §8.15). */
export const sinaSortRow = z.looseObject({
  symbol: z.string(),
  code: z.string(),
  name: z.string(),
  trade: numOrText,
  pricechange: numOrText,
  changepercent: numOrText,
  buy: numOrText,
  sell: numOrText,
  settlement: numOrText,
  open: numOrText,
  high: numOrText,
  low: numOrText,
  volume: numOrText,
  amount: numOrText,
  ticktime: text,
  per: numOrText,
  pb: numOrText,
  mktcap: numOrText,
  nmc: numOrText,
  turnoverratio: numOrText,
  /** True when the code exists in the local stock table. */
  show: z.boolean(),
});
export type SinaSortRow = z.infer<typeof sinaSortRow>;
