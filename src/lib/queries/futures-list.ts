// The site's futures products with their live quotes (`/api/futures/queryList.do`, api-contract
// §18.11): the market tab's futures list. The backend answers it only with a live session — a
// visitor gets "請先登錄", which the client takes as "log in" — so it is asked only with a token.
// The backend reads no paging parameters; the app's are harmless.
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { DataOf } from '@/api/contracts/endpoint';
import { futuresQueryList } from '@/api/contracts/endpoints/index-futures';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import { KEY_ROOTS } from './keys';
import { liveListProps } from './list-props';
import { livePoll } from './poll';

type FuturesRows = DataOf<typeof futuresQueryList>;

const FUTURES_PAGE_SIZE = 100;

export const futuresListKey = KEY_ROOTS.futuresList;

export const futuresListQuery = queryOptions({
  queryKey: futuresListKey,
  queryFn: async ({ signal }) =>
    (
      await request(
        futuresQueryList,
        { pageNum: 1, pageSize: FUTURES_PAGE_SIZE },
        { alert: 'none', signal },
      )
    ).data,
});

interface FuturesListOptions<T> {
  pollMs: number | false;
  select?: (rows: FuturesRows) => T;
  enabled?: boolean;
  staleTime?: number;
}

export const useFuturesList = <T = FuturesRows>({
  pollMs,
  select,
  enabled = true,
  staleTime,
}: FuturesListOptions<T>) => {
  const isVisitor = useAppStore((s) => s.token === '');
  const query = useQuery({
    ...futuresListQuery,
    select,
    enabled: enabled && !isVisitor,
    // Absent, not undefined: an explicit undefined would override the client's default freshness,
    // and a page would ask again for what the prefetch (or another page) has just fetched.
    ...(staleTime === undefined ? {} : { staleTime }),
    refetchInterval: pollMs === false ? false : livePoll(pollMs),
    notifyOnChangeProps: liveListProps(),
  });
  return { ...query, isVisitor };
};
