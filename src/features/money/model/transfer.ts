// Transfers between the A-share (financing), index and futures accounts (api-contract §11.10,
// screens §9.5): which directions the product settings allow, what each source account can give
// (whole yuan only: `transAmt.do` takes an int), the amount check before sending, and how a lost
// reply is recognised in the funds ledger afterwards. Pure, decimal maths.
import Decimal from 'decimal.js';

import { CASH_DETAIL_TYPE } from '@/api/contracts/cash-detail-types';
import { TransAmtType } from '@/api/contracts/codes';
import type { UserCashDetail } from '@/api/contracts/models/money';

export type AccountKind = 'stock' | 'index' | 'futures';

export interface TransferDirection {
  type: TransAmtType;
  from: AccountKind;
  to: AccountKind;
}

export const DIRECTIONS: readonly TransferDirection[] = [
  { type: TransAmtType.FINANCING_TO_INDEX, from: 'stock', to: 'index' },
  { type: TransAmtType.INDEX_TO_FINANCING, from: 'index', to: 'stock' },
  { type: TransAmtType.FINANCING_TO_FUTURES, from: 'stock', to: 'futures' },
  { type: TransAmtType.FUTURES_TO_FINANCING, from: 'futures', to: 'stock' },
];

export interface ProductFlags {
  indexDisplay?: boolean | null;
  futuresDisplay?: boolean | null;
}

/** The directions the site offers: index ones with `indexDisplay`, futures ones with `futuresDisplay`. */
export const allowedDirections = (flags: ProductFlags): TransferDirection[] =>
  DIRECTIONS.filter((d) =>
    d.from === 'index' || d.to === 'index' ? !!flags.indexDisplay : !!flags.futuresDisplay,
  );

export const directionOf = (type: number): TransferDirection | undefined =>
  DIRECTIONS.find((d) => d.type === type);

export interface AccountBalances {
  enableAmt?: number | string | null;
  enableIndexAmt?: number | string | null;
  enableFuturesAmt?: number | string | null;
}

/** The available money of one account, null while unknown. */
export const availableOf = (kind: AccountKind, b: AccountBalances | undefined): Decimal | null => {
  const v =
    kind === 'stock' ? b?.enableAmt : kind === 'index' ? b?.enableIndexAmt : b?.enableFuturesAmt;
  return v === null || v === undefined || v === '' ? null : new Decimal(v);
};

/** What can be transferred out of an account: its available money in whole yuan, never below 0. */
export const transferableOf = (available: Decimal | null): Decimal =>
  available === null ? new Decimal(0) : Decimal.max(0, available.floor());

export type AmountProblem = 'empty' | 'notWhole' | 'notPositive' | 'tooMuch';

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

export interface TransferParams {
  amt: number;
  type: number;
}

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
