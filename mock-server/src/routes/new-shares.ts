// New shares (api-contract §12.1–§12.7): the IPO calendar, applications (IPO and offline
// placement), my applications and allotments, pay-in, today's grab list and the grab. The rules
// live in domain/new-shares/; every handler first brings the lifecycle (draw, deadline, listing,
// calendar roll) up to the request's mock-clock instant, so each reply already shows it.
// Texts: src/api/contracts/new-share-texts.ts. The handlers' own "not logged in" texts (add.do
// 未登录, the lists and pay-in 用户未登录) stand behind the interceptor, which answers first for a
// missing session or user, as in the reference; they are kept for the same guard.
import type { EndpointDef } from '../../../src/api/contracts/endpoint';
import {
  addSubscribe,
  buyNewStockQc,
  getOneSubscribeByUserId,
  getZqjl,
  newStockList,
  newStockQc,
  submitSubscribe,
} from '../../../src/api/contracts/endpoints/ipo';
import { NEW_SHARE_TEXT } from '../../../src/api/contracts/new-share-texts';
import { noteInJournal } from '../control/journal';
import { applyForNewShares } from '../domain/new-shares/apply';
import { grabNewShares } from '../domain/new-shares/grab';
import { catchUpNewShares } from '../domain/new-shares/lifecycle';
import { payForAllotment } from '../domain/new-shares/pay-in';
import {
  calendarRows,
  listingToday,
  myAllotments,
  myApplications,
} from '../domain/new-shares/views';
import { fail, ok } from '../http/envelope';
import type { HandlerContext, MountEndpoint } from '../http/mount';
import { pageOf } from '../http/paging';

import { me } from './trading-orders';
import { whole } from './trading-positions';

/** The reference's PageHelper default (§12.1). */
export const CALENDAR_PAGE_SIZE = 10;

/** `mount` whose handlers run after the lifecycle has caught up with the request's instant. */
const mountCatchingUp =
  (mount: MountEndpoint): MountEndpoint =>
  <E extends EndpointDef>(endpoint: E, handler: (ctx: HandlerContext<E>) => unknown) =>
    mount(endpoint, (ctx) => {
      catchUpNewShares(ctx.store, ctx.now);
      return handler(ctx);
    });

export const newShareRoutes = (plainMount: MountEndpoint): void => {
  const mount = mountCatchingUp(plainMount);

  mount(newStockList, ({ params, store, now }) => {
    const rows = calendarRows(store, params, now);
    return ok(pageOf(rows, whole(params.pageNum, 1), whole(params.pageSize, CALENDAR_PAGE_SIZE)));
  });

  mount(addSubscribe, ({ params, store, user, now, res }) => {
    if (!user) return fail(NEW_SHARE_TEXT.notLoggedIn);
    const outcome = applyForNewShares(store, user, params, now);
    if (!outcome.ok) return fail(outcome.msg);
    const { row } = outcome;
    noteInJournal(
      res,
      `new-share application ${row.id}: ${row.applyNums} × ${row.newCode} type ${row.type}` +
        (row.type === 2 ? `, ${row.bond} frozen (enableAmt → djzj)` : ', nothing booked'),
    );
    return ok(undefined, NEW_SHARE_TEXT.applied);
  });

  mount(getOneSubscribeByUserId, ({ params, store, user }) => {
    if (!user) return fail(NEW_SHARE_TEXT.userMissing);
    return ok(myApplications(store, user.id, params.type));
  });

  mount(getZqjl, ({ store, user }) => {
    if (!user) return fail(NEW_SHARE_TEXT.userMissing);
    return ok(myAllotments(store, user.id));
  });

  mount(submitSubscribe, ({ params, store, user, now, res }) => {
    if (!user) return fail(NEW_SHARE_TEXT.userMissing);
    const outcome = payForAllotment(store, user, params.id, now);
    if (!outcome.ok) return fail(outcome.msg);
    noteInJournal(res, `new-share pay-in ${outcome.row.id}: ${outcome.row.bond} enableAmt → djzj`);
    return ok(undefined, NEW_SHARE_TEXT.paid);
  });

  mount(newStockQc, ({ store, now }) => ok(listingToday(store, now)));

  mount(buyNewStockQc, ({ params, store, user, now, res }) => {
    const outcome = grabNewShares(store, me(user), params, now);
    if (!outcome.ok) return fail(outcome.msg);
    const { row } = outcome;
    noteInJournal(
      res,
      `new-share grab ${row.id}: ${row.applyNums} × ${row.newCode}, ${row.bond} enableAmt → djzj`,
    );
    return ok(undefined, NEW_SHARE_TEXT.grabbed);
  });
};
