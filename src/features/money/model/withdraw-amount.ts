// The withdrawal's decimal maths (issue 19; api-contract §13.8): the amount check against the
// limits and the available money, 'all', the fee preview and the fee rate as shown in the rules.
// Apart from ./withdraw-gates so /cash renders without decimal.js; the form fetches this module
// just after it shows (load-money-checks.ts), before the first amount is typed.
import Decimal from 'decimal.js';

import {
  withdrawFee,
  withdrawNet,
  parseMoneyText,
  type WithdrawFeeRates,
} from '@/api/contracts/money-math';
import { validateWithdrawal } from '@/api/contracts/validation';

import type { AmountLimits, GateText } from './withdraw-gates';

/** The amount's message, or null when it may be sent (value = the trimmed text). */
export const amountError = (input: string, limits: AmountLimits): GateText | null => {
  if (input.trim() === '') return { key: 'money:withdraw.amount.required' };
  const checked = validateWithdrawal(input, { min: limits.min, max: limits.max });
  if (!checked.ok) return { key: checked.error, values: checked.params };
  if (limits.available !== undefined && new Decimal(checked.value).gt(limits.available)) {
    return {
      key: 'money:withdraw.amount.aboveAvailable',
      values: { available: new Decimal(limits.available).toFixed(2) },
    };
  }
  return null;
};

/** 'All': the whole available amount, floored to the cent (never more than there is). */
export const allAmountText = (available: number | undefined): string =>
  available === undefined || !(available > 0)
    ? ''
    : new Decimal(available).toDecimalPlaces(2, Decimal.ROUND_DOWN).toString();

/** The fee and what reaches the card for the amount typed; null until it is a positive amount. */
export const feePreview = (
  amount: string,
  rates: WithdrawFeeRates | undefined,
): { fee: Decimal; net: Decimal } | null => {
  const parsed = parseMoneyText(amount);
  return parsed && parsed.gt(0) && rates
    ? { fee: withdrawFee(parsed, rates), net: withdrawNet(parsed, rates) }
    : null;
};

/** The fee rate as the rules show it: 0.006 → "0.6%" (up to 4 decimals). */
export const percentText = (rate: number | null | undefined): string =>
  `${new Decimal(rate ?? 0).times(100).toDecimalPlaces(4).toString()}%`;
