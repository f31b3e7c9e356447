// Replies of the endpoints that relay an outside quote provider as it answers (api-contract
// §18.14–§18.21): Sina minute bars, biying StockDTO rows, wangji's ranking page and stock profile.
// Keys are the providers' (or the backend's DTO's), not ours; units are noted per field.
import { z } from 'zod/mini';

import { stockDTO } from './market';
import { decimal, int } from './primitives';

const num = z.nullable(decimal);

/** One Sina `CN_MarketData.getKLineData` bar with its MA columns renamed (§18.14). */
export const minDataBar = z.object({
  /** `yyyy-MM-dd HH:mm:ss`, Beijing time: the end of the bar. */
  day: z.string(),
  open: z.string(),
  high: z.string(),
  low: z.string(),
  close: z.string(),
  /** Shares for stocks (index units for indexes), as text. */
  volume: z.string(),
  /** Average close over the `ma` bars ending here: the only number of the bar. */
  ma_price: decimal,
  /** Average volume over the same bars, as text. */
  ma_volume: z.string(),
});
export type MinDataBar = z.infer<typeof minDataBar>;

/** getMinK.do's `MinDataVO`: not the ECharts shape of §8.6. */
export const minDataVO = z.object({
  stockName: z.string(),
  stockCode: z.string(),
  gid: z.string(),
  /** Oldest first, at most 200. */
  data: z.array(minDataBar),
});
export type MinDataVO = z.infer<typeof minDataVO>;

/**
 * biying's five-level book (`/hsrl/mmwp`), passed through by getSingleStockNew.do as `mmwp`: bid
 * prices `pb1`…`pb5` with sizes `vb1`…`vb5`, ask prices `ps1`…`ps5` with sizes `vs1`…`vs5` — sizes
 * in lots (手), 0 for an empty level — and `t`, the time. Upstream shape: other keys are kept.
 */
export const biyingBook = z.looseObject({
  pb1: decimal,
  pb2: decimal,
  pb3: decimal,
  pb4: decimal,
  pb5: decimal,
  vb1: int,
  vb2: int,
  vb3: int,
  vb4: int,
  vb5: int,
  ps1: decimal,
  ps2: decimal,
  ps3: decimal,
  ps4: decimal,
  ps5: decimal,
  vs1: int,
  vs2: int,
  vs3: int,
  vs4: int,
  vs5: int,
  t: z.string(),
});
export type BiyingBook = z.infer<typeof biyingBook>;

/**
 * A §15.6 StockDTO as the biying endpoints of §18 send it: every key present (null when the
 * provider has no value, `dm`/`mc` too), plus the backend's two computed keys.
 */
export const biyingStockDTO = z.extend(stockDTO, {
  dm: z.nullable(z.string()),
  mc: z.nullable(z.string()),
  mmwp: z.nullable(biyingBook),
  /** `d` read in GMT+8 as epoch ms (as getKLine.do's bars); null without a `yyyy-MM-dd HH:mm[:ss]` `d`. */
  timeStamp: z.nullable(int),
  /** `ud` when set, else p × zf ÷ (zf + 100) to 2 dp, else null: the change in yuan. */
  custUd: num,
});
export type BiyingStockDTO = z.infer<typeof biyingStockDTO>;

/** A getPageList.do row keyed by `fields` (wangji's snake-case names); other keys are kept. */
export const pageListRow = z.looseObject({
  /** `600000.SH`. */
  prod_code: z.string(),
  prod_name: z.string(),
  last_px: decimal,
  /** A FRACTION: 0.0123 is +1.23 % (as §18.20's `pxChangeRate`). */
  px_change_rate: decimal,
});
export type PageListRow = z.infer<typeof pageListRow>;

/** getPageList.do's `data`: wangji's whole `/hs_rank` reply, relayed. */
export const pageListReply = z.object({
  code: int,
  message: z.string(),
  /** `message` equals "OK" ignoring case (computed by the backend). */
  success: z.boolean(),
  data: z.object({
    /** The rows as arrays, aligned with `fields`. */
    candle: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
    /** Rows in the whole ranking. */
    count: int,
    limit: int,
    page: int,
    type: int,
    fields: z.array(z.string()),
    dataList: z.array(pageListRow),
    /** count ≤ limit × page (computed by the backend). */
    last: z.boolean(),
  }),
});
export type PageListReply = z.infer<typeof pageListReply>;

/**
 * getStockWj.do's `WjStockInfoDTO` (wangji `/hs_info`, camel-case keys). Ratios the source marks
 * "×100" are FRACTIONS (0.0123 = 1.23 %): `pxChangeRate`, `turnoverRatio`, `amplitude`,
 * `committee`, `yeargrowRatio`, `roeRate`. Prices in yuan; volumes and share counts in shares.
 */
export const wjStockInfo = z.object({
  /** The market, upper case (`SH`, `SZ`, `BJ`). */
  type: z.string(),
  /** `600000.SH`. */
  prodCode: z.string(),
  /** The bare code, `600000`. */
  prodShortcode: z.string(),
  prodName: z.string(),
  lastPx: decimal,
  /** null until the first trade of the day (also `openPx`, `lowPx`, `avgPx`, `amplitude`). */
  highPx: num,
  lowPx: num,
  openPx: num,
  preclosePx: decimal,
  pxChangeRate: decimal,
  pxChange: decimal,
  avgPx: num,
  turnoverVolume: int,
  turnoverValue: decimal,
  turnoverRatio: decimal,
  /** A plain ratio (1.2 = 1.2 times the usual pace), not a fraction. */
  volumeRatio: num,
  /** Limit-up / limit-down prices; null without a price limit. */
  highLimit: num,
  lowLimit: num,
  /** Outer (bought at the ask) and inner (sold at the bid) volume, shares. */
  businessAmountOut: int,
  businessAmountIn: int,
  /** (bid sizes − ask sizes) ÷ (bid sizes + ask sizes) over the five levels. */
  committee: num,
  amplitude: num,
  yeargrowRatio: num,
  pe: num,
  dynPe: num,
  peRate: num,
  /** Book value per share, yuan. */
  bps: num,
  pbRate: num,
  psRate: num,
  roeRate: num,
  totalShares: int,
  circulationShares: int,
  marketValue: decimal,
  circulationValue: decimal,
});
export type WjStockInfo = z.infer<typeof wjStockInfo>;
