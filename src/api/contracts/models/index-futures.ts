// Index contracts and foreign futures (api-contract §9, §15.7).
import { z } from 'zod/mini';

import { dateTimeText, decimal, epochMs, int } from './primitives';

const text = z.nullish(z.string());
const num = z.nullish(decimal);
const whole = z.nullish(int);

/**
 * Lombok's getter for a field `tDesc` is `getTDesc()`, which Jackson names `tdesc` (§9.2). Both
 * spellings are accepted because the futures table in §15.7 writes the Java name.
 */
const description = { tdesc: text, tDesc: text };

/** `stock_index` row. */
export const stockIndex = z.object({
  id: int,
  indexName: z.string(),
  indexCode: z.string(),
  indexGid: z.string(),
  homeShow: whole,
  listShow: whole,
  /** 1 = tradable. */
  transState: whole,
  /** Margin per lot. */
  depositAmt: num,
  /** Fee per lot. */
  transFee: num,
  /** Money per index point per lot. */
  eachPoint: num,
  minNum: whole,
  maxNum: whole,
  addTime: z.nullish(epochMs),
  ...description,
  introduction: text,
});
export type StockIndex = z.infer<typeof stockIndex>;

/** Row of `queryListIndex.do` (§9.2): the index plus live level and watchlist flag. */
export const stockIndexVO = z.extend(z.omit(stockIndex, { introduction: true }), {
  currentPoint: text,
  floatPoint: text,
  floatRate: text,
  /** "1"/"0". */
  isOption: text,
  type: text,
});
export type StockIndexVO = z.infer<typeof stockIndexVO>;

/** `user_index_position` row and its VO (the VO adds `now_price`). */
export const userIndexPosition = z.object({
  id: int,
  positionType: whole,
  positionSn: z.string(),
  userId: whole,
  realName: text,
  agentId: whole,
  indexName: text,
  indexCode: text,
  indexGid: text,
  /** Formatted by the backend (§1 "Dates"). */
  buyOrderTime: z.nullish(dateTimeText),
  buyOrderPrice: num,
  sellOrderTime: z.nullish(epochMs),
  sellOrderPrice: num,
  /** `买涨` | `买跌`. */
  orderDirection: z.string(),
  /** Lots. */
  orderNum: int,
  allDepositAmt: num,
  orderFee: num,
  orderStayDays: whole,
  eachPoint: num,
  profitAndLose: num,
  allProfitAndLose: num,
  isLock: whole,
  lockMsg: text,
  orderLever: whole,
  profitTargetPrice: num,
  stopTargetPrice: num,
});
export type UserIndexPosition = z.infer<typeof userIndexPosition>;

export const userIndexPositionVO = z.extend(userIndexPosition, { now_price: text });
export type UserIndexPositionVO = z.infer<typeof userIndexPositionVO>;

/** `stock_futures` row; gid like `hf_CL`. */
export const stockFutures = z.object({
  id: int,
  futuresName: z.string(),
  futuresCode: z.string(),
  futuresGid: z.string(),
  futuresUnit: text,
  futuresStandard: whole,
  coinCode: text,
  homeShow: whole,
  listShow: whole,
  depositAmt: num,
  transFee: num,
  minNum: whole,
  maxNum: whole,
  transState: whole,
  transAmBegin: text,
  transAmEnd: text,
  transPmBegin: text,
  transPmEnd: text,
  transPmBegin2: text,
  transPmEnd2: text,
  addTime: z.nullish(epochMs),
  ...description,
  eachPoint: num,
});
export type StockFutures = z.infer<typeof stockFutures>;

/**
 * `StockFuturesListVO`, the row of `queryList.do` / `queryHome.do` (§18.10, §18.11): the
 * `stock_futures` row without the third trading window and `eachPoint` (those come with
 * `queryFuturesByCode.do`), plus the Sina quote and the coin's rate. No change % is sent: clients
 * compute it from `nowPrice` and `lastClose`.
 */
export const stockFuturesListVO = z.extend(stockFutures, {
  /** Sina field 0 (last). */
  nowPrice: text,
  /** Sina field 1. */
  lastClose: text,
  /** Exchange rate of `coinCode` to CNY, 2 dp; 0 when the coin is not configured. */
  coinRate: num,
  /** queryList.do: "1"/"0" (in the caller's watchlist); queryHome.do: null. */
  isOption: text,
});
export type StockFuturesListVO = z.infer<typeof stockFuturesListVO>;

/** `querySingleMarket.do` quote (§9.5), all strings. */
export const futuresVO = z.object({
  nowPrice: text,
  lastClose: text,
  buyPrice: text,
  sellPrice: text,
  maxPrice: text,
  minPrice: text,
  hourTime: text,
  todayOpen: text,
  extra1: text,
  extra2: text,
  extra3: text,
  dayTime: text,
  name: text,
});
export type FuturesVO = z.infer<typeof futuresVO>;

/** `user_futures_position` row. */
export const userFuturesPosition = z.object({
  id: int,
  positionType: whole,
  positionSn: z.string(),
  userId: whole,
  realName: text,
  agentId: whole,
  futuresName: text,
  futuresCode: text,
  futuresGid: text,
  buyOrderTime: z.nullish(epochMs),
  buyOrderPrice: num,
  sellOrderTime: z.nullish(epochMs),
  sellOrderPrice: num,
  orderDirection: z.string(),
  orderNum: int,
  futuresStandard: whole,
  futuresUnit: text,
  allDepositAmt: num,
  orderFee: num,
  lockMsg: text,
  isLock: whole,
  /** Exchange rate of the base coin at buy / sell. */
  buyRate: num,
  sellRate: num,
  allProfitAndLose: num,
  profitAndLose: num,
  coinCode: text,
  orderLever: whole,
});
export type UserFuturesPosition = z.infer<typeof userFuturesPosition>;

export const userFuturesPositionVO = z.extend(userFuturesPosition, {
  nowPrice: text,
  coinRate: num,
  eachPoint: num,
});
export type UserFuturesPositionVO = z.infer<typeof userFuturesPositionVO>;

/** `stock_coin` — base currencies for futures. `dynamicRate` 0 = live rate. */
export const stockCoin = z.object({
  id: int,
  coinName: text,
  coinCode: z.string(),
  coinGid: text,
  dynamicRate: whole,
  defaultRate: num,
  isUse: whole,
  addTime: z.nullish(epochMs),
  ...description,
});
export type StockCoin = z.infer<typeof stockCoin>;
