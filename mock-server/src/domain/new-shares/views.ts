// The new-share reads (api-contract §12.1, §12.3, §12.4, §12.6) over the store, at the mock clock.
import type { StockSubscribeRow } from '../../../../fixtures/src/ipo';
import { SubscriptionStatus } from '../../../../src/api/contracts/codes';
import type { UserStockSubscribe } from '../../../../src/api/contracts/models/ipo';
import { beijingMidnight } from '../../../../src/api/contracts/new-share-timeline';
import type { MockStore } from '../../store/store';

export interface CalendarFilter {
  name?: string;
  code?: string;
  zt?: number;
  isLock?: number;
  type?: number;
}

/** MyBatis `<if test="x != null and x != ''">`: a blank text filters nothing. */
const given = (text: string | undefined): string | undefined =>
  text === undefined || text.trim() === '' ? undefined : text;

const sameOrUnset = (wanted: number | undefined, value: number | null | undefined) =>
  wanted === undefined || value === wanted;

/** §12.1: shares whose subscription day is today or later (Beijing), earliest first; LIKE filters. */
export const calendarRows = (
  store: MockStore,
  filter: CalendarFilter,
  now: number,
): StockSubscribeRow[] => {
  const today = beijingMidnight(now);
  const name = given(filter.name);
  const code = given(filter.code);
  return store.tables.stockSubscribes.rows
    .filter(
      (s) =>
        s.subscribeTime != null &&
        s.subscribeTime >= today &&
        (name === undefined || s.name.includes(name)) &&
        (code === undefined || s.code.includes(code)) &&
        sameOrUnset(filter.zt, s.zt) &&
        sameOrUnset(filter.isLock, s.isLock) &&
        sameOrUnset(filter.type, s.type),
    )
    .sort((a, b) => (a.subscribeTime ?? 0) - (b.subscribeTime ?? 0) || a.id - b.id);
};

/** §12.6: shares listing today (Beijing), in listing order. */
export const listingToday = (store: MockStore, now: number): StockSubscribeRow[] => {
  const today = beijingMidnight(now);
  return store.tables.stockSubscribes.rows
    .filter((s) => s.listDate != null && beijingMidnight(s.listDate) === today)
    .sort((a, b) => (a.listDate ?? 0) - (b.listDate ?? 0) || a.id - b.id);
};

const newestFirst = (a: UserStockSubscribe, b: UserStockSubscribe) =>
  (b.addTime ?? '').localeCompare(a.addTime ?? '') || b.id - a.id;

/**
 * §12.3: the caller's applications, newest first, only those whose share is still on the
 * calendar table; `type` filters when not blank (compared as the column's number, as SQL does).
 */
export const myApplications = (
  store: MockStore,
  userId: number,
  type: string | undefined,
): UserStockSubscribe[] => {
  const text = given(type);
  const wanted = text === undefined ? undefined : Number(text.trim());
  return store.tables.userStockSubscribes
    .where('userId', userId)
    .filter(
      (row) =>
        (wanted === undefined || row.type === wanted) &&
        store.tables.stockSubscribes.first('code', row.newCode) !== undefined,
    )
    .sort(newestFirst);
};

/** §12.4: the caller's allotments (status ≥ 3: allotted, paid, listed), newest first. */
export const myAllotments = (store: MockStore, userId: number): UserStockSubscribe[] =>
  store.tables.userStockSubscribes
    .where('userId', userId)
    .filter((row) => (row.status ?? 0) >= SubscriptionStatus.ALLOTTED)
    .sort(newestFirst);
