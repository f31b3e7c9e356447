// My pending (conditional) orders (`/user/orderList.do`, api-contract §11.7), read by the positions
// tab and by the order ticket when it reconciles a limit order after a lost reply. Refreshed every
// few seconds while shown: the backend's executor turns waiting orders into positions on its own.
// The contract only says "a list": the reply is accepted as a plain array or as a PageInfo.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { orderList } from '@/api/contracts/endpoints/trading';
import type { PageInfo } from '@/api/contracts/envelope';
import type { UserPendingorderVO } from '@/api/contracts/models/trading';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import { KEY_ROOTS } from './keys';
import { pagedListProps } from './list-props';
import { livePoll, liveStaleTime } from './poll';

export const ORDER_PAGE_SIZE = 20;
const ORDER_POLL_MS = 5000;

export const pendingOrderKeys = {
  all: KEY_ROOTS.pendingOrders,
  list: [...KEY_ROOTS.pendingOrders, 'list'] as const,
};

export interface PendingOrderPage {
  rows: UserPendingorderVO[];
  /** The next page number, undefined when this is the last (or the only) page. */
  nextPage: number | undefined;
  total: number;
}

/** Either reply shape → one page. A plain array is the whole list. */
export const pendingOrderPageOf = (
  data: UserPendingorderVO[] | PageInfo<UserPendingorderVO>,
): PendingOrderPage =>
  Array.isArray(data)
    ? { rows: data, nextPage: undefined, total: data.length }
    : {
        rows: data.list,
        nextPage: data.hasNextPage ? data.pageNum + 1 : undefined,
        total: data.total,
      };

export const fetchPendingOrderPage = async (
  pageNum: number,
  pageSize = ORDER_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<PendingOrderPage> =>
  pendingOrderPageOf(
    (await request(orderList, { pageNum, pageSize }, { alert: 'none', signal })).data,
  );

export const usePendingOrders = () => {
  const token = useAppStore((s) => s.token);
  const query = useInfiniteQuery({
    queryKey: pendingOrderKeys.list,
    queryFn: ({ pageParam, signal }) => fetchPendingOrderPage(pageParam, ORDER_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage,
    enabled: token !== '',
    refetchInterval: livePoll(ORDER_POLL_MS),
    staleTime: liveStaleTime(5_000),
    placeholderData: keepPreviousData,
    notifyOnChangeProps: pagedListProps(),
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.rows) ?? [], [query.data]);
  return { ...query, rows, isVisitor: token === '' };
};
