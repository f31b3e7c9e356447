// The new-share application's checks, in the server's order (api-contract §12.2), for everything
// the app can know before sending: a quantity typed (请输入申购数量), a whole number of shares ≥ 1,
// at most the issue size (orderNumber × 10000 shares, 购买数量异常或大于发行数量{n}), and for an
// offline placement (type 2, paid at once) an amount within the available balance (用户可用余额不足).
// The quantity is in shares, sent as typed (the reference does not multiply it by 100). Amounts are
// exact (lib/new-shares/exact-money).
import { SubscribeType } from '@/api/contracts/codes';
import { timesShares, toUnits, toYuanText } from '@/lib/money/exact-money';

/** Digits only (full-width ones folded), no leading zeros, at most 9 digits. */
export const cleanShares = (text: string): string =>
  text
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 9);

export interface ApplyInput {
  text: string;
  /** 1 IPO (pay if allotted), 2 offline placement (pay now). */
  type: number;
  price: number | string | null | undefined;
  orderNumber: number | null | undefined;
  /** Null while the balance is not known: the server decides. */
  enableAmt: number | string | null | undefined;
}

export type ApplyProblem =
  | { key: 'required' }
  | { key: 'whole' }
  | { key: 'aboveIssue'; params: { max: string } }
  | { key: 'lowBalance'; params: { amount: string; available: string } };

export interface ApplyChecked {
  applyNums: number;
  /** applyNums × price, 2 dp: frozen now for type 2, payable if allotted for type 1. */
  amount: string | null;
}

/** applyNums × price, exact, 2 dp, or null when the price is unknown. */
export const applyAmount = (shares: number, price: number | string | null | undefined) =>
  timesShares(price, shares);

export const maxApplyShares = (orderNumber: number | null | undefined): number | null =>
  orderNumber == null ? null : orderNumber * 10_000;

export const checkApply = (input: ApplyInput): ApplyChecked | { problem: ApplyProblem } => {
  const text = input.text.trim();
  if (text === '') return { problem: { key: 'required' } };
  if (!/^\d+$/.test(text) || Number(text) < 1) return { problem: { key: 'whole' } };
  const applyNums = Number(text);
  const max = maxApplyShares(input.orderNumber);
  if (max !== null && applyNums > max) {
    return { problem: { key: 'aboveIssue', params: { max: String(max) } } };
  }
  const amount = applyAmount(applyNums, input.price);
  const available = toUnits(input.enableAmt);
  const needed = toUnits(amount);
  if (
    input.type === SubscribeType.OFFLINE_PLACEMENT &&
    needed !== null &&
    available !== null &&
    available < needed
  ) {
    return {
      problem: {
        key: 'lowBalance',
        params: { amount: amount ?? '', available: toYuanText(available) },
      },
    };
  }
  return { applyNums, amount };
};
