// One home for a paged list of my records (deposits, withdrawals, the funds ledger): its key
// factory, one page's request and the infinite-scroll hook, configured by each resource's file.
// The lists are polled while shown (the back office and the executor add and change rows), send
// nothing for a visitor and keep the rows shown while a new filter loads.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod/mini';

import type { EndpointDef, ParamsOf } from '@/api/contracts/endpoint';
import type { PageInfo } from '@/api/contracts/envelope';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import { pagedListProps } from './list-props';
import { allRows, rowsPageOf, type RowsPage } from './page-rows';
import { livePoll, liveStaleTime } from './poll';

export const RECORDS_POLL_MS = 10_000;

export interface PagedListConfig<P extends z.ZodMiniObject, Row, F, R extends readonly string[]> {
  endpoint: EndpointDef<P, z.ZodMiniType<PageInfo<Row>>>;
  /** The resource's root in KEY_ROOTS: what afterWrite refreshes. */
  keyRoot: R;
  pageSize: number;
  /** The filter's part of the cache key, 'all' when it filters nothing. */
  keyOf: (filter: Partial<F>) => string | number;
  /** The request's parameters for one page under the filter. */
  params: (
    page: { pageNum: number; pageSize: number },
    filter: Partial<F>,
  ) => ParamsOf<EndpointDef<P, z.ZodMiniType<PageInfo<Row>>>>;
}

export const pagedList = <P extends z.ZodMiniObject, Row, F, R extends readonly string[]>(
  config: PagedListConfig<P, Row, F, R>,
) => {
  const keys = {
    all: config.keyRoot,
    list: (f: Partial<F> = {}) => [...config.keyRoot, 'list', config.keyOf(f)] as const,
  };

  const fetchPage = async (
    pageNum: number,
    filter: Partial<F> = {},
    pageSize = config.pageSize,
    signal?: AbortSignal,
  ): Promise<RowsPage<Row>> =>
    rowsPageOf(
      (
        await request(config.endpoint, config.params({ pageNum, pageSize }, filter), {
          alert: 'none',
          signal,
        })
      ).data,
    );

  const useList = (filter: Partial<F> = {}) => {
    const token = useAppStore((s) => s.token);
    const query = useInfiniteQuery({
      queryKey: keys.list(filter),
      queryFn: ({ pageParam, signal }) => fetchPage(pageParam, filter, config.pageSize, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => last.nextPage,
      enabled: token !== '',
      refetchInterval: livePoll(RECORDS_POLL_MS),
      staleTime: liveStaleTime(5_000),
      placeholderData: keepPreviousData,
      notifyOnChangeProps: pagedListProps(),
    });
    const rows = useMemo(() => allRows(query.data?.pages), [query.data]);
    return { ...query, rows, isVisitor: token === '' };
  };

  return { keys, fetchPage, useList };
};
