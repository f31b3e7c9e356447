// "Did my deposit order get created?" after a reply that never came or a reload mid-submit: a
// deposit order of this amount (and channel) created at or after the moment the request left, on
// the server's clock. Only a match counts; nothing here sends anything.
import Decimal from 'decimal.js';

import type { UserRecharge } from '@/api/contracts/models/money';
import { toBeijing } from '@/lib/format/date';

/** `addTime` has whole seconds and the request took a moment to arrive. */
export const CLOCK_TOLERANCE_MS = 5_000;

export interface DepositIntent {
  amt: string;
  payId?: number;
}

export const isDepositEvidence = (
  row: Pick<UserRecharge, 'payAmt' | 'payId' | 'addTime'>,
  intent: DepositIntent,
  at: number,
): boolean => {
  if (row.payAmt === null || row.payAmt === undefined) return false;
  if (!new Decimal(row.payAmt).eq(intent.amt)) return false;
  if (intent.payId !== undefined && row.payId !== null && row.payId !== undefined) {
    if (row.payId !== intent.payId) return false;
  }
  const created = toBeijing(row.addTime);
  return created !== null && created.valueOf() >= at - CLOCK_TOLERANCE_MS;
};
