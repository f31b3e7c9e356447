// buy.do's money limits that a block trade and a VIP grab meet too (api-contract §12.8, §12.10,
// §16 "Buy limits"), judged before sending: the smallest amount (`buyMinAmt`), then the available
// funds, then the share of them one order may take (`buyMaxAmtPercent`). Each form words it with
// its own key (`block.check.*`, `vip.check.*`); the figures come as 2-dp text.
import Decimal from 'decimal.js';

export type AmountLimitProblem =
  | { rule: 'minAmount'; values: { amount: string } }
  | { rule: 'funds'; values: { available: string } }
  | { rule: 'maxShare'; values: { percent: string } };

export const amountLimitProblem = (
  amount: Decimal,
  available: number | null | undefined,
  limits: { minAmount: number | null | undefined; maxShare: number | null | undefined },
): AmountLimitProblem | null => {
  if (limits.minAmount != null && amount.lt(limits.minAmount)) {
    return { rule: 'minAmount', values: { amount: new Decimal(limits.minAmount).toFixed(2) } };
  }
  // The funds rules wait for the balance (the server still judges them).
  if (available === null || available === undefined) return null;
  if (amount.gt(available)) {
    return { rule: 'funds', values: { available: new Decimal(available).toFixed(2) } };
  }
  if (limits.maxShare != null && amount.gt(new Decimal(available).times(limits.maxShare))) {
    return {
      rule: 'maxShare',
      values: { percent: new Decimal(limits.maxShare).times(100).toString() },
    };
  }
  return null;
};
