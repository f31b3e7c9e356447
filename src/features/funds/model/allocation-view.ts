// What an allocation card shows: its status label and tone, and the stock figures of its
// sub-account. The list rows (FundsApply) carry no stock figures and the sub-account positions
// (fundsList.do rows, UserPositionVO) no sub-account number, so the open positions are attributed
// to an allocation only when it is the one allocation in trading; otherwise its stock figures are
// unknown (null) rather than guessed. Exact sums without decimal.js on these pages' first load
// (ADR 0028's BigInt units).

import { FundsApplyStatus } from '@/api/contracts/codes';
import type { FundsApply } from '@/api/contracts/models/funds';
import type { UserPositionVO } from '@/api/contracts/models/trading';
import { toUnits, toYuanText } from '@/lib/money/exact-money';

export type AllocationStatus = 'pending' | 'trading' | 'rejected' | 'expired' | 'ended' | 'unknown';

const STATUS_OF: Record<number, AllocationStatus> = {
  [FundsApplyStatus.PENDING]: 'pending',
  [FundsApplyStatus.TRADING]: 'trading',
  [FundsApplyStatus.REJECTED]: 'rejected',
  [FundsApplyStatus.EXPIRED]: 'expired',
  [FundsApplyStatus.ENDED]: 'ended',
};

export const allocationStatus = (status: number): AllocationStatus =>
  STATUS_OF[status] ?? 'unknown';

/** The record-card pill tone of each status. */
export const STATUS_TONE: Record<AllocationStatus, string> = {
  pending: 'pending',
  trading: 'success',
  rejected: 'failed',
  expired: 'muted',
  ended: 'muted',
  unknown: 'muted',
};

export interface StockFigures {
  /** Σ price × shares at the latest price, yuan text with 2 decimals. */
  marketValue: string;
  /** Σ allProfitAndLose (net of fees) as the server prices it, yuan text. */
  pnl: string;
}

/** A position's latest price as text: now_price while open, the buy price when it is missing. */
export const latestPrice = (p: UserPositionVO): string => {
  const text = (p.now_price ?? '').trim();
  return /^\d+(\.\d+)?$/.test(text) && Number(text) > 0 ? text : String(p.buyOrderPrice);
};

export const stockFigures = (open: readonly UserPositionVO[]): StockFigures => {
  let value = 0n;
  let pnl = 0n;
  for (const p of open) {
    value += (toUnits(latestPrice(p)) ?? 0n) * BigInt(p.orderNum);
    pnl += toUnits(p.allProfitAndLose ?? 0) ?? 0n;
  }
  return { marketValue: toYuanText(value), pnl: toYuanText(pnl) };
};

/** The open positions that belong to `apply`, or null when they cannot be told apart. */
export const positionsOf = (
  apply: FundsApply,
  all: readonly FundsApply[],
  open: readonly UserPositionVO[] | undefined,
): readonly UserPositionVO[] | null => {
  if (apply.status !== FundsApplyStatus.TRADING) return [];
  if (!open) return null;
  const trading = all.filter((a) => a.status === FundsApplyStatus.TRADING);
  return trading.length === 1 ? open : null;
};
