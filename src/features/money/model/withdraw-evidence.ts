// "Did my withdrawal get booked?" after a reply that never came or a reload mid-submit: a
// withdrawal of this amount requested at or after the moment the request left, on the server's
// clock. Only a match counts; nothing here sends anything.
import Decimal from 'decimal.js';

import type { UserWithdraw } from '@/api/contracts/models/money';
import { toBeijing } from '@/lib/format/date';

import type { WithdrawIntent } from './withdraw-intent';

/** `applyTime` has whole seconds and the request took a moment to arrive. */
export const CLOCK_TOLERANCE_MS = 5_000;

export const isWithdrawEvidence = (
  row: Pick<UserWithdraw, 'withAmt' | 'applyTime'>,
  intent: WithdrawIntent,
  at: number,
): boolean => {
  if (row.withAmt === null || row.withAmt === undefined) return false;
  if (!new Decimal(row.withAmt).eq(intent.amt)) return false;
  const applied = toBeijing(row.applyTime);
  return applied !== null && applied.valueOf() >= at - CLOCK_TOLERANCE_MS;
};
