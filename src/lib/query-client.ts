// The one TanStack Query client (server-state cache): features invalidate through it after writes.
import { QueryClient } from '@tanstack/react-query';

import { refetchOnMountUnlessRevealing } from './queries/reveal-refetch';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: 1,
      refetchOnWindowFocus: false,
      staleTime: 5_000,
      // A tab-bar tap's shown page refetches stale data after its first frame.
      refetchOnMount: refetchOnMountUnlessRevealing,
    },
    // Writes are never retried automatically: a money action runs once per user intent.
    mutations: { retry: false },
  },
});
