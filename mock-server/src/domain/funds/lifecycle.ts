// The funding lifecycle (ADR 0029), run lazily on the mock clock like the new-share one: before
// every funding request, the trading endpoints (mountSettling), user info, the message reads and
// every control call, what is due by `now` happens:
//  1. expiry: a sub-account in trading whose endTime has passed becomes 3 (expired) at endTime;
//  2. an expired sub-account's open positions are closed at the market price of the first A-share
//     session after endTime (09:30 of the next trading day), once that instant has come; the margin
//     stays frozen until the back office ends it (status 4), as the fixtures' expired row;
//  3. lines: a sub-account in trading whose value (value.ts) is at or below lineUnwind has its open
//     positions closed now (forced liquidation) + a message; at or below lineWarning → one message
//     per crossing (line-messages.ts).
// Approval, rejection and ending are the back office's (review.ts, control/funds-routes.ts).
import Decimal from 'decimal.js';

import { FundsApplyStatus } from '../../../../src/api/contracts/codes';
import type { EndpointDef } from '../../../../src/api/contracts/endpoint';
import {
  FUNDS_MESSAGE_TYPE,
  unwindMessage,
  warningMessage,
} from '../../../../src/api/contracts/funds-texts';
import type { FundsApply } from '../../../../src/api/contracts/models/funds';
import { beijingMidnight } from '../../../../src/api/contracts/new-share-timeline';
import type { HandlerContext, MountEndpoint } from '../../http/mount';
import type { Market } from '../../market/market';
import type { MockStore } from '../../store/store';
import { marketOf, orderSession, siteSetting } from '../trading/context';

import { closeSubaccount } from './close-positions';
import { emitFunds } from './events';
import { isWarned, sendLineMessage, setWarned } from './line-messages';
import { openSubaccountPositions, subaccountValue } from './value';

const DAY = 86_400_000;
/** 09:30:01 Beijing: just inside the morning session. */
const SESSION_OPEN_MS = (9 * 60 + 30) * 60_000 + 1000;

const inStatus = (store: MockStore, status: number): FundsApply[] => [
  ...store.tables.fundsApplies.where('status', status),
];

/** The first A-share session instant after `endTime` (within 3 weeks), or undefined. */
export const nextSessionAfter = (store: MockStore, endTime: number): number | undefined => {
  const setting = siteSetting(store);
  for (let k = 1; k <= 21; k += 1) {
    const at = beijingMidnight(endTime) + k * DAY + SESSION_OPEN_MS;
    if (orderSession(store, setting, at, 'a').isOpen) return at;
  }
  return undefined;
};

const expire = (store: MockStore, now: number): void => {
  for (const app of inStatus(store, FundsApplyStatus.TRADING)) {
    if (app.endTime == null || app.endTime > now) continue;
    store.tables.fundsApplies.update(app.id, {
      status: FundsApplyStatus.EXPIRED,
      updateTime: app.endTime,
    });
    store.changed();
    emitFunds(store, {
      step: 'expire',
      userId: app.userId,
      note: `funding ${app.id} expired at its end; open positions close at the next session`,
    });
  }
};

const closeExpired = (store: MockStore, market: Market, now: number): void => {
  for (const app of inStatus(store, FundsApplyStatus.EXPIRED)) {
    if (app.endTime == null || openSubaccountPositions(store, app).length === 0) continue;
    const at = nextSessionAfter(store, app.endTime);
    if (at === undefined || at > now) continue;
    const closed = closeSubaccount(store, market, app, at);
    emitFunds(store, {
      step: 'close',
      userId: app.userId,
      note: `funding ${app.id} expired: ${closed.length} position(s) closed at the session's price`,
    });
  }
};

const money = (d: Decimal.Value): string => new Decimal(d).toFixed(2);

/** Warning / liquidation of one sub-account in trading at `now`. */
export const checkLines = (store: MockStore, market: Market, app: FundsApply, now: number) => {
  if (app.lineWarning == null || app.lineUnwind == null) return;
  if (openSubaccountPositions(store, app).length === 0) return setWarned(store, app, false);
  const value = subaccountValue(store, market, app, now);
  const facts = (line: number) => ({
    orderNumber: app.orderNumber ?? String(app.id),
    value: money(value),
    line: money(line),
  });
  if (value.lte(app.lineUnwind)) {
    const closed = closeSubaccount(store, market, app, now);
    sendLineMessage(
      store,
      app,
      FUNDS_MESSAGE_TYPE.unwind,
      unwindMessage,
      facts(app.lineUnwind),
      now,
    );
    setWarned(store, app, false);
    emitFunds(store, {
      step: 'unwind',
      userId: app.userId,
      note: `funding ${app.id}: value ${money(value)} ≤ liquidation line ${money(app.lineUnwind)}, ${closed.length} position(s) closed`,
    });
    return;
  }
  const isBelow = value.lte(app.lineWarning);
  if (isBelow && !isWarned(store, app)) {
    sendLineMessage(
      store,
      app,
      FUNDS_MESSAGE_TYPE.warning,
      warningMessage,
      facts(app.lineWarning),
      now,
    );
    emitFunds(store, {
      step: 'warning',
      userId: app.userId,
      note: `funding ${app.id}: value ${money(value)} ≤ warning line ${money(app.lineWarning)}, message sent`,
    });
  }
  setWarned(store, app, isBelow);
};

export const catchUpFunds = (store: MockStore, now: number, market = marketOf(store)): void => {
  expire(store, now);
  closeExpired(store, market, now);
  for (const app of inStatus(store, FundsApplyStatus.TRADING)) checkLines(store, market, app, now);
};

/** `mount` whose handlers run after the funding lifecycle has caught up with the request. */
export const mountCatchingUpFunds =
  (mount: MountEndpoint, market: Market): MountEndpoint =>
  <E extends EndpointDef>(endpoint: E, handler: (ctx: HandlerContext<E>) => unknown) =>
    mount(endpoint, (ctx) => {
      catchUpFunds(ctx.store, ctx.now, market);
      return handler(ctx);
    });
