// The payment deadline planner (issue 20): which allotments must be paid in, by when, and whether
// the available balance covers them. Pure and exact (exact-money.ts); shared by /sharerecord and the profile tab.
// An application carries no deadline: the share's calendar row gives it when the app can read it,
// else it is estimated from the allotment's publication (`endTime`, new-share-timeline.ts) and
// said to be an estimate.

import type { UserStockSubscribe } from '@/api/contracts/models/ipo';
import {
  applicationPhase,
  deadlineFromPublication,
  paymentDeadline,
  type ApplicationPhase,
  type ShareDates,
} from '@/api/contracts/new-share-timeline';

import { toUnits, toYuanText } from '@/lib/money/exact-money';

/** "yyyy-MM-dd HH:mm:ss" in Beijing time (api-contract §1) → epoch ms; null when unreadable. */
export const parseBeijingText = (text: string | null | undefined): number | null => {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(text?.trim() ?? '');
  if (!m) return null;
  const ms = Date.parse(`${m[1]}T${m[2]}+08:00`);
  return Number.isNaN(ms) ? null : ms;
};

export interface ApplicationDates {
  /** Undefined when neither the calendar nor the publication gives a date. */
  dates: ShareDates | undefined;
  /** The deadline is estimated from the publication, not read from the calendar. */
  isEstimated: boolean;
}

/** The share's dates for one application: its calendar row, else the estimate. */
export const applicationDates = (
  app: Pick<UserStockSubscribe, 'endTime'>,
  share: ShareDates | null | undefined,
): ApplicationDates => {
  if (share) return { dates: share, isEstimated: false };
  const published = parseBeijingText(app.endTime);
  if (published == null) return { dates: undefined, isEstimated: false };
  return { dates: { subscriptionTime: deadlineFromPublication(published) }, isEstimated: true };
};

/** The calendar rows the app could read, by code (a code missing → not on the calendar). */
export type ShareLookup = (code: string) => ShareDates | null | undefined;

export const phaseOf = (
  app: UserStockSubscribe,
  shareOf: ShareLookup,
  now: number,
): ApplicationPhase =>
  applicationPhase(app, applicationDates(app, shareOf(app.newCode)).dates, now);

export interface DueItem {
  id: number;
  name: string;
  code: string;
  /** What paying in costs (`bond`), decimal text. */
  amount: string;
  /** Epoch ms, null when unknown (the server then decides). */
  deadline: number | null;
  isEstimated: boolean;
  /** Available funds cover this one and every one due before it. */
  isCovered: boolean | null;
}

export interface PaymentPlan {
  /** Earliest deadline first; unknown deadlines last. */
  items: DueItem[];
  total: string;
  /** Null while the balance is unknown. */
  available: string | null;
  covers: boolean | null;
  /** What is missing to pay every one (0 when covered). */
  shortfall: string;
}

export const planPayments = (
  rows: readonly UserStockSubscribe[],
  shareOf: ShareLookup,
  enableAmt: number | string | null | undefined,
  now: number,
): PaymentPlan => {
  const due = rows
    .map((row) => ({ row, when: applicationDates(row, shareOf(row.newCode)) }))
    .filter(({ row, when }) => applicationPhase(row, when.dates, now) === 'payment-due')
    .map(({ row, when }) => ({
      row,
      deadline: when.dates ? paymentDeadline(when.dates) : null,
      isEstimated: when.isEstimated,
    }))
    .sort((a, b) => (a.deadline ?? Infinity) - (b.deadline ?? Infinity));
  const available = toUnits(enableAmt);
  let running = 0n;
  const items = due.map(({ row, deadline, isEstimated }): DueItem => {
    const amount = toUnits(row.bond) ?? 0n;
    running += amount;
    return {
      id: row.id,
      name: row.newName ?? row.newCode,
      code: row.newCode,
      amount: toYuanText(amount),
      deadline,
      isEstimated,
      isCovered: available === null ? null : running <= available,
    };
  });
  const missing = available === null ? 0n : running - available;
  return {
    items,
    total: toYuanText(running),
    available: available === null ? null : toYuanText(available),
    covers: available === null ? null : running <= available,
    shortfall: toYuanText(missing > 0n ? missing : 0n),
  };
};

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The time left split for display; zero once passed. */
export const countdownParts = (msLeft: number): CountdownParts => {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
};

const HOUR_MS = 3_600_000;

/**
 * When the countdown's text next changes: it shows seconds in the last hour, whole minutes before,
 * so it redraws on the next second or minute boundary of the time left (then every 1 s / 60 s).
 */
export const countdownTickMs = (msLeft: number): number => {
  if (msLeft <= 0) return 60_000;
  const step = msLeft < HOUR_MS ? 1_000 : 60_000;
  return msLeft % step || step;
};
