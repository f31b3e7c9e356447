// Withdrawals (`UserWithdraw`, api-contract §13.8, §13.9, §15.4, §16 "Withdrawals"). A request
// takes the amount out of `userAmt` and `enableAmt` at once (one `moveMoney` step, reason
// `withdraw`, ref `withdraw:<id>`) and waits in status 0; the fee is recorded, not deducted. From 0
// it leaves once: paid (1, nothing moves), failed (2, back office reject with its reason) or
// cancelled (3, by its owner) — the last two return the amount through the ledger (reasons
// `withdraw reject` / `withdraw cancel`, same ref). Everything runs in one synchronous call, so no
// two requests interleave and a second action on a settled request changes nothing.
import type { UserWithdraw } from '../../../../src/api/contracts/models/money';
import { CASH_DETAIL_TYPE } from '../../../../src/api/contracts/cash-detail-types';
import { dateTimeText } from '../../../../fixtures/src/random';
import { moneyCents, withdrawFee } from '../../../../src/api/contracts/money-math';
import { WithdrawStatus } from '../../../../src/api/contracts/codes';
import { WITHDRAW_CANCEL_TEXT } from '../../../../src/api/contracts/money-texts';
import type { UserRow } from '../../../../fixtures/src/users';
import { moveMoney } from '../../store/ledger';
import type { MockStore } from '../../store/store';

import { writeMoneyCashLine } from './cash-lines';
import type { WithdrawSetting } from './withdraw-checks';

/** `withStatus` (§15.4); no "approved, paying" state between review and paid. */
export const WITHDRAW_STATUS = {
  review: WithdrawStatus.REVIEWING,
  paid: WithdrawStatus.PAID,
  failed: WithdrawStatus.FAILED,
  cancelled: WithdrawStatus.CANCELLED,
} as const;

/** The ledger `ref` of every move of one withdrawal. */
export const withdrawRef = (withdrawId: number): string => `withdraw:${withdrawId}`;

export interface MoneyAt {
  now: number;
  /** The caller's address (cash lines record it); null for the back office. */
  ip: string | null;
}

const text = (value: number): string => moneyCents(value).toFixed(2);

/**
 * Books an accepted request (its checks passed): the amount leaves both balances, the row and its
 * cash line are written. Undefined when the money could not move (the balance fell short).
 */
export const bookWithdrawal = (
  store: MockStore,
  user: UserRow,
  amount: string,
  setting: WithdrawSetting,
  at: MoneyAt,
): UserWithdraw | undefined => {
  const id = store.tables.userWithdraws.nextId();
  const withAmt = moneyCents(amount);
  const moved = moveMoney(
    store,
    user.id,
    { userAmt: withAmt.negated(), enableAmt: withAmt.negated() },
    { reason: 'withdraw', ref: withdrawRef(id), nonNegative: ['enableAmt'] },
  );
  if (!moved.ok) return undefined;
  const card = store.tables.userBanks.first('userId', user.id);
  const fee = withdrawFee(withAmt, setting);
  const row = store.tables.userWithdraws.insert({
    id,
    userId: user.id,
    nickName: user.nickName,
    agentId: user.agentId,
    withAmt: withAmt.toNumber(),
    applyTime: dateTimeText(at.now),
    transTime: null,
    withName: user.realName,
    bankNo: card?.bankNo ?? null,
    bankName: card?.bankName ?? null,
    bankAddress: card?.bankAddress ?? null,
    withStatus: WITHDRAW_STATUS.review,
    withFee: fee.toNumber(),
    withMsg: null,
  });
  writeMoneyCashLine(
    store,
    user,
    {
      deType: CASH_DETAIL_TYPE.withdrawRequested,
      deAmt: withAmt.negated(),
      summary: `提现单号${id}，申请提现${withAmt.toFixed(2)}元，手续费${fee.toFixed(2)}元`,
    },
    at,
  );
  store.changed();
  return row;
};

export type SettleRefusal = 'no-order' | 'not-pending' | 'no-user';

export type SettleResult =
  { ok: true; row: UserWithdraw } | { ok: false; reason: SettleRefusal; row?: UserWithdraw };

const STATUS_NAME: Record<number, string> = {
  [WITHDRAW_STATUS.review]: 'under review',
  [WITHDRAW_STATUS.paid]: 'paid',
  [WITHDRAW_STATUS.failed]: 'rejected',
  [WITHDRAW_STATUS.cancelled]: 'cancelled',
};

/** Why a request cannot be settled now, for the control API's 409. */
export const settledText = (row: UserWithdraw): string =>
  `withdrawal ${row.id} is already ${STATUS_NAME[row.withStatus] ?? `in status ${row.withStatus}`}`;

const pending = (store: MockStore, withdrawId: number): SettleResult => {
  const row = store.tables.userWithdraws.get(withdrawId);
  if (!row) return { ok: false, reason: 'no-order' };
  if (row.withStatus !== WITHDRAW_STATUS.review) return { ok: false, reason: 'not-pending', row };
  return { ok: true, row };
};

/** The back office paid it out: status 1 with the payment time; no money moves. */
export const markWithdrawalPaid = (
  store: MockStore,
  withdrawId: number,
  at: MoneyAt,
): SettleResult => {
  const open = pending(store, withdrawId);
  if (!open.ok) return open;
  store.tables.userWithdraws.update(withdrawId, {
    withStatus: WITHDRAW_STATUS.paid,
    transTime: dateTimeText(at.now),
  });
  store.changed();
  return open;
};

/** Back to the balances it left, once: the row leaves status 0 in the same step. */
const returnWithdrawal = (
  store: MockStore,
  withdrawId: number,
  outcome: { status: WithdrawStatus; note: string; reason: string },
  at: MoneyAt,
): SettleResult => {
  const open = pending(store, withdrawId);
  if (!open.ok) return open;
  const { row } = open;
  const user = row.userId == null ? undefined : store.tables.users.get(row.userId);
  if (!user) return { ok: false, reason: 'no-user', row };
  const amount = moneyCents(row.withAmt);
  const moved = moveMoney(
    store,
    user.id,
    { userAmt: amount, enableAmt: amount },
    { reason: outcome.reason, ref: withdrawRef(row.id) },
  );
  if (!moved.ok) return { ok: false, reason: 'no-user', row };
  store.tables.userWithdraws.update(row.id, { withStatus: outcome.status, withMsg: outcome.note });
  writeMoneyCashLine(
    store,
    user,
    {
      deType: CASH_DETAIL_TYPE.withdrawReturned,
      deAmt: amount,
      summary: `提现单号${row.id}，退回${text(row.withAmt)}元：${outcome.note}`,
    },
    at,
  );
  store.changed();
  return { ok: true, row };
};

/** The back office refused it: status 2 with the reason in `withMsg`, the amount returned. */
export const rejectWithdrawal = (
  store: MockStore,
  withdrawId: number,
  reason: string,
  at: MoneyAt,
): SettleResult =>
  returnWithdrawal(
    store,
    withdrawId,
    { status: WITHDRAW_STATUS.failed, note: reason, reason: 'withdraw reject' },
    at,
  );

/** Its owner cancelled it (§13.9): status 3, "用户取消出金", the amount returned. */
export const cancelWithdrawal = (store: MockStore, withdrawId: number, at: MoneyAt): SettleResult =>
  returnWithdrawal(
    store,
    withdrawId,
    {
      status: WITHDRAW_STATUS.cancelled,
      note: WITHDRAW_CANCEL_TEXT.cancelledNote,
      reason: 'withdraw cancel',
    },
    at,
  );
