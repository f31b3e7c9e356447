// The daily A-share data screens (api-contract §8.1–§8.3, §8.5): relayed once-a-day reports, so no
// polling — a refresh button refetches. `null` data (upstream failure) reads as an empty list.
import { useQuery } from '@tanstack/react-query';

import { getLhb, getStop, getTop, getZtb } from '@/api/contracts/endpoints/market';
import { request } from '@/lib/api-client';

const SCREEN_STALE_MS = 60_000;

/** getTop's `content`: 1 = Shanghai Connect, 3 = Shenzhen Connect. */
export type TopTenMarket = 1 | 3;

export const screenKeys = {
  dragonTiger: ['market', 'screens', 'lhb'] as const,
  topTen: (content: TopTenMarket) => ['market', 'screens', 'top', content] as const,
  limitUp: ['market', 'screens', 'ztb'] as const,
  suspensions: ['market', 'screens', 'stop'] as const,
};

export const useDragonTiger = () =>
  useQuery({
    queryKey: screenKeys.dragonTiger,
    queryFn: async ({ signal }) =>
      (await request(getLhb, {}, { alert: 'none', signal })).data ?? [],
    staleTime: SCREEN_STALE_MS,
  });

export const useTopTen = (content: TopTenMarket) =>
  useQuery({
    queryKey: screenKeys.topTen(content),
    queryFn: async ({ signal }) =>
      (await request(getTop, { content }, { alert: 'none', signal })).data ?? [],
    staleTime: SCREEN_STALE_MS,
  });

export const useLimitUp = () =>
  useQuery({
    queryKey: screenKeys.limitUp,
    queryFn: async ({ signal }) =>
      (await request(getZtb, {}, { alert: 'none', signal })).data ?? [],
    staleTime: SCREEN_STALE_MS,
  });

export const useSuspensions = () =>
  useQuery({
    queryKey: screenKeys.suspensions,
    queryFn: async ({ signal }) =>
      (await request(getStop, {}, { alert: 'none', signal })).data ?? [],
    staleTime: SCREEN_STALE_MS,
  });
