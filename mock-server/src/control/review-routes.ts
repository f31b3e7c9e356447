// One back-office review desk in the control API (issue 19). Deposits and withdrawals are reviewed
// the same way: every user's rows by status, newest first, each with its owner's phone and real
// name; an action on one row — unknown id 404, a reject without a reason 400, a refusal from the
// domain rule as it says (409, or 404 for a vanished owner) — and every action, done or refused,
// written to the request journal so the harness timeline shows it beside the app's calls.
import type { Router } from 'express';
import { z } from 'zod';

import type { MockStore } from '../store/store';
import type { Table } from '../store/table';

import type { Journal } from './journal';
import { journalControlAction } from './journal-action';
import { badRequest, zodError } from './operations';

interface ReviewRow {
  id: number;
  userId?: number | null;
}

/** What a domain rule made of an action: the row after it, or why not (HTTP status and text). */
export type ReviewOutcome<R> =
  { ok: true; row: R } | { ok: false; status: 404 | 409; error: string };

export interface ReviewDesk<R extends ReviewRow, A extends string> {
  /** The row's name in texts: `deposit`, `withdrawal`. */
  noun: string;
  /** Its path segment under `/__harness/money/`: `deposits`, `withdrawals`. */
  segment: string;
  table: (store: MockStore) => Table<R>;
  status: (row: R) => number;
  /** When the row was made (`yyyy-MM-dd HH:mm:ss`), for newest first. */
  madeAt: (row: R) => string | null | undefined;
  /** The actions mounted, `reject` being the one that takes `{ reason }`. */
  actions: readonly A[];
  settle: (store: MockStore, row: R, action: A, reason: string) => ReviewOutcome<R>;
  /** The journal note of an action done (`row` as it was before). */
  doneNote: (row: R, action: A, reason: string) => string;
  /** What the journal keeps of the row after an action done. */
  summary: (row: R) => Record<string, unknown>;
}

const statusQuery = z.enum(['0', '1', '2', '3']).optional();
const rejectBody = z.object({ reason: z.string().trim().min(1).max(200) }).strict();

/** A row as the back office sees it: the row plus its owner's phone and real name. */
export const withOwner = <R extends ReviewRow>(store: MockStore, row: R) => {
  const owner = row.userId == null ? undefined : store.tables.users.get(row.userId);
  return { ...row, phone: owner?.phone ?? null, realName: owner?.realName ?? null };
};

export const reviewRoutes = <R extends ReviewRow, A extends string>(
  router: Router,
  store: MockStore,
  journal: Journal,
  desk: ReviewDesk<R, A>,
) => {
  const base = `/__harness/money/${desk.segment}`;

  router.get(`/money/${desk.segment}`, (req, res) => {
    const status = statusQuery.safeParse(req.query.status === '' ? undefined : req.query.status);
    if (!status.success) return badRequest(res, 'status must be 0, 1, 2 or 3');
    const rows = desk
      .table(store)
      .rows.filter((r) => status.data === undefined || desk.status(r) === Number(status.data))
      .sort((a, b) => (desk.madeAt(b) ?? '').localeCompare(desk.madeAt(a) ?? '') || b.id - a.id);
    res.json({ rows: rows.map((r) => withOwner(store, r)) });
  });

  const act = (action: A) =>
    router.post(`/money/${desk.segment}/:id/${action}`, (req, res) => {
      const key = req.params.id ?? '';
      const id = /^\d{1,9}$/.test(key) ? Number(key) : undefined;
      const row = id === undefined ? undefined : desk.table(store).get(id);
      if (id === undefined || !row) {
        return void res.status(404).json({ error: `no ${desk.noun} ${key}` });
      }
      let reason = '';
      if (action === 'reject') {
        const body = rejectBody.safeParse(req.body ?? {});
        if (!body.success) return badRequest(res, zodError(body.error));
        reason = body.data.reason;
      }
      const result = desk.settle(store, row, action, reason);
      const path = `${base}/${id}/${action}`;
      if (!result.ok) {
        journalControlAction(journal, store.clock, {
          method: 'POST',
          path,
          userId: row.userId,
          status: result.status,
          note: `back office: ${action} ${desk.noun} ${id} refused (${result.error})`,
        });
        return void res.status(result.status).json({ error: result.error });
      }
      const view = withOwner(store, result.row);
      journalControlAction(journal, store.clock, {
        method: 'POST',
        path,
        userId: row.userId,
        status: 200,
        note: desk.doneNote(row, action, reason),
        ...(action === 'reject' ? { params: { reason } } : {}),
        reply: { ok: true, row: { id, ...desk.summary(view) } },
      });
      res.json({ ok: true, row: view });
    });

  for (const action of desk.actions) act(action);
};
