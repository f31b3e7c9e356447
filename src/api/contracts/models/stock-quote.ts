// The quote of one instrument (`getSingleStock.do`, api-contract §8.8) and its intraday line: apart
// from the rest of the market models, so the order tickets load only these (issue 24, /buy budget).
import { z } from 'zod/mini';

import { decimal, int } from './primitives';

export const text = z.nullish(z.string());
export const num = z.nullish(decimal);
/** Upstream values whose JSON type varies between sources (numbers or numeric strings). */
export const numOrText = z.nullish(z.union([z.number(), z.string()]));

/** Quote of `getSingleStock.do` (§8.8). Price fields are strings. */
export const stockVO = z.object({
  id: z.nullish(int),
  name: z.string(),
  code: z.string(),
  spell: text,
  gid: z.string(),
  nowPrice: z.string(),
  /** Change % = (now − prev close) / prev close × 100, 2 dp. */
  hcrate: numOrText,
  today_max: text,
  today_min: text,
  /** Turnover amount. */
  business_balance: numOrText,
  /** Volume. */
  business_amount: numOrText,
  preclose_px: text,
  open_px: text,
  type: text,
  buy1: text,
  buy2: text,
  buy3: text,
  buy4: text,
  buy5: text,
  sell1: text,
  sell2: text,
  sell3: text,
  sell4: text,
  sell5: text,
  buy1_num: numOrText,
  buy2_num: numOrText,
  buy3_num: numOrText,
  buy4_num: numOrText,
  buy5_num: numOrText,
  sell1_num: numOrText,
  sell2_num: numOrText,
  sell3_num: numOrText,
  sell4_num: numOrText,
  sell5_num: numOrText,
  minImg: text,
  dayImg: text,
  weekImg: text,
  monthImg: text,
  /** Index/futures margin per lot; 0 for stocks. */
  depositAmt: num,
});
export type StockVO = z.infer<typeof stockVO>;

/** Intraday line of `/api/realTime/findStock.do` (§9.6). */
export const realTimeLine = z.object({
  stockCode: z.string(),
  size: int,
  time: z.array(z.string()),
  price: z.array(z.number()),
  /** Always empty in the reference. */
  averagePrice: z.array(z.number()),
  rates: z.array(z.number()),
  volumes: z.array(z.number()),
  amounts: z.array(z.number()),
});
export type RealTimeLine = z.infer<typeof realTimeLine>;

/** `data` of `getSingleStock.do`: the quote plus an index introduction (null for stocks). */
export const singleStock = z.object({
  stock: stockVO,
  introduction: z.nullish(z.string()),
});
export type SingleStock = z.infer<typeof singleStock>;
