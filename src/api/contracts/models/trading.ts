// Stock positions, pending orders and watchlist rows (api-contract §11, §15.3, §15.8).
import { z } from 'zod/mini';

import { dateTimeText, decimal, epochMs, int } from './primitives';

const text = z.nullish(z.string());
const num = z.nullish(decimal);
const whole = z.nullish(int);

/** `user_position` row (returned raw by sell.do, buy2.do, buyStockDzList.do). */
export const userPosition = z.object({
  id: int,
  /** 0 real, 1 demo, 3 block trade. */
  positionType: whole,
  /** Position number used by sell/buy2/getCanSell. */
  positionSn: z.string(),
  userId: whole,
  /** The owner's real name. */
  nickName: text,
  agentId: whole,
  stockName: z.string(),
  stockCode: z.string(),
  stockGid: text,
  stockSpell: text,
  buyOrderId: text,
  buyOrderTime: z.nullish(epochMs),
  /** Average price after add-ons. */
  buyOrderPrice: decimal,
  sellOrderId: text,
  sellOrderTime: z.nullish(epochMs),
  sellOrderPrice: num,
  profitTargetPrice: num,
  stopTargetPrice: num,
  /** `买涨` | `买跌`. */
  orderDirection: z.string(),
  /** Shares. */
  orderNum: int,
  orderLever: whole,
  /** Price × shares at open. */
  orderTotalPrice: num,
  orderFee: num,
  sellOrderFee: num,
  /** Stamp duty, despite the name. */
  orderSpread: num,
  orderStayFee: num,
  orderStayDays: whole,
  profitAndLose: num,
  allProfitAndLose: num,
  isLock: whole,
  lockMsg: text,
  stockPlate: text,
  /** Spread fee (点差费). */
  spreadRatePrice: num,
  /** Extra margin added (追加保证金). */
  marginAdd: num,
});
export type UserPosition = z.infer<typeof userPosition>;

/**
 * `UserPositionVO` (position/list, fundsList, findUserPositionByCode). `now_price` is the live
 * quote while open and the sell price once closed; P/L fields are recomputed live.
 */
export const userPositionVO = z.extend(z.omit(userPosition, { isLock: true, lockMsg: true }), {
  now_price: text,
  /** Always null in the reference. */
  businessBalance: num,
});
export type UserPositionVO = z.infer<typeof userPositionVO>;

/** `UserPendingorderVO` — `/user/orderList.do`. `status` 0 waiting, 1 executed, 2 failed. */
export const userPendingorderVO = z.object({
  id: int,
  userId: whole,
  stockId: text,
  stockName: text,
  /** Shares. */
  buyNum: int,
  buyType: int,
  lever: whole,
  profitTarget: num,
  stopTarget: num,
  nowPrice: num,
  targetPrice: num,
  /** Formatted by the backend (§1 "Dates"). */
  addTime: z.nullish(dateTimeText),
  status: int,
});
export type UserPendingorderVO = z.infer<typeof userPendingorderVO>;

/** Watchlist row (`StockOption`). */
export const stockOption = z.object({
  id: int,
  userId: whole,
  stockId: whole,
  addTime: z.nullish(epochMs),
  stockCode: z.string(),
  stockName: text,
  stockGid: text,
  isLock: whole,
});
export type StockOption = z.infer<typeof stockOption>;

/**
 * Our shape for `/user/position/exitsStock.do` (§11.6, not found): whether the caller holds an
 * open position in `stockCode`, and the earliest such position as findUserPositionByCode finds it.
 */
export const exitsStockResult = z.object({
  exists: z.boolean(),
  position: z.nullable(userPositionVO),
});
export type ExitsStockResult = z.infer<typeof exitsStockResult>;
