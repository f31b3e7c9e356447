// The back office's view of the new-share lifecycle and its actions (the control API's
// `/__harness/new-shares`, ADR 0027): the calendar with each share's computed instants and phase,
// every application with its owner and phase, and the actions that act "now" instead of waiting for
// the clock — publish the draw, decide one application, list a share, lapse unpaid allotments.
import type { StockSubscribeRow } from '../../../../fixtures/src/ipo';
import { SubscribeType, SubscriptionStatus } from '../../../../src/api/contracts/codes';
import type { UserStockSubscribe } from '../../../../src/api/contracts/models/ipo';
import {
  allotmentPublishAt,
  applicationPhase,
  beijingMidnight,
  deadlineReminderAt,
  paymentDeadline,
  type ApplicationPhase,
} from '../../../../src/api/contracts/new-share-timeline';
import type {
  DeskApplication,
  DeskShare,
  DeskView,
} from '../../../../src/electron/shared/new-share-desk';
import type { MockStore } from '../../store/store';

import { allotmentRate, decideApplication, isDrawnAllotted, type DrawOutcome } from './draw';
import { lapse } from './lifecycle';
import { listApplication } from './listing';

export type SharePhase =
  'upcoming' | 'subscribing' | 'awaiting-draw' | 'payment' | 'awaiting-listing' | 'listed';

export const sharePhase = (share: StockSubscribeRow, now: number): SharePhase => {
  const { subscribeTime, listDate } = share;
  if (subscribeTime != null && beijingMidnight(subscribeTime) > beijingMidnight(now)) {
    return 'upcoming';
  }
  if (listDate != null && listDate <= now) return 'listed';
  const publishAt = allotmentPublishAt(share);
  if (subscribeTime != null && beijingMidnight(subscribeTime) === beijingMidnight(now)) {
    if (publishAt == null || publishAt > now) return 'subscribing';
  }
  if (publishAt == null || publishAt > now) return 'awaiting-draw';
  const deadline = paymentDeadline(share);
  return deadline != null && deadline >= now ? 'payment' : 'awaiting-listing';
};

export type ShareView = DeskShare<SharePhase>;
export type ApplicationView = DeskApplication<ApplicationPhase>;

const shareOf = (store: MockStore, code: string) =>
  store.tables.stockSubscribes.first('code', code);

export const backOfficeView = (
  store: MockStore,
  now: number,
): DeskView<SharePhase, ApplicationPhase> => {
  const apps = store.db.userStockSubscribes;
  const shares: ShareView[] = [...store.db.stockSubscribes]
    .sort((a, b) => (b.subscribeTime ?? 0) - (a.subscribeTime ?? 0) || b.id - a.id)
    .map((s) => ({
      id: s.id,
      code: s.code,
      name: s.name,
      type: s.type ?? null,
      market: s.stockType ?? null,
      price: s.price ?? null,
      subscribeAt: s.subscribeTime ?? null,
      publishAt: allotmentPublishAt(s),
      reminderAt: deadlineReminderAt(s),
      deadline: paymentDeadline(s),
      listAt: s.listDate ?? null,
      phase: sharePhase(s, now),
      applications: store.tables.userStockSubscribes.where('newCode', s.code).length,
    }));
  const applications: ApplicationView[] = [...apps]
    .sort((a, b) => b.id - a.id)
    .map((a) => {
      const owner = a.userId == null ? undefined : store.tables.users.get(a.userId);
      return {
        id: a.id,
        orderNo: a.orderNo ?? null,
        userId: a.userId ?? null,
        phone: owner?.phone ?? a.phone ?? null,
        realName: owner?.realName ?? a.realName ?? null,
        code: a.newCode,
        name: a.newName ?? null,
        type: a.type ?? null,
        status: a.status ?? null,
        applyNums: a.applyNums ?? null,
        applyNumber: a.applyNumber ?? null,
        bond: a.bond ?? null,
        addTime: a.addTime ?? null,
        endTime: a.endTime ?? null,
        submitTime: a.submitTime ?? null,
        fixTime: a.fixTime ?? null,
        remarks: a.remarks ?? null,
        phase: applicationPhase(a, shareOf(store, a.newCode), now),
        drawWouldAllot: isDrawnAllotted(store, a),
      };
    });
  return { rate: allotmentRate(store), now, shares, applications };
};

