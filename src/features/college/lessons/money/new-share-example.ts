// The new-shares lesson's worked example: an application day → the allotment's publication, the
// payment deadline and the reminder, from the timeline the detail page, the records and the mock
// follow (new-share-timeline.ts, ADR 0027); and what an allotment costs, with the payment planner
// of /sharerecord deciding whether the available funds cover it.
import { SubscribeType, SubscriptionStatus } from '@/api/contracts/codes';
import type { UserStockSubscribe } from '@/api/contracts/models/ipo';
import {
  allotmentPublishAt,
  deadlineFromPublication,
  deadlineReminderAt,
} from '@/api/contracts/new-share-timeline';
import { BEIJING_OFFSET_MS } from '@/api/contracts/trading-hours';
import { timesShares } from '@/lib/money/exact-money';
import { planPayments } from '@/lib/new-shares/payment-plan';

/** Subscriptions open at 09:30 Beijing on the application day, as on the new-share calendar. */
const OPEN_MINUTE = 9 * 60 + 30;

/** "yyyy-MM-dd" (a Beijing calendar day) → 09:30 Beijing that day, epoch ms; null when unreadable. */
export const applicationInstant = (day: string): number | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const midnight = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(midnight) ? null : midnight - BEIJING_OFFSET_MS + OPEN_MINUTE * 60_000;
};

/** "yyyy-MM-dd HH:mm:ss" in Beijing time, as the backend writes `endTime`. */
const beijingText = (epochMs: number): string =>
  new Date(epochMs + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

export interface NewShareInput {
  /** "yyyy-MM-dd", the application (subscription) day. */
  day: string;
  /** 1 online application (pay if allotted), 2 offline placement (paid when applying). */
  type: typeof SubscribeType.IPO | typeof SubscribeType.OFFLINE_PLACEMENT;
  shares: number;
  price: number;
  available: number;
}

export interface NewShareExample {
  dates: { subscribeTime: number; subscriptionTime: number };
  publishAt: number;
  deadline: number;
  reminderAt: number;
  /** shares × issue price, "1234.50". */
  amount: string;
  /** Online applications only: the planner's verdict just after the publication. */
  plan: { covers: boolean | null; shortfall: string } | null;
}

export const newShareExample = (input: NewShareInput): NewShareExample | null => {
  const applied = applicationInstant(input.day);
  if (applied === null) return null;
  // As the calendar is built: published 18:00 the weekday after applying, due 16:00 the next one.
  const published = allotmentPublishAt({ subscribeTime: applied }) ?? applied;
  const deadline = deadlineFromPublication(published);
  const dates = { subscribeTime: applied, subscriptionTime: deadline };
  const amount = timesShares(input.price, input.shares) ?? '0.00';
  const plan =
    input.type === SubscribeType.IPO
      ? planPayments(
          [allottedRow(input, amount, published)],
          () => dates,
          input.available,
          published,
        )
      : null;
  return {
    dates,
    publishAt: allotmentPublishAt(dates) ?? published,
    deadline,
    reminderAt: deadlineReminderAt(dates) ?? deadline,
    amount,
    plan: plan && { covers: plan.covers, shortfall: plan.shortfall },
  };
};

/** The application as the records would hold it once allotted (only what the planner reads). */
const allottedRow = (
  input: NewShareInput,
  amount: string,
  published: number,
): UserStockSubscribe => ({
  id: 1,
  newCode: 'example',
  // The records carry the bond as a JSON number: an amount of 2 decimals is exact as one.
  bond: Number(amount),
  buyPrice: input.price,
  applyNums: input.shares,
  applyNumber: input.shares,
  type: input.type,
  status: SubscriptionStatus.ALLOTTED,
  endTime: beijingText(published),
});
