// Settling a deposit order (`UserRecharge`, api-contract §13.7, §15.4, §16 "Deposits"): the one
// place an order under review (status 0) becomes paid (1, credited) or failed (2). The payment
// test station (routes/pay-station.ts) calls it, and so does the back office
// (control/deposit-routes.ts). Credit goes through the ledger like every money move: `userAmt` and
// `enableAmt` up by the order's amount in one `moveMoney` step (reason `deposit`, ref
// `recharge:<id>`), `sumChargeAmt` beside it — the fixtures' `deposit()` rule — and a funds-ledger
// line 充值到账 (cash-lines.ts) so the fund-flow page explains it. An order leaves status 0 once: a
// second "paid", a "paid" after "failed" or the other way round changes nothing. A rejection's
// reason is kept in `orderDesc` (§15.4 "note").
import Decimal from 'decimal.js';

import { CASH_DETAIL_TYPE } from '../../../../src/api/contracts/cash-detail-types';
import type { UserRecharge } from '../../../../src/api/contracts/models/money';
import { dateTimeText } from '../../../../fixtures/src/random';
import { moveMoney } from '../../store/ledger';
import type { MockStore } from '../../store/store';

import { writeMoneyCashLine } from './cash-lines';

/** `orderStatus` values (§15.4). */
export const RECHARGE_STATUS = { review: 0, paid: 1, failed: 2, cancelled: 3 } as const;

export type SettleRefusal = 'no-order' | 'no-user' | 'already-paid' | 'already-failed' | 'closed';

export type SettleResult =
  | { ok: true; recharge: UserRecharge }
  | { ok: false; reason: SettleRefusal; recharge?: UserRecharge };

/** The ledger `ref` of a deposit's credit. */
export const depositRef = (rechargeId: number): string => `recharge:${rechargeId}`;

const settled = (recharge: UserRecharge): SettleRefusal =>
  recharge.orderStatus === RECHARGE_STATUS.paid
    ? 'already-paid'
    : recharge.orderStatus === RECHARGE_STATUS.failed
      ? 'already-failed'
      : 'closed';

const openOrder = (store: MockStore, rechargeId: number): SettleResult => {
  const recharge = store.tables.userRecharges.get(rechargeId);
  if (!recharge) return { ok: false, reason: 'no-order' };
  if (recharge.orderStatus !== RECHARGE_STATUS.review) {
    return { ok: false, reason: settled(recharge), recharge };
  }
  return { ok: true, recharge };
};

export interface SettleOptions {
  /** Payment reference recorded as `paySn` (e.g. the station's or a gateway's). */
  paySn?: string | null;
  /** Note recorded as `orderDesc` (kept when absent). */
  note?: string;
}

/** Marks an order under review paid and credits its amount, exactly once. */
export const approveDeposit = (
  store: MockStore,
  rechargeId: number,
  options: SettleOptions = {},
): SettleResult => {
  const open = openOrder(store, rechargeId);
  if (!open.ok) return open;
  const { recharge } = open;
  const user = recharge.userId == null ? undefined : store.tables.users.get(recharge.userId);
  if (!user) return { ok: false, reason: 'no-user', recharge };
  const amount = new Decimal(recharge.payAmt).toDecimalPlaces(2);
  const moved = moveMoney(
    store,
    user.id,
    { userAmt: amount, enableAmt: amount },
    { reason: 'deposit', ref: depositRef(recharge.id) },
  );
  if (!moved.ok) return { ok: false, reason: 'no-user', recharge };
  store.tables.users.update(user.id, {
    sumChargeAmt: new Decimal(user.sumChargeAmt).plus(amount).toDecimalPlaces(2).toNumber(),
  });
  writeMoneyCashLine(
    store,
    user,
    {
      deType: CASH_DETAIL_TYPE.depositCredited,
      deAmt: amount,
      summary: `充值订单 ${recharge.orderSn ?? recharge.id} 到账`,
    },
    { now: store.clock.now(), ip: null },
  );
  store.tables.userRecharges.update(recharge.id, {
    orderStatus: RECHARGE_STATUS.paid,
    payTime: dateTimeText(store.clock.now()),
    paySn: options.paySn ?? recharge.paySn ?? null,
    ...(options.note === undefined ? {} : { orderDesc: options.note }),
  });
  store.changed();
  return { ok: true, recharge };
};

/** Marks an order under review failed; nothing is credited, and it can never be paid later. */
export const rejectDeposit = (
  store: MockStore,
  rechargeId: number,
  options: SettleOptions = {},
): SettleResult => {
  const open = openOrder(store, rechargeId);
  if (!open.ok) return open;
  store.tables.userRecharges.update(rechargeId, {
    orderStatus: RECHARGE_STATUS.failed,
    ...(options.note === undefined ? {} : { orderDesc: options.note }),
  });
  store.changed();
  return { ok: true, recharge: open.recharge };
};
