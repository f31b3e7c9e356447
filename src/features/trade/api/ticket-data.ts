// What a ticket reads besides the live quote, the user, the product switches and the positions it
// already holds (their homes are in lib/queries): the index and futures settings, the index
// contract row (picked from the shared list), the futures product row, the FX rate and the spread
// rate.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';

import { queryExchange } from '@/api/contracts/endpoints/index-futures';
import { queryFuturesByCode } from '@/api/contracts/endpoints/index-futures-extras';
import { getFuturesSetting, getIndexSetting } from '@/api/contracts/endpoints/site';
import { findSpreadRateOne } from '@/api/contracts/endpoints/user';
import { cents } from '@/api/contracts/trading-math';
import { request } from '@/lib/api-client';
import { bareCode } from '@/lib/market/instrument';
import { useIndexList } from '@/lib/queries/index-list';
import { livePoll } from '@/lib/queries/poll';
import {
  fetchHolding,
  useHolding as useHoldingRows,
  type HoldingRows,
} from '@/lib/queries/positions';

import {
  positionsOfFutures,
  positionsOfIndices,
  positionsOfStocks,
  type BookedPosition,
} from '../model/reconcile';
import type { TicketKind } from '../model/ticket-config';

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

/** The index contract a link names, by gid (`sh000001`) or bare code; null when unknown. */
export const useIndexRow = (code: string, enabled: boolean) =>
  useIndexList({
    pollMs: false,
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
    queryFn: async ({ signal }) =>
      (await request(queryFuturesByCode, { futuresCode }, { ...quiet, signal })).data,
    enabled: enabled && futuresCode !== '',
    staleTime: 60_000,
  });
};

/** Product currency → CNY; CNY itself is 1 without asking. */
export const useExchangeRate = (coinCode: string | null | undefined) =>
  useQuery({
    queryKey: ['trade', 'fx', coinCode],
    queryFn: async () => (await request(queryExchange, { coinCode: coinCode ?? '' }, quiet)).data,
    enabled: !!coinCode && coinCode.toUpperCase() !== 'CNY',
    staleTime: 60_000,
    refetchInterval: livePoll(60_000),
  });

/** A value that settles `ms` after its last change. */
export const useSettled = <T>(value: T, ms: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return settled;
};

export const SPREAD_DEBOUNCE_MS = 400;
/** The spread rules follow turnover and change %: asked again now and then while open. */
const SPREAD_REFRESH_MS = 15_000;

export interface SpreadQuery {
  code: string;
  shares: number;
  price: number | null;
  changePct: number | null;
}

/**
 * The best spread rate for this order (findSpreadRateOne, §6.5): asked once the quantity has
 * settled, with the price and change % of that moment; 0 when no rule matches.
 */
export const useSpreadRate = (q: SpreadQuery, enabled: boolean) => {
  const shares = useSettled(q.shares, SPREAD_DEBOUNCE_MS);
  const latest = useRef(q);
  useEffect(() => {
    latest.current = q;
  });
  return useQuery({
    queryKey: ['trade', 'spread', q.code, shares],
    queryFn: async () => {
      const { price, changePct, code } = latest.current;
      const unit = price ?? 0;
      const data = (
        await request(
          findSpreadRateOne,
          {
            applies: changePct ?? 0,
            turnover: cents(unit).times(shares).toNumber(),
            code,
            unitprice: unit,
          },
          quiet,
        )
      ).data;
      return data?.spreadRate ?? 0;
    },
    enabled: enabled && q.code !== '' && shares > 0 && (q.price ?? 0) > 0,
    staleTime: SPREAD_REFRESH_MS,
    refetchInterval: livePoll(SPREAD_REFRESH_MS),
    placeholderData: keepPreviousData,
  });
};

const bookedOf = (holding: HoldingRows): BookedPosition[] => {
  switch (holding.account) {
    case 'stock':
    case 'funds':
      return positionsOfStocks(holding.rows);
    case 'index':
      return positionsOfIndices(holding.rows);
    case 'futures':
      return positionsOfFutures(holding.rows);
  }
};

/** Open positions (state 0) of the ticket's account in one instrument, as evidence rows. */
export const fetchOpenPositions = async (
  kind: TicketKind,
  code: string,
): Promise<BookedPosition[]> => bookedOf(await fetchHolding(kind, bareCode(code)));

/** What the trader already holds in this instrument (an order merges into it). */
export const useHolding = (kind: TicketKind, code: string, enabled: boolean) => {
  const query = useHoldingRows(kind, code, enabled);
  const data = useMemo(() => query.data && bookedOf(query.data), [query.data]);
  return { ...query, data };
};
