// The back office's deposit review (issue 19) in the control API, doing what the reference's admin
// does: list deposit orders of every user (by status), approve one — credited once through the
// ledger — or reject one with a reason, kept in `orderDesc` (domain/money/deposits.ts). An order no
// longer under review → 409. The list, the checks and the journal notes are the review desk's
// (review-routes.ts), shared with the withdrawal review.
import type { Router } from 'express';

import type { UserRecharge } from '../../../src/api/contracts/models/money';
import { approveDeposit, rejectDeposit, type SettleRefusal } from '../domain/money/deposits';
import type { MockStore } from '../store/store';

import type { Journal } from './journal';
import type { Operation } from './operations';
import { reviewRoutes, type ReviewDesk } from './review-routes';

const BASE = '/__harness/money/deposits';

export const DEPOSIT_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: `${BASE}?status=`,
    purpose: 'deposit orders of every user, newest first, with phone and real name (status 0–3)',
  },
  {
    method: 'POST',
    path: `${BASE}/:id/approve`,
    purpose: 'approve an order under review: orderStatus 1, its amount credited once (ledger)',
  },
  {
    method: 'POST',
    path: `${BASE}/:id/reject`,
    purpose:
      'reject an order under review: {reason} → orderStatus 2, orderDesc = reason, no credit',
  },
];

const REFUSALS: Record<SettleRefusal, string> = {
  'no-order': 'no such deposit order',
  'no-user': 'the depositor no longer exists',
  'already-paid': 'the order is already approved (paid)',
  'already-failed': 'the order is already rejected (failed)',
  closed: 'the order is no longer under review',
};

const DEPOSIT_DESK: ReviewDesk<UserRecharge, 'approve' | 'reject'> = {
  noun: 'deposit',
  segment: 'deposits',
  table: (store) => store.tables.userRecharges,
  status: (r) => r.orderStatus,
  madeAt: (r) => r.addTime,
  actions: ['approve', 'reject'],
  settle: (store, row, action, reason) => {
    const result =
      action === 'reject'
        ? rejectDeposit(store, row.id, { note: reason })
        : approveDeposit(store, row.id, { paySn: `BACKOFFICE-${row.orderSn ?? row.id}` });
    return result.ok
      ? { ok: true, row: result.recharge }
      : { ok: false, status: 409, error: REFUSALS[result.reason] };
  },
  doneNote: (row, action, reason) =>
    action === 'reject'
      ? `back office: deposit ${row.id} rejected (${reason}); nothing credited`
      : `back office: deposit ${row.id} approved; ${row.payAmt} credited to userAmt and enableAmt`,
  summary: (r) => ({ orderStatus: r.orderStatus, orderDesc: r.orderDesc }),
};

export const depositControlRoutes = (router: Router, store: MockStore, journal: Journal) =>
  reviewRoutes(router, store, journal, DEPOSIT_DESK);
