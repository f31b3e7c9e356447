// My funds ledger (`/user/cash/list.do`, api-contract §13.4), newest first: every balance change
// with its type, amount and summary. Polled while shown: approvals, closes and refunds add rows.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { cashList } from '@/api/contracts/endpoints/money';
import type { UserCashDetail } from '@/api/contracts/models/money';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import { KEY_ROOTS } from './keys';
import { allRows, rowsPageOf, type RowsPage } from './page-rows';
import { livePoll, liveStaleTime } from './poll';
import { RECORDS_POLL_MS } from './recharges';

/** What the reference's ledger asks for (§9.3). */
export const CASH_PAGE_SIZE = 10;

export interface CashFilter {
  /** Only the rows of one position (or funding application). */
  positionId?: number;
}

export const cashRecordKeys = {
  all: KEY_ROOTS.cashRecords,
  list: (f: CashFilter = {}) => [...KEY_ROOTS.cashRecords, 'list', f.positionId ?? 'all'] as const,
};

export const fetchCashPage = async (
  pageNum: number,
  filter: CashFilter = {},
  pageSize = CASH_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<RowsPage<UserCashDetail>> =>
  rowsPageOf(
    (
      await request(
        cashList,
        { pageNum, pageSize, ...(filter.positionId === undefined ? {} : filter) },
        { alert: 'none', signal },
      )
    ).data,
  );

export const useCashList = (filter: CashFilter = {}) => {
  const token = useAppStore((s) => s.token);
  const query = useInfiniteQuery({
    queryKey: cashRecordKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchCashPage(pageParam, filter, CASH_PAGE_SIZE, signal),
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
