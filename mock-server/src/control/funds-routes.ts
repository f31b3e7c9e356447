// The back office's funding desk (issue 21, ADR 0029) in the control API: every application with
// owner, status, lines and the sub-account's value now; approve / reject (with a reason) a pending
// one, end one in trading or expired, and move a trading sub-account's value to its warning or
// liquidation line (domain/funds/price-to.ts) — the lifecycle then reacts at once. Every call first
// brings the lifecycle up to the mock clock; every action is journaled, and the lifecycle's own
// steps reach the journal too (attached here), under their owner's id.
import type { Router } from 'express';
import { z } from 'zod';

import type { FundsApply } from '../../../src/api/contracts/models/funds';
import {
  approveNow,
  endNow,
  findApplication,
  fundsDeskView,
  rejectNow,
} from '../domain/funds/back-office';
import { attachFundsSink } from '../domain/funds/events';
import { catchUpFunds } from '../domain/funds/lifecycle';
import { priceTo } from '../domain/funds/price-to';
import { marketOf } from '../domain/trading/context';
import type { MockStore } from '../store/store';

import { deskOperations, deskRoutes, mapOk, type DeskResult } from './desk-routes';
import type { Journal } from './journal';
import { badRequest, zodError } from './operations';

const BASE = '/__harness/funds';

export const FUNDS_OPERATIONS = deskOperations(BASE, [
  ['GET', '', 'every funding application with owner, status, lines and the sub-account value now'],
  [
    'POST',
    '/applications/:id/approve',
    'approve a pending application now: fee charged, lines set, sub-account opened',
  ],
  [
    'POST',
    '/applications/:id/reject',
    'reject a pending application: {reason} — margin and fee back to available funds',
  ],
  [
    'POST',
    '/applications/:id/end',
    'end a trading or expired application: positions closed, margin back',
  ],
  [
    'POST',
    '/applications/:id/price-to',
    "move a trading sub-account's value to a line: {line: 'warning'|'unwind'} (moves the market price of its largest position's stock within the day's limits, else re-prices that position's entry; the reply's done.moved says which)",
  ],
]);

/** Approve and end take no body: whatever is sent is ignored. */
const anyBody = z.unknown();
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
  const { lifecycleSink, idOf, reply } = deskRoutes(store, journal, BASE);
  attachFundsSink(store, lifecycleSink('funding lifecycle'));

  const caughtUp = (): number => {
    const now = store.clock.now();
    catchUpFunds(store, now, marketOf(store));
    return now;
  };

  const ownerOf = (id: number): number | null => {
    const found = findApplication(store, id);
    return found.ok ? (found.value.userId ?? null) : null;
  };

  router.get('/funds', (_req, res) => {
    const now = caughtUp();
    res.json(fundsDeskView(store, marketOf(store), now));
  });

  /** One action on an application: its id, its body, the domain's result, the journaled reply. */
  const onApplication = <B, T>(
    action: string,
    body: z.ZodType<B>,
    run: (id: number, body: B, now: number) => DeskResult<T>,
    note: (value: T, id: number, body: B) => string,
  ) =>
    router.post(`/funds/applications/:id/${action}`, (req, res) => {
      const id = idOf(res, req.params.id);
      if (id === undefined) return;
      const parsed = body.safeParse(req.body ?? {});
      if (!parsed.success) return badRequest(res, zodError(parsed.error));
      const result = run(id, parsed.data, caughtUp());
      const path = `/applications/${id}/${action}`;
      reply(res, path, result, (v) => note(v, id, parsed.data), ownerOf(id));
    });

  onApplication(
    'approve',
    anyBody,
    (id, _body, now) => mapOk(approveNow(store, id, now), brief),
    (a) => `funding ${a.id} approved`,
  );
  onApplication(
    'reject',
    reasonBody,
    (id, { reason }, now) => mapOk(rejectNow(store, id, reason, now), brief),
    (a) => `funding ${a.id} rejected`,
  );
  onApplication(
    'end',
    anyBody,
    (id, _body, now) => mapOk(endNow(store, marketOf(store), id, now), brief),
    (a) => `funding ${a.id} ended`,
  );
  onApplication(
    'price-to',
    lineBody,
    (id, { line }, now) => {
      const found = findApplication(store, id);
      return found.ok ? priceTo(store, marketOf(store), found.value, line, now) : found;
    },
    (v, id, { line }) => `funding ${id} value ${v.value} put at its ${line} line ${v.line}`,
  );
};
