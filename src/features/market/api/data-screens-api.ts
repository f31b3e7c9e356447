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

/** A screen's rows, kept a minute; an upstream `null` reads as no rows. */
const useScreenRows = <T>(
  queryKey: readonly unknown[],
  load: (signal: AbortSignal) => Promise<{ data: T[] | null | undefined }>,
) =>
  useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await load(signal)).data ?? [],
    staleTime: SCREEN_STALE_MS,
  });

export const useDragonTiger = () =>
  useScreenRows(screenKeys.dragonTiger, (signal) => request(getLhb, {}, { alert: 'none', signal }));

export const useTopTen = (content: TopTenMarket) =>
  useScreenRows(screenKeys.topTen(content), (signal) =>
    request(getTop, { content }, { alert: 'none', signal }),
  );

export const useLimitUp = () =>
  useScreenRows(screenKeys.limitUp, (signal) => request(getZtb, {}, { alert: 'none', signal }));

export const useSuspensions = () =>
  useScreenRows(screenKeys.suspensions, (signal) =>
    request(getStop, {}, { alert: 'none', signal }),
  );
