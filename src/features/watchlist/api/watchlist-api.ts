// My watchlist rows (`/user/option/list.do`, api-contract §11.2) with live prices from the
// server. Pages of 50; polled every 3 s while visible so prices stay current.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { optionList } from '@/api/contracts/endpoints/trading';
import type { StockOptionListVO } from '@/api/contracts/models/market';
import { request } from '@/lib/api-client';
import { livePagedListProps } from '@/lib/queries/list-props';
import { livePoll } from '@/lib/queries/poll';
import { watchlistKeys } from '@/lib/queries/watchlist';
import { useAppStore } from '@/stores/app-store';

export const WATCHLIST_PAGE_SIZE = 50;
export const WATCHLIST_POLL_MS = 3000;

export const useWatchlist = (keyWords = '') => {
  const token = useAppStore((s) => s.token);
  const query = useInfiniteQuery({
    queryKey: watchlistKeys.list(keyWords),
    queryFn: async ({ pageParam }) =>
      (
        await request(
          optionList,
          { pageNum: pageParam, pageSize: WATCHLIST_PAGE_SIZE, keyWords },
          { alert: 'none' },
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNum + 1 : undefined),
    enabled: token !== '',
    refetchInterval: livePoll(WATCHLIST_POLL_MS),
    placeholderData: keepPreviousData,
    notifyOnChangeProps: livePagedListProps(),
  });
  const rows: StockOptionListVO[] = query.data?.pages.flatMap((p) => p.list) ?? [];
  return { ...query, rows, isVisitor: token === '' };
};
