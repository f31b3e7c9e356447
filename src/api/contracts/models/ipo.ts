// New shares: the IPO calendar and the user's applications (api-contract §12, §15.5).
import { z } from 'zod/mini';

import { dateTimeText, decimal, epochMs, int } from './primitives';

const text = z.nullish(z.string());
const num = z.nullish(decimal);
const whole = z.nullish(int);

/** `stock_subscribe` — a new share on the calendar. Dates are epoch ms. */
export const stockSubscribe = z.object({
  newlistId: int,
  name: z.string(),
  /** Subscription code, sent as `newCode` / `code`. */
  code: z.string(),
  /** Market as the admin UI stores it: 沪/深/北/科/创 (sometimes sh/sz). */
  stockType: text,
  /** Issue price. */
  price: num,
  pe: text,
  /** Issue size; applications are capped at orderNumber × 10000 shares. */
  orderNumber: whole,
  zt: whole,
  isLock: whole,
  subscribeTime: z.nullish(epochMs),
  listDate: z.nullish(epochMs),
  /** Payment (认缴) deadline. */
  subscriptionTime: z.nullish(epochMs),
  /** 1 IPO, 2 offline placement. */
  type: whole,
});
export type StockSubscribe = z.infer<typeof stockSubscribe>;

/** `user_stock_subscribe` — an application. Dates are "yyyy-MM-dd HH:mm:ss" strings. */
export const userStockSubscribe = z.object({
  id: int,
  orderNo: text,
  userId: whole,
  realName: text,
  phone: text,
  agentId: whole,
  agentName: text,
  newCode: z.string(),
  newName: text,
  newType: text,
  /** Amount to pay = applyNums × price. */
  bond: num,
  buyPrice: num,
  applyNums: whole,
  /** Shares allotted (中签数量). */
  applyNumber: whole,
  /** 1 IPO, 2 offline, 3 grab. */
  type: whole,
  /** 1 pending … 5 moved to position (codes.ts). */
  status: whole,
  addTime: z.nullish(dateTimeText),
  submitTime: z.nullish(dateTimeText),
  endTime: z.nullish(dateTimeText),
  fixTime: z.nullish(dateTimeText),
  remarks: text,
});
export type UserStockSubscribe = z.infer<typeof userStockSubscribe>;
