// The funding (配资) application replies (api-contract §14.4), written by the mock and read back by
// the app, which shows each one in the trader's language (`readFundsText` → a key it maps to its 5
// locales). Chinese as the reference writes them; "ours" marks the mock's own refusals (README
// "Backend defects the mock does not copy"). Mind the status: the reference answers several
// failures with status 0 (FUNDS_STATUS_0_TEXTS); ours come with status 1.
import { keyOfText } from './text-key';

export const FUNDS_TEXT = {
  /** en: applied (success, status 0). */
  applied: '申请成功！',
  /** en: please log in first (status 0; behind the interceptor, which answers first). */
  loginFirst: '请登录后操作',
  /** en: application failed, try again later (the row could not be written; status 0). */
  applyFailed: '申请失败，请稍后重试！',
  /** en: something went wrong, try again later (an exception, e.g. a missing field; status 0). */
  operationError: '操作异常，请稍后重试！',
  /** Ours. en: application failed, only per-day funding can be applied for. */
  badType: '申请失败，仅支持按天配资',
  /** Ours. en: application failed, the margin must be a whole number of yuan above 0. */
  badMargin: '申请失败，保证金须为正整数',
  /** Ours. en: application failed, this leverage is not offered. */
  leverUnknown: '申请失败，该杠杆倍数不可用',
  /** Ours. en: application failed, this number of trading days is not offered. */
  daysUnknown: '申请失败，该操盘天数不可用',
  /** Ours. en: application failed, the amounts do not match the server's, refresh and retry. */
  figuresMismatch: '申请失败，金额与服务器计算不一致，请刷新后重试',
} as const;

export type FundsTextKey = keyof typeof FUNDS_TEXT;

/** The failures the reference answers with status 0 (§14.4): the app must not read them as done. */
export const FUNDS_STATUS_0_TEXTS: readonly string[] = [
  FUNDS_TEXT.loginFirst,
  FUNDS_TEXT.applyFailed,
  FUNDS_TEXT.operationError,
];

/** en: application failed, available funds are below {amount} yuan (amount = margin + fee). */
export const lowBalanceText = (amount: number | string): string =>
  `申请失败，可用金额小于${amount}元`;

/** Ours. en: application failed, the margin must be between {min} and {max} yuan. */
export const marginRangeText = (min: number | string, max: number | string): string =>
  `申请失败，保证金须在${min}至${max}元之间`;

const LOW_BALANCE = /^申请失败，可用金额小于([\d.]+)元$/;
const MARGIN_RANGE = /^申请失败，保证金须在([\d.]+)至([\d.]+)元之间$/;

export type FundsReply =
  | { key: FundsTextKey }
  | { key: 'lowBalance'; params: { amount: string } }
  | { key: 'marginRange'; params: { min: string; max: string } };

/** Which funding reply a server message is, or undefined for any other text. */
export const readFundsText = (message: string): FundsReply | undefined => {
  const text = message.trim();
  const low = LOW_BALANCE.exec(text);
  if (low) return { key: 'lowBalance', params: { amount: low[1] ?? '' } };
  const range = MARGIN_RANGE.exec(text);
  if (range) return { key: 'marginRange', params: { min: range[1] ?? '', max: range[2] ?? '' } };
  const key = keyOfText(FUNDS_TEXT, text);
  return key ? { key } : undefined;
};

/** `typeName` of the funding lifecycle's in-site messages (ADR 0029). */
export const FUNDS_MESSAGE_TYPE = { warning: '配资预警', unwind: '配资平仓' } as const;

export interface FundsLineFacts {
  /** The application's orderNumber. */
  orderNumber: string;
  /** Sub-account value and the line, 2 dp texts. */
  value: string;
  line: string;
}

/** en: funding {order}: the sub-account's value {value} is at or below the warning line {line}. */
export const warningMessage = (f: FundsLineFacts): string =>
  `您的配资（${f.orderNumber}）子账户资产${f.value}元已触及预警线${f.line}元，请注意风险。`;

/** en: funding {order}: value {value} reached the liquidation line {line}; positions closed. */
export const unwindMessage = (f: FundsLineFacts): string =>
  `您的配资（${f.orderNumber}）子账户资产${f.value}元已触及平仓线${f.line}元，持仓已强制平仓。`;
