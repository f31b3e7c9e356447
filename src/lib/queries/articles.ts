// The announcements (`/api/art/list.do`, `/api/art/detail.do`, api-contract §10.5): one home for
// the home notice bar, the announcements list (/notices) and the article pages (/newGg,
// /alertdetail). The list is the server's order (id descending: newest first) and shows only
// published rows; the detail is a plain load by id, hidden rows included (the page decides).
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { artDetail, artList } from '@/api/contracts/endpoints/site';
import type { SiteArticle } from '@/api/contracts/models/site';
import { request } from '@/lib/api-client';

import { KEY_ROOTS } from './keys';
import { allRows, rowsPageOf, type RowsPage } from './page-rows';

/** Rows per page of the list: the reference backend's default (art/list pageSize 12). */
export const ARTICLES_PAGE_SIZE = 12;
/** The newest few, for the home notice bar and /newGg without an id. */
export const LATEST_ARTICLES = 3;

export const articleKeys = {
  all: KEY_ROOTS.articles,
  list: [...KEY_ROOTS.articles, 'list'] as const,
  latest: [...KEY_ROOTS.articles, 'latest'] as const,
  detail: (id: number) => [...KEY_ROOTS.articles, 'detail', id] as const,
};

const quiet = (signal?: AbortSignal) => ({ alert: 'none', signal }) as const;

/** One page of the published announcements, newest first. */
export const fetchArticlePage = async (
  pageNum: number,
  pageSize = ARTICLES_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<RowsPage<SiteArticle>> =>
  rowsPageOf((await request(artList, { pageNum, pageSize }, quiet(signal))).data);

/** One announcement by id; null when the server has none (hidden rows come back as they are). */
export const fetchArticle = async (id: number, signal?: AbortSignal): Promise<SiteArticle | null> =>
  (await request(artDetail, { artId: id }, quiet(signal))).data;

export const latestArticlesQuery = queryOptions({
  queryKey: articleKeys.latest,
  queryFn: async ({ signal }) => (await fetchArticlePage(1, LATEST_ARTICLES, signal)).rows,
  staleTime: 60_000,
});

export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: articleKeys.detail(id),
    queryFn: ({ signal }) => fetchArticle(id, signal),
    staleTime: 60_000,
  });

/** The newest announcements (home's notice bar; /newGg without an id shows the first). */
export const useLatestArticles = () => useQuery(latestArticlesQuery);

/** One announcement; `id` undefined asks nothing. */
export const useArticle = (id: number | undefined) =>
  useQuery({ ...articleQuery(id ?? 0), enabled: id !== undefined });

/** Every published announcement, page by page (the list scrolls; pull to refresh refetches). */
export const useArticleList = () => {
  const query = useInfiniteQuery({
    queryKey: articleKeys.list,
    queryFn: ({ pageParam, signal }) => fetchArticlePage(pageParam, ARTICLES_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage,
    staleTime: 60_000,
  });
  const rows = useMemo(() => allRows(query.data?.pages), [query.data]);
  return { ...query, rows };
};
