// My withdrawal requests (`/user/withdraw/list.do`, api-contract §13.6), newest first: the records
// pages list them (with cancel on pending ones), and the withdrawal form and the cancel reconcile
// a lost reply against them. Polled while shown: the back office pays or rejects them.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { WithdrawStatus } from '@/api/contracts/codes';
import { withdrawList } from '@/api/contracts/endpoints/money';
import type { UserWithdraw } from '@/api/contracts/models/money';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import { KEY_ROOTS } from './keys';
import { allRows, rowsPageOf, type RowsPage } from './page-rows';
import { livePoll, liveStaleTime } from './poll';
import { RECORDS_POLL_MS } from './recharges';

/** What the reference's withdrawal list asks for (§9.3; the server's default is 8). */
export const WITHDRAW_PAGE_SIZE = 15;

export interface WithdrawFilter {
  /** Only requests in this state; every state when absent. */
  status?: WithdrawStatus;
}

export const withdrawalKeys = {
  all: KEY_ROOTS.withdrawals,
  list: (f: WithdrawFilter = {}) => [...KEY_ROOTS.withdrawals, 'list', f.status ?? 'all'] as const,
};

export const fetchWithdrawPage = async (
  pageNum: number,
  filter: WithdrawFilter = {},
  pageSize = WITHDRAW_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<RowsPage<UserWithdraw>> =>
  rowsPageOf(
    (
      await request(
        withdrawList,
        {
          pageNum,
          pageSize,
          ...(filter.status === undefined ? {} : { withStatus: String(filter.status) }),
        },
        { alert: 'none', signal },
      )
    ).data,
  );

export const useWithdrawList = (filter: WithdrawFilter = {}) => {
  const token = useAppStore((s) => s.token);
  const query = useInfiniteQuery({
    queryKey: withdrawalKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      fetchWithdrawPage(pageParam, filter, WITHDRAW_PAGE_SIZE, signal),
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
