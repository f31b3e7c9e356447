// Stock search (getStock.do, api-contract §8.7): code, name or pinyin initials, 15 a page. The
// keyword is part of the query key, so a new keyword starts again at page 1 (the reference kept
// counting pages across keywords and skipped the first results of every later search).
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { getStock } from '@/api/contracts/endpoints/market';
import { request } from '@/lib/api-client';
import { livePoll } from '@/lib/queries/poll';

export const SEARCH_PAGE_SIZE = 15;
/** Search results are quotes too: refreshed every 5 s, like the reference's search pages. */
export const SEARCH_POLL_MS = 5000;

export const searchKeys = {
  stocks: (keyWords: string) => ['market', 'search', keyWords] as const,
};

export const useStockSearch = (keyWords: string) =>
  useInfiniteQuery({
    queryKey: searchKeys.stocks(keyWords),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      (
        await request(
          getStock,
          { pageNum: pageParam, pageSize: SEARCH_PAGE_SIZE, keyWords },
          { alert: 'none', signal },
        )
      ).data,
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNum + 1 : undefined),
    enabled: keyWords !== '',
    refetchInterval: keyWords !== '' ? livePoll(SEARCH_POLL_MS) : false,
    placeholderData: keepPreviousData,
  });
