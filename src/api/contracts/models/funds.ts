// Funding (配资) applications, settings, levers and sub-account positions (api-contract §14, §15.9).
import { z } from 'zod/mini';

import { decimal, epochMs, int } from './primitives';

const text = z.nullish(z.string());
const num = z.nullish(decimal);
const whole = z.nullish(int);

/** `funds_apply` — a funding application / sub-account. Dates are epoch ms. */
export const fundsApply = z.object({
  id: int,
  orderNumber: text,
  userId: whole,
  userName: text,
  userPhone: text,
  /** 1 day, 2 week, 3 month. */
  fundsType: whole,
  margin: num,
  fundsAmount: num,
  lever: whole,
  totalTradingAmount: num,
  enabledTradingAmount: num,
  payAmount: num,
  tradersCycle: whole,
  /** Assigned on approval. */
  subaccountNumber: whole,
  manageFee: num,
  /** 0 pending, 1 trading, 2 rejected, 3 expired, 4 ended. */
  status: int,
  addTime: z.nullish(epochMs),
  updateTime: z.nullish(epochMs),
  auditTime: z.nullish(epochMs),
  beginTime: z.nullish(epochMs),
  endTime: z.nullish(epochMs),
  auditOpinion: text,
  lineWarning: num,
  lineUnwind: num,
  ratioWarning: num,
  ratioUnwind: num,
});
export type FundsApply = z.infer<typeof fundsApply>;

/** `funds_setting`. The `*UsePeriod` strings are `|`-separated day counts. */
export const fundsSetting = z.object({
  id: int,
  marginMin: whole,
  marginMax: whole,
  interestFreeLever: whole,
  interestFreeDays: whole,
  interestFreeProfit: num,
  interestFreeWarning: num,
  interestFreeUnwind: num,
  daysWarning: num,
  daysUnwind: num,
  weeksWarning: num,
  weeksUnwind: num,
  monthWarning: num,
  monthUnwind: num,
  daysUsePeriod: text,
  weeksUsePeriod: text,
  monthUsePeriod: text,
  earlyTerminationInterest: num,
  tradingCommissionRate: num,
  /** Minimum fee per trade (yuan), despite the name. */
  stampDutyRate: num,
  profitSharingRatio: num,
});
export type FundsSetting = z.infer<typeof fundsSetting>;

/** `funds_lever` — one leverage option of a cycle. */
export const fundsLever = z.object({
  id: int,
  cycleType: int,
  lever: int,
  /** % per period unit. */
  manageRate: num,
  singleHoldingRatio: num,
  /** 1 enabled. */
  status: whole,
  addTime: z.nullish(epochMs),
  updateTime: z.nullish(epochMs),
});
export type FundsLever = z.infer<typeof fundsLever>;

/** `user_funds_position`. `orderTotalPrice` is stored already divided by the lever (§17.3 #18). */
export const userFundsPosition = z.object({
  id: int,
  positionType: whole,
  positionSn: z.string(),
  userId: whole,
  nickName: text,
  subaccountNumber: whole,
  agentId: whole,
  stockId: whole,
  stockName: z.string(),
  stockCode: z.string(),
  stockGid: text,
  stockSpell: text,
  buyOrderId: text,
  buyOrderTime: z.nullish(epochMs),
  buyOrderPrice: decimal,
  sellOrderId: text,
  sellOrderTime: z.nullish(epochMs),
  sellOrderPrice: num,
  orderDirection: z.string(),
  orderNum: int,
  orderLever: whole,
  orderTotalPrice: num,
  orderFee: num,
  orderSpread: num,
  orderStayFee: num,
  orderStayDays: whole,
  profitAndLose: num,
  allProfitAndLose: num,
  isLock: whole,
  lockMsg: text,
  stockPlate: text,
  spreadRatePrice: num,
});
export type UserFundsPosition = z.infer<typeof userFundsPosition>;

/**
 * `funds_append` — a request to add margin to, extend or end a funding application early
 * (§18.27, §18.28): the application's applicant, money, lines and end copied, plus the request.
 * Dates are epoch ms.
 */
export const fundsAppend = z.extend(
  z.pick(fundsApply, {
    userId: true,
    userName: true,
    userPhone: true,
    fundsType: true,
    margin: true,
    fundsAmount: true,
    tradersCycle: true,
    lever: true,
    manageFee: true,
    totalTradingAmount: true,
    addTime: true,
    updateTime: true,
    auditTime: true,
    endTime: true,
    lineWarning: true,
    lineUnwind: true,
    ratioWarning: true,
    ratioUnwind: true,
    payAmount: true,
  }),
  {
    id: int,
    /** 1 add margin with a fee, 2 add margin, 3 extend, 4 end early. */
    appendType: int,
    /** The `FundsApply` it belongs to. */
    applyId: int,
    appendCycle: whole,
    appendServiceFee: num,
    appendMargin: num,
    /** 0 pending (the table's default), 1 approved, 2 rejected — as FundsApply's review (inferred). */
    status: whole,
  },
);
export type FundsAppend = z.infer<typeof fundsAppend>;
