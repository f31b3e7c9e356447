// My deposit orders (`/user/recharge/list.do`, api-contract §13.5), newest first: the records pages
// list them, and the deposit form reconciles a lost reply against them. Polled while shown, since
// a deposit is approved or rejected in the back office, never by the trader.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { RechargeStatus } from '@/api/contracts/codes';
import { rechargeList } from '@/api/contracts/endpoints/money';
import type { UserRecharge } from '@/api/contracts/models/money';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import { KEY_ROOTS } from './keys';
import { allRows, rowsPageOf, type RowsPage } from './page-rows';
import { livePoll, liveStaleTime } from './poll';

/** What the reference's deposit list asks for (§9.3). */
export const RECHARGE_PAGE_SIZE = 15;
export const RECORDS_POLL_MS = 10_000;

export interface RechargeFilter {
  /** Only orders in this state; every state when absent. */
  status?: RechargeStatus;
}

export const rechargeKeys = {
  all: KEY_ROOTS.recharges,
  list: (f: RechargeFilter = {}) => [...KEY_ROOTS.recharges, 'list', f.status ?? 'all'] as const,
};

export const fetchRechargePage = async (
  pageNum: number,
  filter: RechargeFilter = {},
  pageSize = RECHARGE_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<RowsPage<UserRecharge>> =>
  rowsPageOf(
    (
      await request(
        rechargeList,
        {
          pageNum,
          pageSize,
          ...(filter.status === undefined ? {} : { orderStatus: String(filter.status) }),
        },
        { alert: 'none', signal },
      )
    ).data,
  );

export const useRechargeList = (filter: RechargeFilter = {}) => {
  const token = useAppStore((s) => s.token);
  const query = useInfiniteQuery({
    queryKey: rechargeKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      fetchRechargePage(pageParam, filter, RECHARGE_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage,
    enabled: token !== '',
    refetchInterval: livePoll(RECORDS_POLL_MS),
    staleTime: liveStaleTime(5_000),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => allRows(query.data?.pages), [query.data]);
  return { ...query, rows, isVisitor: token === '' };
};
