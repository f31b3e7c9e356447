// What a ticket reads besides the live quote, the user and the product switches (their homes are in
// lib/queries) and what it already holds (holding.ts): the index and futures settings, the index
// contract row (picked from the shared list), the futures product row, the FX rate and the spread
// rate.
import { useQuery } from '@tanstack/react-query';

import type { DataOf } from '@/api/contracts/endpoint';
import type { queryListIndex } from '@/api/contracts/endpoints/index-futures';
import { getFuturesSetting, getIndexSetting } from '@/api/contracts/endpoints/site';
import { request } from '@/lib/api-client';
import { bareCode } from '@/lib/market/instrument';
import { KEY_ROOTS } from '@/lib/queries/keys';
import { livePoll } from '@/lib/queries/poll';
import { useSpreadRate as useSharedSpreadRate, type SpreadOrder } from '@/lib/queries/spread-rate';

const quiet = { alert: 'none' } as const;
const SETTINGS_STALE_MS = 5 * 60_000;

export const useIndexSetting = (enabled: boolean) =>
  useQuery({
    queryKey: ['site', 'index-setting'],
    queryFn: async () => (await request(getIndexSetting, {}, quiet)).data,
    staleTime: SETTINGS_STALE_MS,
    enabled,
  });

export const useFuturesSetting = (enabled: boolean) =>
  useQuery({
    queryKey: ['site', 'futures-setting'],
    queryFn: async () => (await request(getFuturesSetting, {}, quiet)).data,
    staleTime: SETTINGS_STALE_MS,
    enabled,
  });

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The row `code` names: by gid first, else by bare code; null when none. */
const rowNamed = <R>(
  list: readonly R[],
  code: string,
  namesOf: (row: R) => readonly [gid: string, code: string],
): R | null =>
  list.find((r) => sameCode(namesOf(r)[0], code)) ??
  list.find((r) => sameCode(namesOf(r)[1], bareCode(code))) ??
  null;

/**
 * The index contract a link names, by gid (`sh000001`) or bare code; null when unknown. Picked from
 * the shared index list (index-list.ts: same key and request, one cache); its contract is fetched
 * with the first ask, so the stock tickets do not load the index and futures schemas.
 */
export const useIndexRow = (code: string, enabled: boolean) =>
  useQuery({
    queryKey: KEY_ROOTS.indexList,
    queryFn: async ({ signal }): Promise<DataOf<typeof queryListIndex>> => {
      const contract = await import('@/api/contracts/endpoints/index-futures');
      return (await request(contract.queryListIndex, {}, { ...quiet, signal })).data;
    },
    enabled: enabled && code !== '',
    staleTime: 60_000,
    select: (list) => rowNamed(list, code, (r) => [r.indexGid, r.indexCode]),
  });

/**
 * The futures product a link names, by gid (`hf_CL`) or code (`CL`); null when unknown. Read from
 * queryFuturesByCode.do (§18.13): the whole row, third trading window included, which the list
 * rows of queryList.do lack.
 */
export const useFuturesRow = (code: string, enabled: boolean) => {
  const futuresCode = code.trim().replace(/^hf_/i, '');
  return useQuery({
    queryKey: ['trade', 'futures-row', futuresCode],
    queryFn: async ({ signal }) => {
      // Contracts of the futures ticket only: not in the first load of the others.
      const { queryFuturesByCode } = await import('@/api/contracts/endpoints/index-futures-extras');
      return (await request(queryFuturesByCode, { futuresCode }, { ...quiet, signal })).data;
    },
    enabled: enabled && futuresCode !== '',
    staleTime: 60_000,
  });
};

/** Product currency → CNY; CNY itself is 1 without asking. */
export const useExchangeRate = (coinCode: string | null | undefined) =>
  useQuery({
    queryKey: ['trade', 'fx', coinCode],
    queryFn: async () => {
      const { queryExchange } = await import('@/api/contracts/endpoints/index-futures');
      return (await request(queryExchange, { coinCode: coinCode ?? '' }, quiet)).data;
    },
    enabled: !!coinCode && coinCode.toUpperCase() !== 'CNY',
    staleTime: 60_000,
    refetchInterval: livePoll(60_000),
  });

/**
 * The split-account ticket's trading sub-accounts: funding.ts's query (same key, one cache), its
 * contract fetched with the first ask so the other tickets do not load the funding schemas.
 */
export const useSubaccounts = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY_ROOTS.funding, 'subaccounts'],
    queryFn: async () => {
      const { getUserSubaccount } = await import('@/api/contracts/endpoints/funds');
      return (await request(getUserSubaccount, {}, quiet)).data.list;
    },
    enabled,
  });

/** The quiet time after the last key before the spread rate is asked for the typed quantity. */
export const SPREAD_DEBOUNCE_MS = 400;
/**
 * The best spread rate for this order (lib/queries/spread-rate: the add-on sheet and the fees
 * lesson ask it the same way). `q.shares` is the settled quantity (the caller debounces it, so a
 * key does not ask). `isFresh`: the rate is the one for `q.shares` (not the previous quantity's,
 * kept meanwhile).
 */
export const useSpreadRate = (q: SpreadOrder, enabled: boolean) => {
  const { shares } = q;
  const query = useSharedSpreadRate(q, { enabled });
  return {
    rate: query.data,
    isError: query.isError,
    isFresh: !query.isPlaceholderData,
    /** The quantity the rate is for. */
    shares,
  };
};
