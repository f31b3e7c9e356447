// Bank card, ledger, deposits and withdrawals (api-contract §13, §15.2, §15.4).
import { z } from 'zod/mini';

import { dateTimeText, decimal, epochMs, int } from './primitives';

const text = z.nullish(z.string());
const num = z.nullish(decimal);
const whole = z.nullish(int);

/** `user_bank` row. */
export const userBank = z.object({
  id: int,
  userId: whole,
  bankName: z.string(),
  bankNo: z.string(),
  bankAddress: text,
  bankImg: text,
  bankPhone: text,
  addTime: z.nullish(epochMs),
});
export type UserBank = z.infer<typeof userBank>;

/** `data` of `/user/bank/getBankInfo.do`. */
export const userBankInfoVO = z.object({
  realName: text,
  bankName: z.string(),
  bankNo: z.string(),
  bankAddress: text,
});
export type UserBankInfoVO = z.infer<typeof userBankInfoVO>;

/** `user_cash_detail` ledger row; `deType` is a Chinese label (§13.4). */
export const userCashDetail = z.object({
  id: int,
  agentId: whole,
  agentName: text,
  userId: whole,
  userName: text,
  positionId: whole,
  deType: text,
  /** Negative = money out. */
  deAmt: decimal,
  deSummary: text,
  addTime: z.nullish(epochMs),
  addIp: text,
  addAddress: text,
  isRead: whole,
});
export type UserCashDetail = z.infer<typeof userCashDetail>;

/** `user_recharge` deposit order. Dates are "yyyy-MM-dd HH:mm:ss" strings. */
export const userRecharge = z.object({
  id: int,
  userId: whole,
  nickName: text,
  agentId: whole,
  orderSn: text,
  paySn: text,
  /** Free string sent as `payType`. */
  payChannel: text,
  payUsername: text,
  payUrl: text,
  payAmt: decimal,
  /** 0 review, 1 success, 2 failed, 3 cancelled. */
  orderStatus: int,
  orderDesc: text,
  addTime: z.nullish(dateTimeText),
  payTime: z.nullish(dateTimeText),
  payId: whole,
  channelAccount: text,
  channelType: text,
  channelName: text,
});
export type UserRecharge = z.infer<typeof userRecharge>;

/** `user_withdraw` request. Dates are "yyyy-MM-dd HH:mm:ss" strings. */
export const userWithdraw = z.object({
  id: int,
  userId: whole,
  nickName: text,
  agentId: whole,
  withAmt: decimal,
  applyTime: z.nullish(dateTimeText),
  transTime: z.nullish(dateTimeText),
  withName: text,
  bankNo: text,
  bankName: text,
  bankAddress: text,
  /** 0 review, 1 paid, 2 failed, 3 cancelled. */
  withStatus: int,
  /** Recorded fee = amt × withFeePercent + withFeeSingle. */
  withFee: num,
  withMsg: text,
});
export type UserWithdraw = z.infer<typeof userWithdraw>;
