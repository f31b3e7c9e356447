// The A-share rankings (api-contract §8.15, §9.2) and the market tab's poll rates (the index and
// futures lists and the product switches have their homes in lib/queries). Live lists poll with
// TanStack's `refetchInterval`, which stops while the document is hidden and resumes when it is
// shown again; the rows of the previous key stay on screen while a new sort or board loads.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { getStockSort } from '@/api/contracts/endpoints/market';
import { request } from '@/lib/api-client';
import { livePollOf } from '@/lib/queries/poll';

import type { Board } from '../model/markets';
import type { ServerSort } from '../model/sorting';

/** screens §1.11: the reference refreshed its market lists every second. */
export const LIST_POLL_MS = 1000;
/** /indexlist and /indexsearchlist refresh every 5 s (screens §1.11). */
export const INDEX_PAGE_POLL_MS = 5000;
export const RANKING_PAGE_SIZE = 100;
/** Pages loaded beyond which the ranking polls every DEEP_LIST_POLL_MS instead. */
export const DEEP_LIST_PAGES = 2;
export const DEEP_LIST_POLL_MS = 5000;

export const marketListKeys = {
  all: ['market'] as const,
  ranking: (node: Board, sort: ServerSort) =>
    ['market', 'ranking', node, sort.sort, sort.asc] as const,
};

/** One A-share board ranked by the server, 100 rows a page, more pages as the trader scrolls. */
export const useRanking = (node: Board, sort: ServerSort) =>
  useInfiniteQuery({
    queryKey: marketListKeys.ranking(node, sort),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      (
        await request(
          getStockSort,
          { pageNo: pageParam, pageSize: RANKING_PAGE_SIZE, sort: sort.sort, asc: sort.asc, node },
          { alert: 'none', signal },
        )
      ).data,
    // A short page is the last one.
    getNextPageParam: (last, _all, lastParam) =>
      last.length < RANKING_PAGE_SIZE ? undefined : lastParam + 1,
    // A refetch reloads every loaded page: past a few pages the list refreshes less often, so a
    // trader deep in the ranking does not send ten requests a second.
    refetchInterval: (query) =>
      livePollOf(
        query,
        (query.state.data?.pages.length ?? 1) > DEEP_LIST_PAGES ? DEEP_LIST_POLL_MS : LIST_POLL_MS,
      ),
    placeholderData: keepPreviousData,
  });
