// The backend's close refusals (§11.4 sell.do, §11.13 sellIndex/sellFutures, §14.8 sellFunds.do):
// one table the mock answers with and the app reads back, so a refusal is shown in the trader's
// language (the fixed texts by key, the three with a number or the back office's words by pattern).
import { keyOfText } from './text-key';

export const CLOSE_TEXT = {
  outsideHours: '平仓失败，不在交易时段内',
  /** The reference's HK text says "order failed" (§17.3 #15). */
  outsideHoursHk: '下单失败，不在港股股交易时段内',
  holiday: '周末或节假日不能交易！',
  tooSoon: '当天入仓的股票需要隔天才能出仓',
  missing: '平仓失败，订单不存在',
  userMissing: '平仓失败，用户不存在',
  userLocked: '平仓失败，用户已被锁定',
  alreadyClosed: '平仓失败，此订单已平仓',
  notSellable: '当前可卖股数不足',
  noQuote: '平仓失败，获取股票信息失败',
  quoteZero: '报价0，平仓失败，请稍后再试',
  limitDown: '当前股票已跌停不能卖出',
  minPartial: '最少卖出100股',
} as const;

export type CloseTextKey = keyof typeof CLOSE_TEXT;

/** sellFunds.do's `cantSellTimes` rule (§14.8): "{n}分钟内不能平仓". */
export const fundsTooSoonText = (minutes: number): string => `${minutes}分钟内不能平仓`;

/** An admin-locked position: "平仓失败 {lockMsg}" (the back office's own words follow). */
export const lockedPositionText = (lockMsg: string | null | undefined): string =>
  `平仓失败 ${lockMsg ?? ''}`;

/** sell.do's quantity check: "数量不合法,请重新输入,最大卖出量{n}". */
export const aboveHeldText = (shares: number): string =>
  `数量不合法,请重新输入,最大卖出量${shares}`;

export type CloseRefusal =
  | { key: CloseTextKey }
  | { key: 'fundsTooSoon'; minutes: number }
  | { key: 'aboveHeld'; shares: number }
  | { key: 'locked'; reason: string };

const FUNDS_TOO_SOON = /^(\d+)分钟内不能平仓$/;
const ABOVE_HELD = /^数量不合法,请重新输入,最大卖出量(\d+)$/;
const LOCKED = /^平仓失败 (.*)$/s;

/** The refusal a server text is, or undefined for a text this table does not know. */
export const closeRefusalOf = (text: string): CloseRefusal | undefined => {
  const key = keyOfText(CLOSE_TEXT, text);
  if (key) return { key };
  const tooSoon = FUNDS_TOO_SOON.exec(text);
  if (tooSoon) return { key: 'fundsTooSoon', minutes: Number(tooSoon[1]) };
  const aboveHeld = ABOVE_HELD.exec(text);
  if (aboveHeld) return { key: 'aboveHeld', shares: Number(aboveHeld[1]) };
  const locked = LOCKED.exec(text);
  if (locked) return { key: 'locked', reason: locked[1]!.trim() };
  return undefined;
};
