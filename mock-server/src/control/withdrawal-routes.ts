// The back office's withdrawal review (issue 19) in the control API, doing what the reference's
// admin does: list requests (by status), mark one paid, or reject one with a reason — the amount
// then returns through the ledger, once (domain/money/withdrawals.ts). The spec has no "approved,
// paying" state, so `approve` is `paid`. A request no longer under review → 409. The list, the
// checks and the journal notes are the review desk's (review-routes.ts), shared with deposits.
import type { Router } from 'express';

import type { UserWithdraw } from '../../../src/api/contracts/models/money';
import { markWithdrawalPaid, rejectWithdrawal, settledText } from '../domain/money/withdrawals';
import type { MockStore } from '../store/store';

import type { Journal } from './journal';
import type { Operation } from './operations';
import { reviewRoutes, type ReviewDesk } from './review-routes';

const BASE = '/__harness/money/withdrawals';

export const WITHDRAWAL_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: `${BASE}?status=`,
    purpose:
      'withdrawal requests of every user, newest first, with phone and real name (status 0–3)',
  },
  {
    method: 'POST',
    path: `${BASE}/:id/approve`,
    purpose: 'approve a request under review: paid (withStatus 1), as the spec has no paying state',
  },
  { method: 'POST', path: `${BASE}/:id/paid`, purpose: 'mark a request under review paid' },
  {
    method: 'POST',
    path: `${BASE}/:id/reject`,
    purpose: 'reject a request under review: {reason} → withStatus 2, the amount returned once',
  },
];

const WITHDRAWAL_DESK: ReviewDesk<UserWithdraw, 'approve' | 'paid' | 'reject'> = {
  noun: 'withdrawal',
  segment: 'withdrawals',
  table: (store) => store.tables.userWithdraws,
  status: (w) => w.withStatus,
  madeAt: (w) => w.applyTime,
  actions: ['approve', 'paid', 'reject'],
  settle: (store, row, action, reason) => {
    const at = { now: store.clock.now(), ip: null };
    const result =
      action === 'reject'
        ? rejectWithdrawal(store, row.id, reason, at)
        : markWithdrawalPaid(store, row.id, at);
    if (result.ok) return { ok: true, row: result.row };
    // No owner, no account to return the money to: as unknown as the id itself.
    return result.reason === 'no-user'
      ? { ok: false, status: 404, error: `the owner of withdrawal ${row.id} is gone` }
      : { ok: false, status: 409, error: settledText(row) };
  },
  doneNote: (row, action, reason) =>
    action === 'reject'
      ? `back office: withdrawal ${row.id} rejected (${reason}); ${row.withAmt} back to userAmt and enableAmt`
      : `back office: withdrawal ${row.id} paid (${row.withAmt}); nothing moves`,
  summary: (w) => ({ withStatus: w.withStatus, withMsg: w.withMsg }),
};

export const withdrawalControlRoutes = (router: Router, store: MockStore, journal: Journal) =>
  reviewRoutes(router, store, journal, WITHDRAWAL_DESK);
