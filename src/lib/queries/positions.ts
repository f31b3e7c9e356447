// Positions of the four accounts — stocks (`/user/position/list.do`, api-contract §11.5), funding
// sub-accounts (`/user/funds/fundsList.do`, §14.7), index and futures contracts (§11.13) — the one
// home of their requests and cache keys, read by the positions pages and the order tickets alike.
// Every key starts with `positions`, so a booking or a close refreshes every screen showing any
// of them at once (lib/queries/writes.ts). The backend prices open positions live, so open lists
// poll every second while the page is visible (TanStack pauses `refetchInterval` while the
// document is hidden) — every few seconds once many pages are loaded.
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryFunctionContext,
} from '@tanstack/react-query';
import { useMemo } from 'react';

import {
  futuresPositionList,
  indexPositionList,
  positionList,
} from '@/api/contracts/endpoints/trading';
import type {
  UserFuturesPositionVO,
  UserIndexPositionVO,
} from '@/api/contracts/models/index-futures';
import type { UserPositionVO } from '@/api/contracts/models/trading';
import { request } from '@/lib/api-client';
import { bareCode } from '@/lib/market/instrument';
import { useAppStore } from '@/stores/app-store';

import { KEY_ROOTS } from './keys';
import { livePagedListProps } from './list-props';
import { livePollOf, liveStaleTime } from './poll';

export const POSITION_PAGE_SIZE = 20;
export const OPEN_POLL_MS = 1000;
/** Past this many loaded pages the open list refreshes every DEEP_POLL_MS instead. */
const DEEP_PAGES = 2;
const DEEP_POLL_MS = 5000;
/** A position is looked up by scanning pages of this size, at most SCAN_PAGES of them. */
const SCAN_PAGE_SIZE = 50;
const SCAN_PAGES = 20;
/** What a ticket reads of the instrument it trades: the first open positions, newest first. */
const HOLDING_PAGE_SIZE = 50;

/** stock: the stock account; funds: funding sub-accounts; index / futures: contract accounts. */
export type PositionAccount = 'stock' | 'funds' | 'index' | 'futures';
export type ContractAccount = 'index' | 'futures';
/** 0 open, 1 closed. */
export type PositionState = 0 | 1;

export interface PositionFilter {
  state: PositionState;
  stockCode?: string;
  stockSpell?: string;
}

export const positionKeys = {
  /** Every position list, detail and holding of every account. */
  all: KEY_ROOTS.positions,
  list: (account: PositionAccount, f: PositionFilter) =>
    [
      ...KEY_ROOTS.positions,
      account,
      'list',
      f.state,
      f.stockCode ?? '',
      f.stockSpell ?? '',
    ] as const,
  detail: (account: PositionAccount, positionSn: string) =>
    [...KEY_ROOTS.positions, account, 'detail', positionSn] as const,
  /** The open positions a ticket shows for the instrument it trades. */
  holding: (account: PositionAccount, code: string) =>
    [...KEY_ROOTS.positions, account, 'holding', bareCode(code)] as const,
};

const quiet = (signal?: AbortSignal) => ({ alert: 'none', signal }) as const;

/** One page of stock positions. */
export const fetchStockPositionPage = async (
  f: PositionFilter,
  pageNum: number,
  signal?: AbortSignal,
  pageSize = POSITION_PAGE_SIZE,
) => {
  const params = {
    state: f.state,
    stockCode: f.stockCode || undefined,
    stockSpell: f.stockSpell || undefined,
    pageNum,
    pageSize,
  };
  return (await request(positionList, params, quiet(signal))).data;
};

export interface ContractRows {
  index: UserIndexPositionVO;
  futures: UserFuturesPositionVO;
}

/** One page of index or futures positions. `state` undefined = open and closed. */
export const fetchContractPositionPage = async <K extends ContractAccount>(
  kind: K,
  state: PositionState | undefined,
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
  code?: string,
): Promise<{ list: ContractRows[K][]; nextPage: number | undefined; total: number }> => {
  const page =
    kind === 'index'
      ? (
          await request(
            indexPositionList,
            { state, pageNum, pageSize, indexCode: code },
            quiet(signal),
          )
        ).data
      : (
          await request(
            futuresPositionList,
            { state, pageNum, pageSize, fuCode: code },
            quiet(signal),
          )
        ).data;
  return {
    list: page.list as ContractRows[K][],
    nextPage: page.hasNextPage ? page.pageNum + 1 : undefined,
    total: page.total,
  };
};

/** Thrown when a lookup ran out of pages to scan before it could say "not there". */
export class LookupIncompleteError extends Error {
  constructor() {
    super('position lookup incomplete');
    this.name = 'LookupIncompleteError';
  }
}

/** Scans pages until `pick` finds the position; null = certainly not in that list. */
const scan = async <R extends { positionSn: string }>(
  positionSn: string,
  pageOf: (pageNum: number) => Promise<{ list: R[]; hasMore: boolean }>,
): Promise<R | null> => {
  for (let pageNum = 1; pageNum <= SCAN_PAGES; pageNum++) {
    const page = await pageOf(pageNum);
    const found = page.list.find((p) => p.positionSn === positionSn);
    if (found) return found;
    if (!page.hasMore) return null;
  }
  throw new LookupIncompleteError();
};

/**
 * One stock position by its number: scans the list (narrowed by code when known). `state`
 * undefined = open and closed.
 */
