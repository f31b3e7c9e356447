// The allotment draw (ADR 0027): at the allotment's publication every pending application of the
// share is decided — by a seeded draw against the allotment rate (a pure function of the world's
// seed and the application, never Math.random, so a replay gives the same winners), or by the back
// office. An IPO (type 1) allotment then waits for its pay-in (status 3); a placement (type 2) or a
// grab (type 3) was paid when applying, so allotted it is paid (status 4) and not allotted its bond
// goes back from `djzj` to `enableAmt` through the ledger.
import Decimal from 'decimal.js';

import { seededHash } from '../../../../fixtures/src/securities';
import type { StockSubscribeRow } from '../../../../fixtures/src/ipo';
import { SubscribeType, SubscriptionStatus } from '../../../../src/api/contracts/codes';
import type { UserStockSubscribe } from '../../../../src/api/contracts/models/ipo';
import { NOT_ALLOTTED_REMARK } from '../../../../src/api/contracts/new-share-texts';
import { moveMoney } from '../../store/ledger';
import type { MockStore } from '../../store/store';
import { formatBeijing } from '../beijing-time';

import { applicationRef } from './application-row';
import { emitLifecycle } from './lifecycle-events';
import { sendPublicationMessage } from './lifecycle-messages';

export const DEFAULT_ALLOTMENT_RATE = 0.5;

export const allotmentRate = (store: MockStore): number =>
  store.control.newShareAllotmentRate ?? DEFAULT_ALLOTMENT_RATE;

export const setAllotmentRate = (store: MockStore, rate: number): void => {
  store.control = { ...store.control, newShareAllotmentRate: rate };
  store.changed();
};

/**
 * The application's draw in [0, 1): the same for the same world seed, id and share code. The order
 * number is left out: add.do draws it at random, so the same requests replayed would draw anew.
 */
export const drawUnit = (seed: number, app: Pick<UserStockSubscribe, 'id' | 'newCode'>): number =>
  seededHash(seed, `new-share-draw:${app.id}:${app.newCode}`) / 2 ** 32;

export const isDrawnAllotted = (store: MockStore, app: UserStockSubscribe): boolean =>
  drawUnit(store.seed, app) < allotmentRate(store);

/** Whether the application is paid at application (placement, grab) rather than after the draw. */
export const isPaidUpfront = (app: Pick<UserStockSubscribe, 'type'>): boolean =>
  app.type === SubscribeType.OFFLINE_PLACEMENT || app.type === SubscribeType.NEW_STOCK_GRAB;

export type DrawOutcome = 'allotted' | 'not-allotted';

/**
 * Decides one pending application, published at `publishedAt` (its `endTime`), and sends the
 * publication message. Returns false when the application is no longer pending.
 */
export const decideApplication = (
  store: MockStore,
  app: UserStockSubscribe,
  share: StockSubscribeRow | undefined,
  outcome: DrawOutcome,
  publishedAt: number,
): boolean => {
  if (app.status !== SubscriptionStatus.PENDING) return false;
  const endTime = formatBeijing(publishedAt);
  const ref = applicationRef(app.id);
  const isPaid = isPaidUpfront(app);
  if (outcome === 'allotted') {
    store.tables.userStockSubscribes.update(app.id, {
      status: isPaid ? SubscriptionStatus.PAID : SubscriptionStatus.ALLOTTED,
      applyNumber: app.applyNums ?? 0,
      endTime,
      ...(isPaid ? { submitTime: app.addTime ?? endTime } : {}),
    });
  } else {
    store.tables.userStockSubscribes.update(app.id, {
      status: SubscriptionStatus.NOT_ALLOTTED,
      applyNumber: 0,
      endTime,
      remarks: NOT_ALLOTTED_REMARK,
    });
    if (isPaid) refundBond(store, app, ref);
  }
  emitLifecycle(store, {
    step: 'draw',
    userId: app.userId,
    note: `new share ${app.newCode}: application ${app.id} ${outcome} (published ${endTime})`,
  });
  sendPublicationMessage(store, app, share, outcome, isPaid, publishedAt);
  store.changed();
  return true;
};

/** The frozen bond of a paid-upfront application back to available funds, once. */
const refundBond = (store: MockStore, app: UserStockSubscribe, ref: string): void => {
  const bond = new Decimal(app.bond ?? 0);
  if (bond.lte(0) || app.userId == null) return;
  const moved = moveMoney(
    store,
    app.userId,
    { djzj: bond.neg(), enableAmt: bond },
    { reason: 'new share not allotted', ref, nonNegative: ['djzj'] },
  );
  if (!moved.ok) {
    emitLifecycle(store, {
      step: 'draw',
      userId: app.userId,
      note: `new share ${app.newCode}: application ${app.id} refund refused (${moved.reason})`,
    });
  }
};

/** Draws every pending application of `share` with the rate, published at `publishedAt`. */
export const drawShare = (
  store: MockStore,
  share: StockSubscribeRow,
  publishedAt: number,
): number => {
  const pending = store.tables.userStockSubscribes
    .where('status', SubscriptionStatus.PENDING)
    .filter((a) => a.newCode === share.code);
  for (const app of pending) {
    const outcome = isDrawnAllotted(store, app) ? 'allotted' : 'not-allotted';
    decideApplication(store, app, share, outcome, publishedAt);
  }
  return pending.length;
};
