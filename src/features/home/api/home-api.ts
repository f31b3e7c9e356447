// Everything /home shows (screens §4.1): banners, the index strip, the advancers/decliners
// summary, today's top gainers, news by category and the latest announcements. Live parts poll
// only while the page is visible (TanStack pauses refetch intervals in hidden tabs).
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { getStockSort, getZdfNumber } from '@/api/contracts/endpoints/market';
import { artList, getBannerByPlat, getNewsList } from '@/api/contracts/endpoints/site';
import { request } from '@/lib/api-client';
import { indexListQuery, useIndexList } from '@/lib/queries/index-list';
import { livePoll } from '@/lib/queries/poll';
import { siteInfoQuery } from '@/lib/queries/site-info';

/** Index strip and gainers: every 3 s (the reference reloaded its mini chart 3 s after each reply). */
export const HOME_QUOTES_POLL_MS = 3000;
export const SUMMARY_POLL_MS = 10_000;
export const HOT_STOCK_COUNT = 6;

/** News categories shown on home (api-contract §4 code table): economy, commodities, companies, central banks. */
export const HOME_NEWS_TYPES = [2, 5, 6, 7] as const;
export type HomeNewsType = (typeof HOME_NEWS_TYPES)[number];

const quiet = { alert: 'none' } as const;

const bannersQuery = queryOptions({
  queryKey: ['home', 'banners'],
  queryFn: async () => (await request(getBannerByPlat, { platType: 'm' }, quiet)).data,
  staleTime: 5 * 60_000,
});

const summaryQuery = queryOptions({
  queryKey: ['market', 'zdf'],
  queryFn: async () => (await request(getZdfNumber, {}, quiet)).data,
});

const hotStocksQuery = queryOptions({
  queryKey: ['market', 'hot'],
  queryFn: async () =>
    (
      await request(
        getStockSort,
        { pageNo: 1, pageSize: HOT_STOCK_COUNT, sort: 'changepercent', asc: 0, node: 'hs_a' },
        quiet,
      )
    ).data,
});

const homeNewsQuery = (type: HomeNewsType) =>
  queryOptions({
    queryKey: ['news', 'home', type],
    queryFn: async () =>
      (await request(getNewsList, { pageNum: 1, pageSize: 5, type }, quiet)).data.list,
    staleTime: 60_000,
  });

const latestNoticesQuery = queryOptions({
  queryKey: ['notices', 'latest'],
  queryFn: async () => (await request(artList, { pageNum: 1, pageSize: 3 }, quiet)).data.list,
  staleTime: 60_000,
});

export const useBanners = () => useQuery(bannersQuery);

export const useHomeIndexes = () =>
  useIndexList({
    select: (rows) => {
      const home = rows.filter((r) => r.homeShow === 1);
      return (home.length > 0 ? home : rows).slice(0, 3);
    },
    pollMs: HOME_QUOTES_POLL_MS,
    keepPrevious: true,
  });

export const useMarketSummary = () =>
  useQuery({ ...summaryQuery, refetchInterval: livePoll(SUMMARY_POLL_MS) });

export const useHotStocks = () =>
  useQuery({
    ...hotStocksQuery,
    refetchInterval: livePoll(HOME_QUOTES_POLL_MS),
    placeholderData: keepPreviousData,
  });

export const useHomeNews = (type: HomeNewsType, enabled = true) =>
  useQuery({ ...homeNewsQuery(type), enabled });

export const useLatestNotices = () => useQuery(latestNoticesQuery);

/**
 * Everything the first screen of /home asks for, started before the page renders (boot calls it
 * when /home is the opened page); not the news below it, which loads when near the viewport. The
 * same keys and functions as the hooks, so they find the data (or the request in flight) instead
 * of asking again.
 */
export const prefetchHome = (client: QueryClient): void => {
  void client.prefetchQuery(bannersQuery);
  void client.prefetchQuery(siteInfoQuery);
  void client.prefetchQuery(indexListQuery);
  void client.prefetchQuery(summaryQuery);
  void client.prefetchQuery(hotStocksQuery);
  void client.prefetchQuery(latestNoticesQuery);
};