export const findStockPosition = (lookup: {
  positionSn: string;
  stockCode?: string;
  state?: PositionState;
}): Promise<UserPositionVO | null> =>
  scan(lookup.positionSn, async (pageNum) => {
    const page = (
      await request(
        positionList,
        {
          state: lookup.state,
          stockCode: lookup.stockCode || undefined,
          pageNum,
          pageSize: SCAN_PAGE_SIZE,
        },
        quiet(),
      )
    ).data;
    return { list: page.list, hasMore: page.hasNextPage };
  });

/** A contract position by number. */
export const findContractPosition = <K extends ContractAccount>(
  kind: K,
  positionSn: string,
  state?: PositionState,
): Promise<ContractRows[K] | null> =>
  scan(positionSn, async (pageNum) => {
    const page = await fetchContractPositionPage(kind, state, pageNum, SCAN_PAGE_SIZE);
    return { list: page.list, hasMore: page.nextPage !== undefined };
  });

const openListPoll =
  (state: PositionState) =>
  (q: { state: { data?: { pages: unknown[] } } }): number | false =>
    state === 0
      ? livePollOf(q, (q.state.data?.pages.length ?? 1) > DEEP_PAGES ? DEEP_POLL_MS : OPEN_POLL_MS)
      : false;

/** Stock positions, page by page as the trader scrolls. */
export const useStockPositions = (f: PositionFilter) => {
  const token = useAppStore((s) => s.token);
  const query = useInfiniteQuery({
    queryKey: positionKeys.list('stock', f),
    queryFn: ({ pageParam, signal }) => fetchStockPositionPage(f, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNum + 1 : undefined),
    enabled: token !== '',
    refetchInterval: openListPoll(f.state),
    placeholderData: keepPreviousData,
    staleTime: liveStaleTime(f.state === 0 ? 0 : 5_000),
    // Only what the lists read: one render per reply, not one more as the poll starts (issue 24).
    notifyOnChangeProps: livePagedListProps(),
  });
  const rows = useMemo(
    (): UserPositionVO[] => query.data?.pages.flatMap((p) => p.list) ?? [],
    [query.data],
  );
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, rows, total, isVisitor: token === '' };
};

/** Index or futures positions, page by page. */
export const useContractPositions = <K extends ContractAccount>(kind: K, state: PositionState) => {
  const token = useAppStore((s) => s.token);
  const query = useInfiniteQuery({
    queryKey: positionKeys.list(kind, { state }),
    queryFn: ({ pageParam, signal }) =>
      fetchContractPositionPage(kind, state, pageParam, POSITION_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage,
    enabled: token !== '',
    refetchInterval: openListPoll(state),
    placeholderData: keepPreviousData,
    staleTime: liveStaleTime(state === 0 ? 0 : 5_000),
    notifyOnChangeProps: livePagedListProps(),
  });
  const rows = useMemo(
    (): ContractRows[K][] => query.data?.pages.flatMap((p) => p.list) ?? [],
    [query.data],
  );
  return { ...query, rows, isVisitor: token === '' };
};

/** The detail page's stock position, live while it is open. */
export const usePositionDetail = (positionSn: string, stockCode: string) => {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: positionKeys.detail('stock', positionSn),
    queryFn: () => findStockPosition({ positionSn, stockCode }),
    enabled: token !== '' && positionSn !== '',
    refetchInterval: (q) =>
      q.state.data && !q.state.data.sellOrderTime ? livePollOf(q, OPEN_POLL_MS) : false,
    staleTime: liveStaleTime(0),
  });
};

/** The detail page's contract position, live while it is open. */
export const contractDetailQuery = <K extends ContractAccount>(
  kind: K,
  positionSn: string,
  isVisitor: boolean,
) =>
  queryOptions({
    queryKey: positionKeys.detail(kind, positionSn),
    queryFn: () => findContractPosition(kind, positionSn),
    enabled: !isVisitor && positionSn !== '',
    refetchInterval: (q) =>
      q.state.data && !q.state.data.sellOrderTime ? livePollOf(q, OPEN_POLL_MS) : false,
    staleTime: liveStaleTime(0),
  });

export type HoldingRows =
  | { account: 'stock' | 'funds'; rows: UserPositionVO[] }
  | { account: 'index'; rows: UserIndexPositionVO[] }
  | { account: 'futures'; rows: UserFuturesPositionVO[] };

/** The open positions of one account in one instrument (first page, newest first). */
export const fetchHolding = async (
  account: PositionAccount,
  code: string,
  { signal }: Partial<Pick<QueryFunctionContext, 'signal'>> = {},
): Promise<HoldingRows> => {
  const bare = bareCode(code);
  const open = { state: 0 as const, stockCode: bare };
  switch (account) {
    case 'stock':
      return {
        account,
        rows: (await fetchStockPositionPage(open, 1, signal, HOLDING_PAGE_SIZE)).list,
      };
    case 'funds': {
      // Loaded on the split-account ticket only: the positions tab needs none of funding's code.
      const { fetchFundingPositionPage } = await import('./funding');
      const params = { ...open, pageNum: 1, pageSize: HOLDING_PAGE_SIZE };
      return { account, rows: (await fetchFundingPositionPage(params, signal)).list };
    }
    case 'index':
    case 'futures': {
      const page = await fetchContractPositionPage(account, 0, 1, HOLDING_PAGE_SIZE, signal, bare);
      return { account, rows: page.list } as HoldingRows;
    }
  }
};

/** What the trader already holds in an instrument (an order merges into it). */
export const useHolding = (account: PositionAccount, code: string, enabled: boolean) =>
  useQuery({
    queryKey: positionKeys.holding(account, code),
    queryFn: ({ signal }) => fetchHolding(account, code, { signal }),
    enabled: enabled && code !== '',
    staleTime: liveStaleTime(5_000),
    retry: false,
  });
