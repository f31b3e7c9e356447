// The site's futures products with their live quotes (`/api/futures/queryList.do`, api-contract
// §11.13): the market tab's futures list and the futures ticket, which picks its product row from
// the same list. The backend pages it (10 by default); a site lists a handful, so one page of 100.
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { DataOf } from '@/api/contracts/endpoint';
import { futuresQueryList } from '@/api/contracts/endpoints/index-futures';
import { request } from '@/lib/api-client';

import { KEY_ROOTS } from './keys';
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
  enabled,
  staleTime,
}: FuturesListOptions<T>) =>
  useQuery({
    ...futuresListQuery,
    select,
    enabled,
    // Absent, not undefined: an explicit undefined would override the client's default freshness,
    // and a page would ask again for what the prefetch (or another page) has just fetched.
    ...(staleTime === undefined ? {} : { staleTime }),
    refetchInterval: pollMs === false ? false : livePoll(pollMs),
  });
