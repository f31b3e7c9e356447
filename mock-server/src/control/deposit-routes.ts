// The back office's deposit review (issue 19) in the control API, doing what the reference's admin
// does: list deposit orders of every user (by status), approve one — credited once through the
// ledger — or reject one with a reason, kept in `orderDesc` (domain/money/deposits.ts). An order no
// longer under review → 409; every action is written to the request journal so the harness
// timeline shows it beside the app's calls.
import type { Router } from 'express';
import { z } from 'zod';

import type { UserRecharge } from '../../../src/api/contracts/models/money';
import {
  approveDeposit,
  rejectDeposit,
  type SettleRefusal,
  type SettleResult,
} from '../domain/money/deposits';
import type { MockStore } from '../store/store';

import type { Journal } from './journal';
import { journalControlAction } from './journal-action';
import { badRequest, zodError, type Operation } from './operations';

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

const statusQuery = z.enum(['0', '1', '2', '3']).optional();
const rejectBody = z.object({ reason: z.string().trim().min(1).max(200) }).strict();

/** An order as the back office sees it: the row plus its owner's phone and real name. */
export const depositView = (store: MockStore, row: UserRecharge) => {
  const owner = row.userId == null ? undefined : store.tables.users.get(row.userId);
  return { ...row, phone: owner?.phone ?? null, realName: owner?.realName ?? null };
};

const REFUSALS: Record<SettleRefusal, string> = {
  'no-order': 'no such deposit order',
  'no-user': 'the depositor no longer exists',
  'already-paid': 'the order is already approved (paid)',
  'already-failed': 'the order is already rejected (failed)',
  closed: 'the order is no longer under review',
};

type Action = 'approve' | 'reject';

export const depositControlRoutes = (router: Router, store: MockStore, journal: Journal) => {
  router.get('/money/deposits', (req, res) => {
    const status = statusQuery.safeParse(req.query.status === '' ? undefined : req.query.status);
    if (!status.success) return badRequest(res, 'status must be 0, 1, 2 or 3');
    const rows = store.tables.userRecharges.rows
      .filter((r) => status.data === undefined || r.orderStatus === Number(status.data))
      .sort((a, b) => (b.addTime ?? '').localeCompare(a.addTime ?? '') || b.id - a.id);
    res.json({ rows: rows.map((r) => depositView(store, r)) });
  });

  const act = (action: Action) =>
    router.post(`/money/deposits/:id/${action}`, (req, res) => {
      const key = req.params.id ?? '';
      const id = /^\d{1,9}$/.test(key) ? Number(key) : undefined;
      const row = id === undefined ? undefined : store.tables.userRecharges.get(id);
      if (id === undefined || !row)
        return void res.status(404).json({ error: `no deposit ${key}` });
      let reason = '';
      if (action === 'reject') {
        const body = rejectBody.safeParse(req.body ?? {});
        if (!body.success) return badRequest(res, zodError(body.error));
        reason = body.data.reason;
      }
      const result: SettleResult =
        action === 'reject'
          ? rejectDeposit(store, id, { note: reason })
          : approveDeposit(store, id, { paySn: `BACKOFFICE-${row.orderSn ?? id}` });
      const path = `${BASE}/${id}/${action}`;
      if (!result.ok) {
        const error = REFUSALS[result.reason];
        journalControlAction(journal, store.clock, {
          method: 'POST',
          path,
          userId: row.userId,
          status: 409,
          note: `back office: ${action} deposit ${id} refused (${error})`,
        });
        return void res.status(409).json({ error });
      }
      const view = depositView(store, result.recharge);
      const note =
        action === 'reject'
          ? `back office: deposit ${id} rejected (${reason}); nothing credited`
          : `back office: deposit ${id} approved; ${row.payAmt} credited to userAmt and enableAmt`;
      journalControlAction(journal, store.clock, {
        method: 'POST',
        path,
        userId: row.userId,
        status: 200,
        note,
        ...(action === 'reject' ? { params: { reason } } : {}),
        reply: { ok: true, row: { id, orderStatus: view.orderStatus, orderDesc: view.orderDesc } },
      });
      res.json({ ok: true, row: view });
    });

  act('approve');
  act('reject');
};
