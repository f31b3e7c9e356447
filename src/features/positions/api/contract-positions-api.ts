// Index and futures contract positions (`/user/index/position/list.do`,
// `/user/futures/position/list.do`, api-contract §11.13): open ones poll every second like stock
// positions; a position is found again by scanning its list.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { futuresPositionList, indexPositionList } from '@/api/contracts/endpoints/trading';
import { request } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import {
  futuresPositionView,
  indexPositionView,
  type ContractKind,
  type ContractPositionView,
} from '../model/contract-position';

import {
  LookupIncompleteError,
  OPEN_POLL_MS,
  POSITION_PAGE_SIZE,
  type PositionState,
} from './position-list-api';

const SCAN_PAGE_SIZE = 50;
const SCAN_PAGES = 20;

export const contractKeys = {
  list: (kind: ContractKind, state: PositionState) => ['positions', kind, 'list', state] as const,
  detail: (kind: ContractKind, positionSn: string) =>
    ['positions', kind, 'detail', positionSn] as const,
};

export interface ContractPage {
  rows: ContractPositionView[];
  nextPage: number | undefined;
  total: number;
}

/** One page of either list, as views. `state` undefined = open and closed. */
export const fetchContractPage = async (
  kind: ContractKind,
  state: PositionState | undefined,
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ContractPage> => {
  const params = { state, pageNum, pageSize };
  const options = { alert: 'none', signal } as const;
  if (kind === 'index') {
    const page = (await request(indexPositionList, params, options)).data;
    return {
      rows: page.list.map(indexPositionView),
      nextPage: page.hasNextPage ? page.pageNum + 1 : undefined,
      total: page.total,
    };
  }
  const page = (await request(futuresPositionList, params, options)).data;
  return {
    rows: page.list.map(futuresPositionView),
    nextPage: page.hasNextPage ? page.pageNum + 1 : undefined,
    total: page.total,
  };
};

export const useContractPositions = (kind: ContractKind, state: PositionState) => {
  const token = useAppStore((s) => s.token);
  const query = useInfiniteQuery({
    queryKey: contractKeys.list(kind, state),
    queryFn: ({ pageParam, signal }) =>
      fetchContractPage(kind, state, pageParam, POSITION_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage,
    enabled: token !== '',
    refetchInterval: state === 0 ? OPEN_POLL_MS : false,
    placeholderData: keepPreviousData,
    staleTime: state === 0 ? 0 : 5_000,
  });
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  return { ...query, rows, isVisitor: token === '' };
};

/** A contract position by number; null = certainly not in that list. */
export const findContractPosition = async (
  kind: ContractKind,
  positionSn: string,
  state?: PositionState,
): Promise<ContractPositionView | null> => {
  for (let pageNum = 1; pageNum <= SCAN_PAGES; pageNum++) {
    const page = await fetchContractPage(kind, state, pageNum, SCAN_PAGE_SIZE);
    const found = page.rows.find((p) => p.positionSn === positionSn);
    if (found) return found;
    if (page.nextPage === undefined) return null;
  }
  throw new LookupIncompleteError();
};

export const useContractDetail = (kind: ContractKind, positionSn: string) => {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: contractKeys.detail(kind, positionSn),
    queryFn: () => findContractPosition(kind, positionSn),
    enabled: token !== '' && positionSn !== '',
    refetchInterval: (q) => (q.state.data && !q.state.data.isClosed ? OPEN_POLL_MS : false),
    staleTime: 0,
  });
};
