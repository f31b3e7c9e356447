// The back office's withdrawal review (issue 19) in the control API, doing what the reference's
// admin does: list requests (by status), mark one paid, or reject one with a reason — the amount
// then returns through the ledger, once (domain/money/withdrawals.ts). The spec has no "approved,
// paying" state, so `approve` is `paid`. A request no longer under review → 409; every action is
// written to the request journal so the harness timeline shows it.
import type { Router } from 'express';
import { z } from 'zod';

import type { UserWithdraw } from '../../../src/api/contracts/models/money';
import {
  markWithdrawalPaid,
  rejectWithdrawal,
  settledText,
  type SettleResult,
} from '../domain/money/withdrawals';
import type { MockStore } from '../store/store';

import type { Journal } from './journal';
import { journalControlAction } from './journal-action';
import { badRequest, zodError, type Operation } from './operations';

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

const statusQuery = z.enum(['0', '1', '2', '3']).optional();
const rejectBody = z.object({ reason: z.string().trim().min(1).max(200) }).strict();

/** A request as the back office sees it: the row plus its owner's phone and real name. */
export const withdrawalView = (store: MockStore, row: UserWithdraw) => {
  const owner = row.userId == null ? undefined : store.tables.users.get(row.userId);
  return { ...row, phone: owner?.phone ?? null, realName: owner?.realName ?? null };
};

type Action = 'approve' | 'paid' | 'reject';

export const withdrawalControlRoutes = (router: Router, store: MockStore, journal: Journal) => {
  router.get('/money/withdrawals', (req, res) => {
    const status = statusQuery.safeParse(req.query.status === '' ? undefined : req.query.status);
    if (!status.success) return badRequest(res, 'status must be 0, 1, 2 or 3');
    const rows = store.tables.userWithdraws.rows
      .filter((w) => status.data === undefined || w.withStatus === Number(status.data))
      .sort((a, b) => (b.applyTime ?? '').localeCompare(a.applyTime ?? '') || b.id - a.id);
    res.json({ rows: rows.map((w) => withdrawalView(store, w)) });
  });

  const act = (action: Action) =>
    router.post(`/money/withdrawals/:id/${action}`, (req, res) => {
      const key = req.params.id ?? '';
      const id = /^\d{1,9}$/.test(key) ? Number(key) : undefined;
      const row = id === undefined ? undefined : store.tables.userWithdraws.get(id);
      if (id === undefined || !row) {
        return void res.status(404).json({ error: `no withdrawal ${key}` });
      }
      let reason = '';
      if (action === 'reject') {
        const body = rejectBody.safeParse(req.body ?? {});
        if (!body.success) return badRequest(res, zodError(body.error));
        reason = body.data.reason;
      }
      const at = { now: store.clock.now(), ip: null };
      const result: SettleResult =
        action === 'reject'
          ? rejectWithdrawal(store, id, reason, at)
          : markWithdrawalPaid(store, id, at);
      const path = `${BASE}/${id}/${action}`;
      if (!result.ok) {
        const error =
          result.reason === 'no-user' ? `the owner of withdrawal ${id} is gone` : settledText(row);
        const status = result.reason === 'no-user' ? 404 : 409;
        journalControlAction(journal, store.clock, {
          method: 'POST',
          path,
          userId: row.userId,
          status,
          note: `back office: ${action} withdrawal ${id} refused (${error})`,
        });
        return void res.status(status).json({ error });
      }
      const view = withdrawalView(store, result.row);
      const note =
        action === 'reject'
          ? `back office: withdrawal ${id} rejected (${reason}); ${row.withAmt} back to userAmt and enableAmt`
          : `back office: withdrawal ${id} paid (${row.withAmt}); nothing moves`;
      journalControlAction(journal, store.clock, {
        method: 'POST',
        path,
        userId: row.userId,
        status: 200,
        note,
        ...(action === 'reject' ? { params: { reason } } : {}),
        reply: { ok: true, row: { id, withStatus: view.withStatus, withMsg: view.withMsg } },
      });
      res.json({ ok: true, row: view });
    });

  act('approve');
  act('paid');
  act('reject');
};
