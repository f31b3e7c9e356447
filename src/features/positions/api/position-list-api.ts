// Stock positions (`/user/position/list.do`, api-contract §11.5): open (state 0) and closed
// (state 1), filtered by code or pinyin initials. The backend prices open positions live, so the
// open list polls every second while the page is visible (TanStack pauses `refetchInterval` while
// the document is hidden) — every few seconds once many pages are loaded.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { positionList } from '@/api/contracts/endpoints/trading';
import type { UserPositionVO } from '@/api/contracts/models/trading';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

export const POSITION_PAGE_SIZE = 20;
export const OPEN_POLL_MS = 1000;
/** Past this many loaded pages the open list refreshes every DEEP_POLL_MS instead. */
const DEEP_PAGES = 2;
const DEEP_POLL_MS = 5000;
/** A position is looked up by scanning pages of this size, at most SCAN_PAGES of them. */
const SCAN_PAGE_SIZE = 50;
const SCAN_PAGES = 20;

export type PositionState = 0 | 1;

export interface PositionFilter {
  state: PositionState;
  stockCode?: string;
  stockSpell?: string;
}

export const positionKeys = {
  /** Everything this feature caches: invalidated after a close or a target change. */
  all: ['positions'] as const,
  list: (f: PositionFilter) =>
    ['positions', 'stock', 'list', f.state, f.stockCode ?? '', f.stockSpell ?? ''] as const,
  detail: (positionSn: string) => ['positions', 'stock', 'detail', positionSn] as const,
};

export const fetchPositionPage = async (
  f: PositionFilter,
  pageNum: number,
  signal?: AbortSignal,
  pageSize = POSITION_PAGE_SIZE,
) =>
  (
    await request(
      positionList,
      {
        state: f.state,
        stockCode: f.stockCode || undefined,
        stockSpell: f.stockSpell || undefined,
        pageNum,
        pageSize,
      },
      { alert: 'none', signal },
    )
  ).data;

export const useStockPositions = (f: PositionFilter) => {
  const token = useAppStore((s) => s.token);
  const query = useInfiniteQuery({
    queryKey: positionKeys.list(f),
    queryFn: ({ pageParam, signal }) => fetchPositionPage(f, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNum + 1 : undefined),
    enabled: token !== '',
    refetchInterval:
      f.state === 0
        ? (q) => ((q.state.data?.pages.length ?? 1) > DEEP_PAGES ? DEEP_POLL_MS : OPEN_POLL_MS)
        : false,
    placeholderData: keepPreviousData,
    staleTime: f.state === 0 ? 0 : 5_000,
  });
  const rows: UserPositionVO[] = query.data?.pages.flatMap((p) => p.list) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, rows, total, isVisitor: token === '' };
};

/** Thrown when a lookup ran out of pages to scan before it could say "not there". */
export class LookupIncompleteError extends Error {
  constructor() {
    super('position lookup incomplete');
    this.name = 'LookupIncompleteError';
  }
}

/**
 * One position by its number: scans the list (narrowed by code when known). `state` undefined =
 * open and closed. null = certainly not in that list.
 */
export const findStockPosition = async (lookup: {
  positionSn: string;
  stockCode?: string;
  state?: PositionState;
}): Promise<UserPositionVO | null> => {
  for (let pageNum = 1; pageNum <= SCAN_PAGES; pageNum++) {
    const page = (
      await request(
        positionList,
        {
          state: lookup.state,
          stockCode: lookup.stockCode || undefined,
          pageNum,
          pageSize: SCAN_PAGE_SIZE,
        },
        { alert: 'none' },
      )
    ).data;
    const found = page.list.find((p) => p.positionSn === lookup.positionSn);
    if (found) return found;
    if (!page.hasNextPage) return null;
  }
  throw new LookupIncompleteError();
};

/** The detail page's position, live while it is open. */
export const usePositionDetail = (positionSn: string, stockCode: string) => {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: positionKeys.detail(positionSn),
    queryFn: () => findStockPosition({ positionSn, stockCode }),
    enabled: token !== '' && positionSn !== '',
    refetchInterval: (q) => (q.state.data && !q.state.data.sellOrderTime ? OPEN_POLL_MS : false),
    staleTime: 0,
  });
};
