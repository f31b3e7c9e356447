// The new-share lifecycle (ADR 0027), run lazily and deterministically like the pending-order
// executor: before every new-share request, the user-info, position and message reads, and from
// the control API, everything due by the mock clock's `now` happens, each at its own instant
// (new-share-timeline.ts, the functions the app uses):
//  1. the calendar roll (calendar-roll.ts);
//  2. the draw at `allotmentPublishAt` — `endTime` is that instant, not the catch-up's, so the
//     app's `deadlineFromPublication(endTime)` is the real deadline (draw.ts);
//  3. the deadline-morning reminder of unpaid allotments (lifecycle-messages.ts);
//  4. the lapse at `paymentDeadline`: an unpaid type-1 allotment stays status 3 and gets the lapsed
//     remark; nothing is debited;
//  5. listing at `listDate`: paid allotments become positions (listing.ts).
// A grab (type 3) is made on its share's listing day, after the publication: it is drawn and
// listed at the first catch-up, never before the instant it was made.
import type { StockSubscribeRow } from '../../../../fixtures/src/ipo';
import { SubscribeType, SubscriptionStatus } from '../../../../src/api/contracts/codes';
import type { UserStockSubscribe } from '../../../../src/api/contracts/models/ipo';
import { LAPSED_REMARK } from '../../../../src/api/contracts/new-share-texts';
import {
  allotmentPublishAt,
  applicationPhase,
  deadlineReminderAt,
  paymentDeadline,
} from '../../../../src/api/contracts/new-share-timeline';
import type { MockStore } from '../../store/store';
import { parseBeijing } from '../beijing-time';

import { rollCalendar } from './calendar-roll';
import { decideApplication, isDrawnAllotted } from './draw';
import { emitLifecycle } from './lifecycle-events';
import { sendDeadlineReminder } from './lifecycle-messages';
import { listApplication } from './listing';

const shareOf = (store: MockStore, app: UserStockSubscribe): StockSubscribeRow | undefined =>
  store.tables.stockSubscribes.first('code', app.newCode);

/** Applications in a status, copied (the status index changes while we work). */
const inStatus = (store: MockStore, status: number): UserStockSubscribe[] => [
  ...store.tables.userStockSubscribes.where('status', status),
];

/** Not before the application was made (a grab comes after its share's publication). */
const notBefore = (instant: number, text: string | null | undefined): number =>
  Math.max(instant, (text ? parseBeijing(text) : undefined) ?? instant);

const isIpo = (app: UserStockSubscribe) => (app.type ?? SubscribeType.IPO) === SubscribeType.IPO;

const runDraws = (store: MockStore, now: number): void => {
  for (const app of inStatus(store, SubscriptionStatus.PENDING)) {
    const share = shareOf(store, app);
    const publishAt = share ? allotmentPublishAt(share) : null;
    if (publishAt == null || publishAt > now) continue;
    const outcome = isDrawnAllotted(store, app) ? 'allotted' : 'not-allotted';
    decideApplication(store, app, share, outcome, notBefore(publishAt, app.addTime));
  }
};

const runRemindersAndLapses = (store: MockStore, now: number): void => {
  for (const app of inStatus(store, SubscriptionStatus.ALLOTTED)) {
    if (!isIpo(app)) continue;
    const share = shareOf(store, app);
    if (!share) continue;
    const deadline = paymentDeadline(share);
    const reminderAt = deadlineReminderAt(share);
    if (deadline != null && reminderAt != null && reminderAt <= now && now <= deadline) {
      sendDeadlineReminder(store, app, share);
    }
    if (applicationPhase(app, share, now) === 'lapsed') lapse(store, app);
  }
};

/** An unpaid type-1 allotment past its deadline: the remark says so; nothing moves. */
export const lapse = (store: MockStore, app: UserStockSubscribe): boolean => {
  if (app.status !== SubscriptionStatus.ALLOTTED || !isIpo(app)) return false;
  if (app.remarks === LAPSED_REMARK) return false;
  store.tables.userStockSubscribes.update(app.id, { remarks: LAPSED_REMARK });
  emitLifecycle(store, {
    step: 'lapse',
    userId: app.userId,
    note: `new share ${app.newCode}: application ${app.id} lapsed unpaid (${app.bond ?? 0} never debited)`,
  });
  store.changed();
  return true;
};

const runListings = (store: MockStore, now: number): void => {
  for (const app of inStatus(store, SubscriptionStatus.PAID)) {
    const share = shareOf(store, app);
    const listAt = share?.listDate;
    if (!share || listAt == null || listAt > now) continue;
    listApplication(store, app, share, notBefore(listAt, app.endTime));
  }
};

/** Brings every new share and application up to `now` (epoch ms of the mock clock). */
export const catchUpNewShares = (store: MockStore, now: number): void => {
  rollCalendar(store, now);
  runDraws(store, now);
  runRemindersAndLapses(store, now);
  runListings(store, now);
};
