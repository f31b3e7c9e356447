// The site's index contracts with their live quotes (`/api/index/queryListIndex.do`, api-contract
// §11.13): home's index strip, the market tab's index list and search, and the index ticket, which
// picks its contract row from the same list.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { queryListIndex } from '@/api/contracts/endpoints/index-futures';
import type { DataOf } from '@/api/contracts/endpoint';
import { request } from '@/lib/api-client';

import { KEY_ROOTS } from './keys';
import { livePoll } from './poll';

type IndexRows = DataOf<typeof queryListIndex>;

export const indexListKey = KEY_ROOTS.indexList;

export const indexListQuery = queryOptions({
  queryKey: indexListKey,
  queryFn: async ({ signal }) =>
    (await request(queryListIndex, {}, { alert: 'none', signal })).data,
});

interface IndexListOptions<T> {
  /** false: fetched once (and when a screen opens). */
  pollMs: number | false;
  select?: (rows: IndexRows) => T;
  /** Keep the rows on screen while a refetch after an error runs. */
  keepPrevious?: boolean;
  enabled?: boolean;
  staleTime?: number;
}

export const useIndexList = <T = IndexRows>({
  pollMs,
  select,
  keepPrevious,
  enabled,
  staleTime,
}: IndexListOptions<T>) =>
  useQuery({
    ...indexListQuery,
    select,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    enabled,
    // Absent, not undefined: an explicit undefined would override the client's default freshness,
    // and a page would ask again for what the prefetch (or another page) has just fetched.
    ...(staleTime === undefined ? {} : { staleTime }),
    refetchInterval: pollMs === false ? false : livePoll(pollMs),
  });