export type ActionResult<T> =
  { ok: true; value: T } | { ok: false; status: 404 | 409; error: string };

/** The applications in one status (of one share, or all). */
const applicationsIn = (store: MockStore, status: number, code?: string): UserStockSubscribe[] =>
  store.tables.userStockSubscribes
    .where('status', status)
    .filter((a) => code === undefined || a.newCode === code);

const noShare = (code: string) =>
  ({ ok: false, status: 404, error: `no new share ${code}` }) as const;

/** Acts on one calendar share now and saves, or says there is no such share. */
const onShare = <T>(
  store: MockStore,
  code: string,
  act: (share: StockSubscribeRow) => T,
): ActionResult<T> => {
  const share = shareOf(store, code);
  if (!share) return noShare(code);
  const value = act(share);
  store.changed();
  return { ok: true, value };
};

/** Publishes now: every pending application (of one share) drawn with the rate, `endTime` now. */
export const drawNow = (
  store: MockStore,
  now: number,
  code?: string,
): ActionResult<UserStockSubscribe[]> => {
  if (code !== undefined && !shareOf(store, code)) return noShare(code);
  const pending = applicationsIn(store, SubscriptionStatus.PENDING, code);
  for (const app of pending) {
    const outcome = isDrawnAllotted(store, app) ? 'allotted' : 'not-allotted';
    decideApplication(store, app, shareOf(store, app.newCode), outcome, now);
  }
  return { ok: true, value: pending };
};

/** The back office decides one pending application now. */
export const decideNow = (
  store: MockStore,
  now: number,
  id: number,
  outcome: DrawOutcome,
): ActionResult<UserStockSubscribe> => {
  const app = store.tables.userStockSubscribes.get(id);
  if (!app) return { ok: false, status: 404, error: `no new-share application ${id}` };
  if (app.status !== SubscriptionStatus.PENDING) {
    return {
      ok: false,
      status: 409,
      error: `application ${id} is not pending (status ${app.status})`,
    };
  }
  decideApplication(store, app, shareOf(store, app.newCode), outcome, now);
  return { ok: true, value: app };
};

/** Lists a share now: its listing day becomes now and its paid applications become positions. */
export const listNow = (
  store: MockStore,
  now: number,
  code: string,
): ActionResult<UserStockSubscribe[]> =>
  onShare(store, code, (share) => {
    if (share.listDate == null || share.listDate > now) {
      store.tables.stockSubscribes.update(share.id, { listDate: now });
    }
    const paid = applicationsIn(store, SubscriptionStatus.PAID, code);
    return paid.filter((a) => listApplication(store, a, share, now));
  });

/** Closes a share's payment window now: its deadline becomes now and unpaid allotments lapse. */
export const lapseNow = (
  store: MockStore,
  now: number,
  code: string,
): ActionResult<UserStockSubscribe[]> =>
  onShare(store, code, (share) => {
    // A second earlier, so `deadline < now` holds even on a frozen clock.
    const closedAt = now - 1000;
    if (share.subscriptionTime == null || share.subscriptionTime > closedAt) {
      store.tables.stockSubscribes.update(share.id, { subscriptionTime: closedAt });
    }
    const unpaid = applicationsIn(store, SubscriptionStatus.ALLOTTED, code).filter(
      (a) => (a.type ?? SubscribeType.IPO) === SubscribeType.IPO,
    );
    return unpaid.filter((a) => lapse(store, a));
  });
