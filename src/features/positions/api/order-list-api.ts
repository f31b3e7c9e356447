// My pending (conditional) orders (`/user/orderList.do`, api-contract §11.7). Refreshed every few
// seconds while shown: the backend's executor turns waiting orders into positions on its own.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { orderList } from '@/api/contracts/endpoints/trading';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import { orderPageOf } from '../model/pending-orders';

export const ORDER_PAGE_SIZE = 20;
const ORDER_POLL_MS = 5000;

export const orderKeys = {
  all: ['positions', 'orders'] as const,
};

export const usePendingOrders = () => {
  const token = useAppStore((s) => s.token);
  const query = useInfiniteQuery({
    queryKey: orderKeys.all,
    queryFn: async ({ pageParam, signal }) =>
      orderPageOf(
        (
          await request(
            orderList,
            { pageNum: pageParam, pageSize: ORDER_PAGE_SIZE },
            { alert: 'none', signal },
          )
        ).data,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage,
    enabled: token !== '',
    refetchInterval: ORDER_POLL_MS,
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  return { ...query, rows, isVisitor: token === '' };
};
