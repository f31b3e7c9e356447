// Everything /home shows (screens §4.1): banners, the index strip, the advancers/decliners
// summary, today's top gainers, news by category and the latest announcements. Live parts poll
// only while the page is visible (TanStack pauses refetch intervals in hidden tabs).
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { getStockSort, getZdfNumber } from '@/api/contracts/endpoints/market';
import { request } from '@/lib/api-client';
import { latestArticlesQuery, useLatestArticles } from '@/lib/queries/articles';
import { indexListQuery, useIndexList } from '@/lib/queries/index-list';
import { NEWS_TAB_TYPES, useNewsPreview, type NewsTabType } from '@/lib/queries/news';
import { livePoll } from '@/lib/queries/poll';
import { siteInfoQuery } from '@/lib/queries/site-info';

import { bannersQuery } from './home-banners';

/** Index strip and gainers: every 3 s (the reference reloaded its mini chart 3 s after each reply). */
export const HOME_QUOTES_POLL_MS = 3000;
export const SUMMARY_POLL_MS = 10_000;
export const HOT_STOCK_COUNT = 6;

/** News categories shown on home: the four tabs of /news (lib/queries/news). */
export const HOME_NEWS_TYPES = NEWS_TAB_TYPES;
export type HomeNewsType = NewsTabType;
/** Items per tab in the home preview. */
export const HOME_NEWS_COUNT = 5;

const quiet = { alert: 'none' } as const;

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

/** The newest items of a tab: the first page of the /news list (its one home), so /news opens
 *  with them already there. */
export const useHomeNews = (type: HomeNewsType, enabled = true) =>
  useNewsPreview(type, HOME_NEWS_COUNT, enabled);

/** The notice bar's announcements: the one home of the articles (lib/queries/articles). */
export const useLatestNotices = useLatestArticles;

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
  void client.prefetchQuery(latestArticlesQuery);
};
