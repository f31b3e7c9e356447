// Market list data (api-contract §8.15, §9.2, §10.1 and the futures list of §11.13): key factories
// and hooks. Live lists poll with TanStack's `refetchInterval`, which stops while the document is
// hidden (`refetchIntervalInBackground` stays false) and resumes when it is shown again; the rows
// of the previous key stay on screen while a new sort or board loads, so nothing flickers.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { futuresQueryList, queryListIndex } from '@/api/contracts/endpoints/index-futures';
import { getStockSort } from '@/api/contracts/endpoints/market';
import { getProductSetting } from '@/api/contracts/endpoints/site';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

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
  indexes: ['market', 'indexes'] as const,
  futures: ['market', 'futures'] as const,
  productSetting: ['site', 'product'] as const,
};

/**
 * The product display toggles. Nothing else loads them before the market tab, so this query does
 * and copies them into the store's `settingForm` (all false until it answers).
 */
export const useProductSettingSync = () => {
  const setSettingForm = useAppStore((s) => s.setSettingForm);
  const query = useQuery({
    queryKey: marketListKeys.productSetting,
    queryFn: async () => (await request(getProductSetting, {}, { alert: 'none' })).data,
    staleTime: 5 * 60_000,
  });
  const { data } = query;
  useEffect(() => {
    if (!data) return;
    setSettingForm({
      stockDisplay: data.stockDisplay ?? false,
      kcStockDisplay: data.kcStockDisplay ?? false,
      indexDisplay: data.indexDisplay ?? false,
      futuresDisplay: data.futuresDisplay ?? false,
    });
  }, [data, setSettingForm]);
  return query;
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
      (query.state.data?.pages.length ?? 1) > DEEP_LIST_PAGES ? DEEP_LIST_POLL_MS : LIST_POLL_MS,
    placeholderData: keepPreviousData,
  });

/** `pollMs` false: fetched once (the index search page polls only while showing results). */
export const useIndexList = (pollMs: number | false) =>
  useQuery({
    queryKey: marketListKeys.indexes,
    queryFn: async ({ signal }) =>
      (await request(queryListIndex, {}, { alert: 'none', signal })).data,
    refetchInterval: pollMs,
  });

/** The backend pages the futures list (10 by default); a site lists a handful, so one page. */
const FUTURES_PAGE_SIZE = 100;

export const useFuturesList = () =>
  useQuery({
    queryKey: marketListKeys.futures,
    queryFn: async ({ signal }) =>
      (
        await request(
          futuresQueryList,
          { pageNum: 1, pageSize: FUTURES_PAGE_SIZE },
          { alert: 'none', signal },
        )
      ).data,
    refetchInterval: LIST_POLL_MS,
  });
