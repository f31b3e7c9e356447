// The replies of buyStockDz.do (§12.8) and buyVipQc.do (§12.10) that are theirs alone, as the
// reference writes them: the mock answers them, the app recognises them to show the trader's
// language. The other refusals of both are buy.do's (§11.3: KYC, lock, holiday, frequency, share
// and amount limits, ST, change limits, N-day rise) and keep buy.do's texts.
import { VIP_NOT_TRADABLE_TEXT } from './endpoints/ipo';
import { keyOfText } from './text-key';

export const BLOCK_VIP_TEXT = {
  /** buyStockDz.do accepted: "block trade order placed". */
  blockDone: '大宗交易下单成功',
  /** The offer's secret key does not match: "order failed, wrong key". */
  wrongKey: '下单失败，密钥错误',
  /** The offer is locked (`isLock` ≠ 0): "order failed, this stock cannot be traded now". */
  offerLocked: '下单失败，当前股票不能交易',
  /** buyVipQc.do accepted: "VIP grab order placed". */
  vipDone: 'vip抢筹下单成功',
  /** Outside the A-share windows (any stock): "order failed, not in trading hours". */
  vipOutsideHours: '下单失败，不在交易时段内',
  /**
   * The change % breaches the board's max-change setting: "cannot be bought now". A status-0
   * reply with this text in `data`, nothing booked.
   */
  vipNotTradable: VIP_NOT_TRADABLE_TEXT,
} as const;

/** Below the offer's minimum size `stockNum`: "order failed, the minimum is {n} shares". */
export const blockMinSharesText = (shares: number | string): string =>
  `下单失败，购买数量最小为${shares}股`;

/** Available funds below `vipQcMaxAmt`: "order failed, available balance below {n}" (no unit). */
export const vipThresholdText = (amount: number | string): string =>
  `下单失败，可用余额小于${amount}`;

/** Margin above the available funds: "order failed, available amount below {m} yuan". */
export const vipInsufficientText = (available: number | string): string =>
  `下单失败，可用金额小于${available}元`;

export type BlockVipTextKey =
  keyof typeof BLOCK_VIP_TEXT | 'blockMinShares' | 'vipThreshold' | 'vipInsufficient';

/** A reply text recognised: its key and the number it carries (`n`), if any. */
export interface BlockVipText {
  key: BlockVipTextKey;
  n?: string;
}

const NUMBERED: readonly [BlockVipTextKey, RegExp][] = [
  ['blockMinShares', /^下单失败，购买数量最小为(\d+)股$/],
  ['vipThreshold', /^下单失败，可用余额小于(-?\d+(?:\.\d+)?)$/],
  ['vipInsufficient', /^下单失败，可用金额小于(-?\d+(?:\.\d+)?)元$/],
];

/** The text's key (and number), or undefined for a text that is not one of these. */
export const blockVipTextOf = (text: string): BlockVipText | undefined => {
  const trimmed = text.trim();
  const exact = keyOfText(BLOCK_VIP_TEXT, trimmed);
  if (exact) return { key: exact };
  for (const [key, pattern] of NUMBERED) {
    const match = pattern.exec(trimmed);
    if (match?.[1] !== undefined) return { key, n: match[1] };
  }
  return undefined;
};
