// What a ticket reads besides the live quote (lib/queries/stock-quote) and the user
// (lib/queries/user-info): switches and settings, the index / futures contract row, the FX rate,
// the funding sub-accounts, the spread rate and what is already held in the instrument.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { getUserSubaccount, fundsList } from '@/api/contracts/endpoints/funds';
import {
  futuresQueryList,
  queryExchange,
  queryListIndex,
} from '@/api/contracts/endpoints/index-futures';
import {
  getFuturesSetting,
  getIndexSetting,
  getProductSetting,
} from '@/api/contracts/endpoints/site';
import {
  futuresPositionList,
  indexPositionList,
  positionList,
} from '@/api/contracts/endpoints/trading';
import { findSpreadRateOne } from '@/api/contracts/endpoints/user';
import { cents } from '@/api/contracts/trading-math';
import { request } from '@/lib/api-client';
import { bareCode } from '@/lib/market/instrument';

import {
  positionsOfFutures,
  positionsOfIndices,
  positionsOfStocks,
  type BookedPosition,
} from '../model/reconcile';
import type { TicketKind } from '../model/ticket-config';

const quiet = { alert: 'none' } as const;
const SETTINGS_STALE_MS = 5 * 60_000;

export const useProductSetting = () =>
  useQuery({
    queryKey: ['site', 'product'],
    queryFn: async () => (await request(getProductSetting, {}, quiet)).data,
    staleTime: SETTINGS_STALE_MS,
  });

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
  useQuery({
    queryKey: ['trade', 'index-row', code],
    queryFn: async () => {
      const list = (await request(queryListIndex, {}, quiet)).data;
      return rowNamed(list, code, (r) => [r.indexGid, r.indexCode]);
    },
    enabled: enabled && code !== '',
    staleTime: 60_000,
  });

/** The futures product a link names, by gid (`hf_CL`) or code (`CL`); null when unknown. */
export const useFuturesRow = (code: string, enabled: boolean) =>
  useQuery({
    queryKey: ['trade', 'futures-row', code],
    queryFn: async () => {
      const list = (await request(futuresQueryList, {}, quiet)).data;
      return rowNamed(list, code, (r) => [r.futuresGid, r.futuresCode]);
    },
    enabled: enabled && code !== '',
    staleTime: 60_000,
  });

/** Product currency → CNY; CNY itself is 1 without asking. */
export const useExchangeRate = (coinCode: string | null | undefined) =>
  useQuery({
    queryKey: ['trade', 'fx', coinCode],
    queryFn: async () => (await request(queryExchange, { coinCode: coinCode ?? '' }, quiet)).data,
    enabled: !!coinCode && coinCode.toUpperCase() !== 'CNY',
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

/** The caller's funding sub-accounts in trading (status 1). */
export const useSubaccounts = (enabled: boolean) =>
  useQuery({
    queryKey: ['trade', 'subaccounts'],
    queryFn: async () => (await request(getUserSubaccount, {}, quiet)).data.list,
    enabled,
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
    refetchInterval: SPREAD_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
};

/** Open positions (state 0) of the ticket's account in one instrument, as evidence rows. */
export const fetchOpenPositions = async (
  kind: TicketKind,
  code: string,
): Promise<BookedPosition[]> => {
  const bare = bareCode(code);
  const page = { pageNum: 1, pageSize: 50, state: 0 };
  switch (kind) {
    case 'stock':
      return positionsOfStocks(
        (await request(positionList, { ...page, stockCode: bare }, quiet)).data.list,
      );
    case 'funds':
      return positionsOfStocks(
        (await request(fundsList, { ...page, stockCode: bare }, quiet)).data.list,
      );
    case 'index':
      return positionsOfIndices(
        (await request(indexPositionList, { ...page, indexCode: bare }, quiet)).data.list,
      );
    case 'futures':
      return positionsOfFutures(
        (await request(futuresPositionList, { ...page, fuCode: bare }, quiet)).data.list,
      );
  }
};

export const holdingKey = (kind: TicketKind, code: string) =>
  ['trade', 'holding', kind, bareCode(code)] as const;

/** What the trader already holds in this instrument (an order merges into it). */
export const useHolding = (kind: TicketKind, code: string, enabled: boolean) =>
  useQuery({
    queryKey: holdingKey(kind, code),
    queryFn: () => fetchOpenPositions(kind, code),
    enabled: enabled && code !== '',
    retry: false,
  });
