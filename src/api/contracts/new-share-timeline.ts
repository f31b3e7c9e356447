// The new-share timeline, written once for the app (detail timeline, records, payment planner), the
// mock (its lifecycle: draw, lapse, listing, messages) and the tests (ADR 0027). The backend keeps
// three dates per new share (§15.5): `subscribeTime` (the subscription day), `subscriptionTime`
// (the payment deadline) and `listDate`. The allotment's publication is not stored; as on the
// exchanges (results the evening of T+1, payment by 16:00 on T+2) we put it at 18:00 Beijing on
// the weekday before the payment deadline's day — or, without a deadline, the weekday after the
// subscription day. The deadline-morning reminder is at 09:00 Beijing on the deadline's day.
// The backend has no "lapsed" status: an allotment (status 3) whose deadline has passed unpaid
// stays 3 and can no longer be paid (§12.5 "不在认缴时间"); `applicationPhase` names it.
import { SubscribeType, SubscriptionStatus } from './codes';
import { BEIJING_OFFSET_MS, beijingClock, isWeekendDay } from './trading-hours';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
export const PUBLISH_HOUR = 18;
export const REMINDER_HOUR = 9;

export interface ShareDates {
  subscribeTime?: number | null;
  subscriptionTime?: number | null;
  listDate?: number | null;
}

/** Beijing midnight (as epoch ms) of the day holding `epochMs`. */
export const beijingMidnight = (epochMs: number): number => {
  const local = epochMs + BEIJING_OFFSET_MS;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - BEIJING_OFFSET_MS;
};

/** The Beijing midnight `step` weekdays away (step ≠ 0) from the day holding `epochMs`. */
const weekdayFrom = (epochMs: number, step: 1 | -1): number => {
  let day = beijingMidnight(epochMs) + step * DAY_MS;
  while (isWeekendDay(beijingClock(day).weekday)) day += step * DAY_MS;
  return day;
};

/** When the allotment is published (epoch ms), or null when the share has no subscription day. */
export const allotmentPublishAt = (share: ShareDates): number | null => {
  if (share.subscriptionTime != null) {
    return weekdayFrom(share.subscriptionTime, -1) + PUBLISH_HOUR * HOUR_MS;
  }
  if (share.subscribeTime != null) {
    return weekdayFrom(share.subscribeTime, 1) + PUBLISH_HOUR * HOUR_MS;
  }
  return null;
};

/** The payment deadline (epoch ms), or null when none is set (then nothing can be paid). */
export const paymentDeadline = (share: ShareDates): number | null => share.subscriptionTime ?? null;

export const DEADLINE_HOUR = 16;

/**
 * The deadline when the calendar row is out of reach — the backend lists only shares subscribing
 * today or later (§12.1), and an application carries no deadline — from the allotment's
 * publication (`UserStockSubscribe.endTime`): 16:00 Beijing on the next weekday, the exchanges'
 * T+2 rule, which the mock's calendar follows (its deadlines are 16:00 the weekday after the
 * publication). The app says it is an estimate.
 */
export const deadlineFromPublication = (publishedAt: number): number =>
  weekdayFrom(publishedAt, 1) + DEADLINE_HOUR * HOUR_MS;

/** 09:00 Beijing on the deadline's day: the "pay today" reminder. */
export const deadlineReminderAt = (share: ShareDates): number | null =>
  share.subscriptionTime == null
    ? null
    : beijingMidnight(share.subscriptionTime) + REMINDER_HOUR * HOUR_MS;

/** Subscription is open on the subscription day itself (Beijing date), as the hub's 可申购 tab. */
export const isSubscribableOn = (share: ShareDates, now: number): boolean =>
  share.subscribeTime != null && beijingMidnight(share.subscribeTime) === beijingMidnight(now);

export type TimelineStep = 'apply' | 'publish' | 'pay' | 'list';

export interface TimelinePoint {
  step: TimelineStep;
  at: number | null;
  /** The instant has passed at `now`. */
  done: boolean;
}

/** The detail page's four steps: apply → allotment published → payment deadline → listing. */
export const shareTimeline = (share: ShareDates, now: number): TimelinePoint[] => {
  const point = (step: TimelineStep, at: number | null): TimelinePoint => ({
    step,
    at,
    done: at != null && at <= now,
  });
  return [
    point('apply', share.subscribeTime ?? null),
    point('publish', allotmentPublishAt(share)),
    point('pay', paymentDeadline(share)),
    point('list', share.listDate ?? null),
  ];
};

export type ApplicationPhase =
  | 'awaiting-draw'
  | 'not-allotted'
  /** Allotted, type 1, deadline not passed: pay-in possible. */
  | 'payment-due'
  /** Allotted, type 1, deadline passed unpaid: nothing was or will be debited. */
  | 'lapsed'
  | 'paid'
  | 'listed';

export interface ApplicationLike {
  status?: number | null;
  type?: number | null;
}

export const applicationPhase = (
  app: ApplicationLike,
  share: ShareDates | undefined,
  now: number,
): ApplicationPhase => {
  switch (app.status) {
    case SubscriptionStatus.NOT_ALLOTTED:
      return 'not-allotted';
    case SubscriptionStatus.ALLOTTED: {
      if (app.type !== SubscribeType.IPO) return 'paid';
      const deadline = share ? paymentDeadline(share) : null;
      return deadline != null && deadline < now ? 'lapsed' : 'payment-due';
    }
    case SubscriptionStatus.PAID:
      return 'paid';
    case SubscriptionStatus.MOVED_TO_POSITION:
      return 'listed';
    default:
      return 'awaiting-draw';
  }
};
