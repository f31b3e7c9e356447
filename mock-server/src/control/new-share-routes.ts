// The back office's new-share desk (issue 20, ADR 0027) in the control API: the calendar and every
// application with their phases, the allotment rate of the seeded draw, and the actions that do
// now what the clock would do later — publish the draw (all pending, or one share's), allot or not
// allot one application, list a share, lapse its unpaid allotments. Every call first brings the
// lifecycle up to the mock clock; every action is journaled, and the lifecycle's own steps reach
// the journal too (attached here), each under its owner's id so a frame's filter shows it.
import type { Router } from 'express';
import { z } from 'zod';

import type { UserStockSubscribe } from '../../../src/api/contracts/models/ipo';
import {
  backOfficeView,
  decideNow,
  drawNow,
  lapseNow,
  listNow,
} from '../domain/new-shares/back-office';
import { setAllotmentRate } from '../domain/new-shares/draw';
import { catchUpNewShares } from '../domain/new-shares/lifecycle';
import { attachLifecycleSink } from '../domain/new-shares/lifecycle-events';
import type { MockStore } from '../store/store';

import { deskOperations, deskRoutes, mapOk } from './desk-routes';
import type { Journal } from './journal';
import { journalControlAction } from './journal-action';
import { badRequest, zodError } from './operations';

const BASE = '/__harness/new-shares';

export const NEW_SHARE_OPERATIONS = deskOperations(BASE, [
  [
    'GET',
    '',
    'the new-share calendar (publish / deadline / listing instants, phase) and every application with owner and phase; the allotment rate',
  ],
  ['PUT', '/rate', 'allotment rate of the seeded draw: {rate: 0..1}'],
  [
    'POST',
    '/draw',
    'publish the draw now: {code?} — every pending application (of that share) drawn',
  ],
  ['POST', '/applications/:id/allot', 'allot one pending application now (409 when not pending)'],
  [
    'POST',
    '/applications/:id/not-allot',
    'decide one pending application not allotted now (a paid one is refunded)',
  ],
  [
    'POST',
    '/list',
    'list a share now: {code} — listing day = now, paid applications become positions',
  ],
  [
    'POST',
    '/lapse',
    'close a share’s payment window now: {code} — unpaid allotments lapse, nothing debited',
  ],
]);

const rateBody = z.object({ rate: z.number().min(0).max(1) }).strict();
const drawBody = z.object({ code: z.string().min(1).optional() }).strict();
const codeBody = z.object({ code: z.string().min(1) }).strict();

const brief = (a: UserStockSubscribe) => ({
  id: a.id,
  userId: a.userId,
  code: a.newCode,
  status: a.status,
  applyNumber: a.applyNumber,
  endTime: a.endTime,
  fixTime: a.fixTime,
  remarks: a.remarks,
});

export const newShareControlRoutes = (router: Router, store: MockStore, journal: Journal): void => {
  const { lifecycleSink, idOf, reply } = deskRoutes(store, journal, BASE);
  attachLifecycleSink(store, lifecycleSink('lifecycle'));

  /** Brings the lifecycle up to now, then the clock's instant for the action. */
  const caughtUp = (): number => {
    const now = store.clock.now();
    catchUpNewShares(store, now);
    return now;
  };

  router.get('/new-shares', (_req, res) => void res.json(backOfficeView(store, caughtUp())));

  router.put('/new-shares/rate', (req, res) => {
    const parsed = rateBody.safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, zodError(parsed.error));
    caughtUp();
    setAllotmentRate(store, parsed.data.rate);
    journalControlAction(journal, store.clock, {
      method: 'PUT',
      path: `${BASE}/rate`,
      status: 200,
      note: `back office: new-share allotment rate ${parsed.data.rate}`,
    });
    res.json({ rate: parsed.data.rate });
  });

  router.post('/new-shares/draw', (req, res) => {
    const parsed = drawBody.safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, zodError(parsed.error));
    const { code } = parsed.data;
    const result = drawNow(store, caughtUp(), code);
    reply(
      res,
      '/draw',
      mapOk(result, (apps) => apps.map(brief)),
      (apps) => `draw published now${code ? ` for ${code}` : ''}: ${apps.length} application(s)`,
    );
  });

  for (const [segment, outcome] of [
    ['allot', 'allotted'],
    ['not-allot', 'not-allotted'],
  ] as const) {
    router.post(`/new-shares/applications/:id/${segment}`, (req, res) => {
      const id = idOf(res, req.params.id);
      if (id === undefined) return;
      const result = decideNow(store, caughtUp(), id, outcome);
      reply(
        res,
        `/applications/${id}/${segment}`,
        mapOk(result, brief),
        (a) => `application ${a.id} (${a.code}) ${outcome} now`,
        result.ok ? result.value.userId : null,
      );
    });
  }

  for (const [segment, action, verb] of [
    ['list', listNow, 'listed as position(s)'],
    ['lapse', lapseNow, 'lapsed unpaid'],
  ] as const) {
    router.post(`/new-shares/${segment}`, (req, res) => {
      const parsed = codeBody.safeParse(req.body ?? {});
      if (!parsed.success) return badRequest(res, zodError(parsed.error));
      const { code } = parsed.data;
      const result = action(store, caughtUp(), code);
      reply(
        res,
        `/${segment}`,
        mapOk(result, (apps) => apps.map(brief)),
        (apps) => `new share ${code} ${segment} now: ${apps.length} application(s) ${verb}`,
      );
    });
  }
};
