// What the deposit and withdrawal amount fields need to render: the quick chips, the input
// cleaning and the message shapes. No decimal maths here, so a form's first load stays without
// decimal.js; the checks (./deposit-form) load on first input (./load-money-checks.ts).

/** The quick chips of /recharge (screens §9.1). */
export const QUICK_AMOUNTS = ['50000', '100000', '300000', '500000'] as const;

/** Keys in the `money` namespace. */
export type DepositErrorKey =
  | 'deposit.errors.payerRequired'
  | 'deposit.errors.txidRequired'
  | 'deposit.errors.txidInvalid'
  | 'deposit.errors.amountRequired'
  | 'deposit.errors.amountInvalid'
  | 'deposit.errors.belowMinimum'
  | 'deposit.errors.outsideLimits'
  | 'deposit.errors.proofRequired'
  | 'deposit.errors.uploading';

export interface DepositError {
  key: DepositErrorKey;
  params?: Record<string, string>;
}

/** Keeps what an amount field may hold: digits and one decimal point with at most 2 places. */
export const cleanAmountInput = (text: string): string => {
  const kept = text.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = kept.split('.');
  if (rest.length === 0) return whole.slice(0, 10);
  return `${whole.slice(0, 10)}.${rest.join('').slice(0, 2)}`;
};
