// New shares (api-contract §12.1–§12.7): the IPO calendar (no login needed), today's grab list,
// my applications and my allotments — one home for the hub, the detail pages, the records and
// the payment planner on the profile tab. The calendar and grab lists live under `newShares`, the
// user's rows under `subscriptions`, so an application, a pay-in or a grab refreshes every screen
// showing them (writes.ts). The user's rows are polled while shown: the mock's lifecycle (the
// draw, the deadline, listing day) and the back office change them, never the trader.
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import {
  getOneSubscribeByUserId,
  getZqjl,
  newStockList,
  newStockQc,
} from '@/api/contracts/endpoints/ipo';
import type { StockSubscribe, UserStockSubscribe } from '@/api/contracts/models/ipo';
import { beijingMidnight, isSubscribableOn } from '@/api/contracts/new-share-timeline';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import { KEY_ROOTS } from './keys';
import { allRows, rowsPageOf } from './page-rows';
import { livePoll, liveStaleTime } from './poll';

/** What the reference's hub asks for (§7.1). */
export const CALENDAR_PAGE_SIZE = 9;
export const SUBSCRIPTIONS_POLL_MS = 10_000;

export const newShareKeys = {
  all: KEY_ROOTS.newShares,
  calendar: [...KEY_ROOTS.newShares, 'calendar'] as const,
  share: (code: string) => [...KEY_ROOTS.newShares, 'share', code] as const,
  grab: [...KEY_ROOTS.newShares, 'grab'] as const,
};

export const subscriptionKeys = {
  all: KEY_ROOTS.subscriptions,
  mine: [...KEY_ROOTS.subscriptions, 'mine'] as const,
  allotted: [...KEY_ROOTS.subscriptions, 'allotted'] as const,
};

const quiet = (signal?: AbortSignal) => ({ alert: 'none', signal }) as const;

export const fetchCalendarPage = async (pageNum: number, signal?: AbortSignal) =>
  rowsPageOf(
    (await request(newStockList, { pageNum, pageSize: CALENDAR_PAGE_SIZE }, quiet(signal))).data,
  );

/** The calendar (shares subscribing today or later, earliest first), page by page. */
export const useNewShareCalendar = () => {
  const query = useInfiniteQuery({
    queryKey: newShareKeys.calendar,
    queryFn: ({ pageParam, signal }) => fetchCalendarPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage,
    staleTime: 30_000,
  });
  const rows = useMemo(() => allRows(query.data?.pages), [query.data]);
  return { ...query, rows };
};

export interface CalendarSplit {
  /** 可申购: the subscription day is today (Beijing). */
  open: StockSubscribe[];
  /** 待申购: later. */
  upcoming: StockSubscribe[];
}

/** The hub's two sub-tabs, as the reference filters the calendar on the client. */
export const splitCalendar = (rows: readonly StockSubscribe[], now: number): CalendarSplit => {
  const today = beijingMidnight(now);
  return {
    open: rows.filter((r) => isSubscribableOn(r, now)),
    upcoming: rows.filter(
      (r) => r.subscribeTime != null && beijingMidnight(r.subscribeTime) > today,
    ),
  };
};

/**
 * One share of the calendar by its code (the detail page's row). The backend filters `code` with
 * LIKE, so the exact code is picked from the answer; null when the share is not (or no longer)
 * on the calendar. The query object is exported for pages that look up several codes at once.
 */
export const newShareQuery = (code: string) =>
  queryOptions({
    queryKey: newShareKeys.share(code),
    queryFn: async ({ signal }): Promise<StockSubscribe | null> => {
      const page = (await request(newStockList, { code, pageNum: 1, pageSize: 50 }, quiet(signal)))
        .data;
      return page.list.find((r) => r.code === code) ?? null;
    },
    enabled: code !== '',
    staleTime: 30_000,
  });

export const useNewShare = (code: string) => useQuery(newShareQuery(code));

/** Today's grab list (§12.6: shares listing today); needs a login. */
export const useGrabList = () => {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: newShareKeys.grab,
    queryFn: async ({ signal }) =>
      (await request(newStockQc, { pageSize: CALENDAR_PAGE_SIZE }, quiet(signal))).data,
    enabled: token !== '',
    staleTime: 30_000,
  });
};

const useUserRows = (
  queryKey: readonly string[],
  fetch: (signal?: AbortSignal) => Promise<UserStockSubscribe[]>,
  pollMs: number | false,
) => {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    enabled: token !== '',
    refetchInterval: pollMs === false ? false : livePoll(pollMs),
    staleTime: liveStaleTime(5_000),
    placeholderData: keepPreviousData,
  });
};

export const fetchMySubscriptions = async (signal?: AbortSignal) =>
  (await request(getOneSubscribeByUserId, {}, quiet(signal))).data;

export const fetchAllotments = async (signal?: AbortSignal) =>
  (await request(getZqjl, {}, quiet(signal))).data;

export interface UserRowsOptions {
  /** Poll interval while shown; false for none. Default SUBSCRIPTIONS_POLL_MS. */
  pollMs?: number | false;
}

/** Every application of mine (types 1–3), newest first (§12.3). */
export const useMySubscriptions = ({ pollMs = SUBSCRIPTIONS_POLL_MS }: UserRowsOptions = {}) =>
  useUserRows(subscriptionKeys.mine, fetchMySubscriptions, pollMs);

/** My allotted applications (status ≥ 3), newest first (§12.4). */
export const useAllotments = ({ pollMs = SUBSCRIPTIONS_POLL_MS }: UserRowsOptions = {}) =>
  useUserRows(subscriptionKeys.allotted, fetchAllotments, pollMs);
