// The back office's funding desk (issue 21, ADR 0029) in the control API: every application with
// owner, status, lines and the sub-account's value now; approve / reject (with a reason) a pending
// one, end one in trading or expired, and move a trading sub-account's value to its warning or
// liquidation line (domain/funds/price-to.ts) — the lifecycle then reacts at once. Every call first
// brings the lifecycle up to the mock clock; every action is journaled, and the lifecycle's own
// steps reach the journal too (attached here), under their owner's id.
import type { Response, Router } from 'express';
import { z } from 'zod';

import type { FundsApply } from '../../../src/api/contracts/models/funds';
import {
  approveNow,
  endNow,
  findApplication,
  fundsDeskView,
  rejectNow,
  type ActionResult,
} from '../domain/funds/back-office';
import { attachFundsSink } from '../domain/funds/events';
import { catchUpFunds } from '../domain/funds/lifecycle';
import { priceTo } from '../domain/funds/price-to';
import { marketOf } from '../domain/trading/context';
import type { MockStore } from '../store/store';

import type { Journal } from './journal';
import { journalControlAction } from './journal-action';
import { badRequest, zodError, type Operation } from './operations';

const BASE = '/__harness/funds';

export const FUNDS_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: BASE,
    purpose: 'every funding application with owner, status, lines and the sub-account value now',
  },
  {
    method: 'POST',
    path: `${BASE}/applications/:id/approve`,
    purpose: 'approve a pending application now: fee charged, lines set, sub-account opened',
  },
  {
    method: 'POST',
    path: `${BASE}/applications/:id/reject`,
    purpose: 'reject a pending application: {reason} — margin and fee back to available funds',
  },
  {
    method: 'POST',
    path: `${BASE}/applications/:id/end`,
    purpose: 'end a trading or expired application: positions closed, margin back',
  },
  {
    method: 'POST',
    path: `${BASE}/applications/:id/price-to`,
    purpose:
      "move a trading sub-account's value to a line: {line: 'warning'|'unwind'} (re-prices its largest position's entry)",
  },
];

const reasonBody = z.object({ reason: z.string().trim().min(1).max(200) }).strict();
const lineBody = z.object({ line: z.enum(['warning', 'unwind']) }).strict();

const brief = (a: FundsApply) => ({
  id: a.id,
  userId: a.userId,
  status: a.status,
  subaccountNumber: a.subaccountNumber,
  lineWarning: a.lineWarning,
  lineUnwind: a.lineUnwind,
  auditOpinion: a.auditOpinion,
});

export const fundsControlRoutes = (router: Router, store: MockStore, journal: Journal): void => {
  attachFundsSink(store, (s, event) =>
    journalControlAction(journal, s.clock, {
      method: 'POST',
      path: `${BASE}/lifecycle/${event.step}`,
      userId: event.userId ?? null,
      status: 200,
      note: `funding lifecycle: ${event.note}`,
    }),
  );

  const caughtUp = (): number => {
    const now = store.clock.now();
    catchUpFunds(store, now, marketOf(store));
    return now;
  };

  const reply = <T>(
    res: Response,
    path: string,
    result: ActionResult<T>,
    note: (value: T) => string,
    userId: number | null,
  ) => {
    const status = result.ok ? 200 : result.status;
    const body = result.ok ? { done: result.value } : { error: result.error };
    journalControlAction(journal, store.clock, {
      method: 'POST',
      path,
      userId,
      status,
      note: result.ok ? `back office: ${note(result.value)}` : `back office: ${result.error}`,
      reply: body,
    });
    res.status(status).json(body);
  };

  const idOf = (res: Response, raw: string | undefined): number | undefined => {
    const id = Number(raw);
    if (Number.isInteger(id) && id > 0) return id;
    badRequest(res, 'id: a positive whole number');
    return undefined;
  };

  const ownerOf = (id: number): number | null => {
    const found = findApplication(store, id);
    return found.ok ? (found.value.userId ?? null) : null;
  };

  router.get('/funds', (_req, res) => {
    const now = caughtUp();
    res.json(fundsDeskView(store, marketOf(store), now));
  });

  router.post('/funds/applications/:id/approve', (req, res) => {
    const id = idOf(res, req.params.id);
    if (id === undefined) return;
    const result = approveNow(store, id, caughtUp());
    const path = `${BASE}/applications/${id}/approve`;
    reply(res, path, mapOk(result, brief), (a) => `funding ${a.id} approved`, ownerOf(id));
  });

  router.post('/funds/applications/:id/reject', (req, res) => {
    const id = idOf(res, req.params.id);
    if (id === undefined) return;
    const parsed = reasonBody.safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, zodError(parsed.error));
    const result = rejectNow(store, id, parsed.data.reason, caughtUp());
    const path = `${BASE}/applications/${id}/reject`;
    reply(res, path, mapOk(result, brief), (a) => `funding ${a.id} rejected`, ownerOf(id));
  });

  router.post('/funds/applications/:id/end', (req, res) => {
    const id = idOf(res, req.params.id);
    if (id === undefined) return;
    const result = endNow(store, marketOf(store), id, caughtUp());
    const path = `${BASE}/applications/${id}/end`;
    reply(res, path, mapOk(result, brief), (a) => `funding ${a.id} ended`, ownerOf(id));
  });

  router.post('/funds/applications/:id/price-to', (req, res) => {
    const id = idOf(res, req.params.id);
    if (id === undefined) return;
    const parsed = lineBody.safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, zodError(parsed.error));
    const now = caughtUp();
    const found = findApplication(store, id);
    const result = found.ok
      ? priceTo(store, marketOf(store), found.value, parsed.data.line, now)
      : found;
    reply(
      res,
      `${BASE}/applications/${id}/price-to`,
      result,
      (v) => `funding ${id} value ${v.value} put at its ${parsed.data.line} line ${v.line}`,
      ownerOf(id),
    );
  });
};

const mapOk = <T, U>(result: ActionResult<T>, f: (value: T) => U): ActionResult<U> =>
  result.ok ? { ok: true, value: f(result.value) } : result;
