// The news (`/api/news/getNewsList.do`, `/api/news/getDetail.do`, api-contract §10.6): one home
// for the home preview, the /news list and the /newPage detail. A type's list is one infinite
// query, newest first (`time1`), 15 a page; the home preview reads the first rows of that same
// query, so opening /news from home shows them at once. The detail is a plain load by id (a
// disabled item comes back as it is: the page decides).
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { useMemo } from 'react';

import { getNewsDetail, getNewsList } from '@/api/contracts/endpoints/site';
import type { SiteNews } from '@/api/contracts/models/site';
import { request } from '@/lib/api-client';

import { KEY_ROOTS } from './keys';
import { allRows, rowsPageOf, type RowsPage } from './page-rows';

/** Rows per page: the reference backend's default (getNewsList pageSize 15). */
export const NEWS_PAGE_SIZE = 15;
/** Newest first by show time: the order of the list, and of previous / next on the detail. */
export const NEWS_SORT = 'time1';
/** The four tabs of home and /news (api-contract §4 code table): economic data, commodities,
 *  listed companies, central banks. */
export const NEWS_TAB_TYPES = [2, 5, 6, 7] as const;
export type NewsTabType = (typeof NEWS_TAB_TYPES)[number];

export const isNewsTabType = (value: unknown): value is NewsTabType =>
  NEWS_TAB_TYPES.some((type) => type === value);

/** News changes slowly: a minute before a shown list asks again. */
export const NEWS_STALE_MS = 60_000;

export type NewsPages = InfiniteData<RowsPage<SiteNews>, number>;

export const newsKeys = {
  all: KEY_ROOTS.news,
  list: (type: number) => [...KEY_ROOTS.news, 'list', type] as const,
  detail: (id: number) => [...KEY_ROOTS.news, 'detail', id] as const,
  /** Previous / next of an item within its type (the detail's search through the list). */
  neighbours: (type: number, id: number) => [...KEY_ROOTS.news, 'neighbours', type, id] as const,
};

const quiet = (signal?: AbortSignal) => ({ alert: 'none', signal }) as const;

/** One page of a type's enabled news, newest first. */
export const fetchNewsPage = async (
  type: number,
  pageNum: number,
  signal?: AbortSignal,
): Promise<RowsPage<SiteNews>> =>
  rowsPageOf(
    (
      await request(
        getNewsList,
        { pageNum, pageSize: NEWS_PAGE_SIZE, type, sort: NEWS_SORT },
        quiet(signal),
      )
    ).data,
  );

/** One news item by id; null when the server has none. */
export const fetchNews = async (id: number, signal?: AbortSignal): Promise<SiteNews | null> =>
  (await request(getNewsDetail, { id }, quiet(signal))).data;

export const newsListQuery = (type: number) =>
  infiniteQueryOptions({
    queryKey: newsKeys.list(type),
    queryFn: ({ pageParam, signal }) => fetchNewsPage(type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: RowsPage<SiteNews>) => last.nextPage,
    staleTime: NEWS_STALE_MS,
  });

export const newsQuery = (id: number) =>
  queryOptions({
    queryKey: newsKeys.detail(id),
    queryFn: ({ signal }) => fetchNews(id, signal),
    staleTime: NEWS_STALE_MS,
  });

/** A type's news, page by page, with every loaded row in order. */
export const useNewsList = (type: number) => {
  const query = useInfiniteQuery(newsListQuery(type));
  const rows = useMemo(() => allRows(query.data?.pages), [query.data]);
  return { ...query, rows };
};

/** The newest `count` items of a type (the home preview): the first page of the same list. */
export const useNewsPreview = (type: number, count: number, enabled = true) =>
  useInfiniteQuery({
    ...newsListQuery(type),
    enabled,
    select: (data) => allRows(data.pages).slice(0, count),
  });

/** One news item; `id` undefined asks nothing. */
export const useNews = (id: number | undefined) =>
  useQuery({ ...newsQuery(id ?? 0), enabled: id !== undefined });
