// Funding (配资): the caller's sub-accounts in trading (`/user/funds/getUserSubaccount.do`,
// api-contract §14.6), which the split-account ticket picks from and the allocation pages list, and
// the positions held in them (`/user/funds/fundsList.do`, §14.7), cached under the positions' keys
// (`['positions', 'funds', …]`, lib/queries/positions.ts) so a booking or a close refreshes them
// with every other position.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { fundsList, getUserSubaccount } from '@/api/contracts/endpoints/funds';
import { request } from '@/lib/api-client';

import { KEY_ROOTS } from './keys';
import { pagedListProps } from './list-props';
import { livePoll, liveStaleTime } from './poll';
import type { PositionState } from './positions';

export const fundingSubaccountKeys = {
  all: KEY_ROOTS.funding,
  subaccounts: [...KEY_ROOTS.funding, 'subaccounts'] as const,
};

export const useFundingSubaccounts = (enabled: boolean) =>
  useQuery({
    queryKey: fundingSubaccountKeys.subaccounts,
    queryFn: async () => (await request(getUserSubaccount, {}, { alert: 'none' })).data.list,
    enabled,
  });

/** One page of the positions in the caller's sub-accounts. */
export const fetchFundingPositionPage = async (
  params: { state: 0 | 1; stockCode?: string; pageNum: number; pageSize: number },
  signal?: AbortSignal,
) => (await request(fundsList, params, { alert: 'none', signal })).data;

export const FUNDING_POSITIONS_PAGE_SIZE = 10;

/**
 * `positionKeys.list('funds', { state })` of positions.ts, spelt out so the allocation pages do
 * not load the other accounts' position requests (funding.test.ts keeps the two equal).
 */
export const fundingPositionListKey = (state: PositionState) =>
  [...KEY_ROOTS.positions, 'funds', 'list', state, '', ''] as const;
export const FUNDING_POSITIONS_POLL_MS = 5_000;

/** The open (0) or closed (1) sub-account positions, 10 a page, refreshed every 5 s while shown. */
export const useFundingPositions = (state: PositionState, enabled = true) => {
  const query = useInfiniteQuery({
    queryKey: fundingPositionListKey(state),
    queryFn: ({ pageParam, signal }) =>
      fetchFundingPositionPage(
        { state, pageNum: pageParam, pageSize: FUNDING_POSITIONS_PAGE_SIZE },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNum + 1 : undefined),
    enabled,
    refetchInterval: livePoll(FUNDING_POSITIONS_POLL_MS),
    staleTime: liveStaleTime(2_000),
    placeholderData: keepPreviousData,
    notifyOnChangeProps: pagedListProps(),
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  return { ...query, rows };
};

/** Up to this many open sub-account positions are summed for an allocation's figures. */
const ALL_OPEN_PAGE_SIZE = 100;

/** Every open sub-account position (first 100), for the allocations' stock figures and risk. */
export const useAllOpenFundingPositions = (enabled = true) =>
  useQuery({
    queryKey: [...KEY_ROOTS.positions, 'funds', 'open-all'] as const,
    queryFn: async ({ signal }) =>
      (
        await fetchFundingPositionPage(
          { state: 0, pageNum: 1, pageSize: ALL_OPEN_PAGE_SIZE },
          signal,
        )
      ).list,
    enabled,
    refetchInterval: livePoll(FUNDING_POSITIONS_POLL_MS),
    staleTime: liveStaleTime(2_000),
  });
