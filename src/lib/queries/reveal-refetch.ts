// A tab-bar tap shows a page in the tap's own task (ADR 0037): queries mounting there (a kept page's
// resume after the frame anyway, route-pages-host.tsx) with stale data used to send their requests
// before the page was painted (~4–6 ms of a tap at 1× CPU, issue 24). For that one tap, a stale query mounting waits for the first frame and
// refetches right after it; every other mount refetches at once, as before (poll.test.ts: a
// default that deferred every mount made a ticket mounting beside a live poll ask again).
// A query without data still loads at once: TanStack does not ask `refetchOnMount` for it.
import type { Query, QueryClient } from '@tanstack/react-query';

import { afterNextFrame } from '@/lib/after-next-frame';

let client: QueryClient | null = null;
const waiting = new Set<Query>();

/** The app's default `refetchOnMount`: as `true`, except while a tab page is being shown. */
export const refetchOnMountUnlessRevealing = (query: Query): boolean => {
  if (!client) return true;
  waiting.add(query);
  return false;
};

const refetchWaiting = (): void => {
  const from = client;
  const queries = new Set(waiting);
  client = null;
  waiting.clear();
  if (!from || queries.size === 0) return;
  // Only queries still shown and still stale: one a write refreshed meanwhile is not asked again.
  void from.refetchQueries(
    { type: 'active', stale: true, predicate: (query) => queries.has(query) },
    { cancelRefetch: false },
  );
};

/** Called by the tab bar on a tap: stale queries mounting until the next frame refetch after it. */
export const deferStaleRefetchesToNextFrame = (queryClient: QueryClient): void => {
  if (client) return;
  client = queryClient;
  afterNextFrame(refetchWaiting);
};
