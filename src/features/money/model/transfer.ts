// Transfers between the A-share (financing), index and futures accounts (api-contract §11.10,
// screens §9.5): which directions the product settings allow, what each source account can give
// (whole yuan only: `transAmt.do` takes an int), the amount check before sending, and how a lost
// reply is recognised in the funds ledger afterwards. Pure, decimal maths.
import Decimal from 'decimal.js';

import { CASH_DETAIL_TYPE } from '@/api/contracts/cash-detail-types';
import type { UserCashDetail } from '@/api/contracts/models/money';

import {
  balanceOf,
  directionOf,
  type AccountBalances,
  type AccountKind,
  type AmountProblem,
  type TransferParams,
} from './transfer-directions';

// The decimal-free parts (./transfer-directions) render the form; this file's maths loads with it.
export * from './transfer-directions';

/** The available money of one account, null while unknown. */
export const availableOf = (kind: AccountKind, b: AccountBalances | undefined): Decimal | null => {
  const v = balanceOf(kind, b);
  return v === null ? null : new Decimal(v);
};

/** What can be transferred out of an account: its available money in whole yuan, never below 0. */
export const transferableOf = (available: Decimal | null): Decimal =>
  available === null ? new Decimal(0) : Decimal.max(0, available.floor());

/** The amount typed, as the whole yuan to send, or why it cannot be sent. */
export const checkTransferAmount = (
  text: string,
  transferable: Decimal,
): { amt: number } | { problem: AmountProblem } => {
  const t = text.trim();
  if (t === '') return { problem: 'empty' };
  if (!/^\d+$/.test(t)) return { problem: 'notWhole' };
  const amt = new Decimal(t);
  if (amt.lte(0)) return { problem: 'notPositive' };
  if (amt.gt(transferable)) return { problem: 'tooMuch' };
  return { amt: amt.toNumber() };
};

/** Ledger addTime has whole seconds and the request took a moment to arrive. */
export const TRANSFER_CLOCK_TOLERANCE_MS = 5_000;

/**
 * "Was my transfer booked?" after a lost reply: a ledger row of a transfer moving this amount in
 * this direction (its sign is the A-share account's: out for types 1 and 3, in for 2 and 4), made
 * at or after the moment the request left, on the server's clock.
 */
export const isTransferEvidence = (
  row: Pick<UserCashDetail, 'deType' | 'deAmt' | 'addTime'>,
  params: TransferParams,
  at: number,
): boolean => {
  const d = directionOf(params.type);
  if (!d || row.deType !== CASH_DETAIL_TYPE.transfer) return false;
  const signed = new Decimal(params.amt).times(d.from === 'stock' ? -1 : 1);
  if (!new Decimal(row.deAmt).eq(signed)) return false;
  return (
    row.addTime !== null &&
    row.addTime !== undefined &&
    row.addTime >= at - TRANSFER_CLOCK_TOLERANCE_MS
  );
};
