// Funding (配资) applications of the caller (`/user/funds/getUserApplyList.do`, api-contract §14.1):
// the one home of their request, key and hook, read by /funds, /fundslist and the /days page. The
// list is polled every 5 s while shown (the back office approves, rejects and ends them; the mock's
// clock expires them) and refreshed at once by the writes that change it (apply, a sub-account
// buy or close: lib/queries/writes.ts).
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { getUserApplyList } from '@/api/contracts/endpoints/funds';
import { useAppStore } from '@/stores/app-store';

import { KEY_ROOTS } from './keys';
import { pagedListProps } from './list-props';
import { allRows } from './page-rows';
import { pagedList } from './paged-list';
import { livePoll, liveStaleTime } from './poll';

export const FUNDS_APPLICATIONS_POLL_MS = 5_000;
export const FUNDS_APPLICATIONS_PAGE_SIZE = 10;

const applications = pagedList({
  endpoint: getUserApplyList,
  keyRoot: KEY_ROOTS.fundsApplications,
  pageSize: FUNDS_APPLICATIONS_PAGE_SIZE,
  keyOf: () => 'all',
  // userId is ignored by the server but must be sent (§14.1).
  params: ({ pageNum, pageSize }) => ({ userId: 0, pageNum, pageSize }),
});

export const fundsApplicationKeys = applications.keys;
export const fetchFundsApplicationPage = applications.fetchPage;

/** My applications, newest first, page by page as the trader scrolls. */
export const useFundsApplications = () => {
  const token = useAppStore((s) => s.token);
  const query = useInfiniteQuery({
    queryKey: fundsApplicationKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      fetchFundsApplicationPage(pageParam, {}, FUNDS_APPLICATIONS_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage,
    enabled: token !== '',
    refetchInterval: livePoll(FUNDS_APPLICATIONS_POLL_MS),
    staleTime: liveStaleTime(2_000),
    placeholderData: keepPreviousData,
    notifyOnChangeProps: pagedListProps(),
  });
  const rows = useMemo(() => allRows(query.data?.pages), [query.data]);
  return { ...query, rows, isVisitor: token === '' };
};
