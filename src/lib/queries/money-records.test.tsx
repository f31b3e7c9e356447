// The three record homes: the filter each sends, paging through infinite scroll, nothing sent for a
// visitor, and a refresh by key root (what afterWrite does after a money write).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { RechargeStatus, WithdrawStatus } from '@/api/contracts/codes';
import { http, setApiBase } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import { cashRecordKeys, useCashList } from './cash-records';
import { KEY_ROOTS } from './keys';
import { rechargeKeys, useRechargeList } from './recharges';
import { fakePage } from './testing/fake-page';
import { useWithdrawList, withdrawalKeys } from './withdrawals';

interface Sent {
  path: string;
  params: URLSearchParams;
}
let sent: Sent[] = [];
/** Rows the fake server holds per path; pages are cut by pageNum / pageSize. */
let tables: Record<string, { id: number }[]> = {};

const adapter: AxiosAdapter = async (config) => {
  const path = config.url ?? '';
  const params = new URLSearchParams(typeof config.data === 'string' ? config.data : '');
  sent.push({ path, params });
  const data = fakePage(
    tables[path] ?? [],
    Number(params.get('pageNum') ?? 1),
    Number(params.get('pageSize') ?? 10),
  );
  return {
    data: JSON.stringify({ status: 0, msg: '', data }),
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  };
};

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

const rows = (n: number, extra: Record<string, unknown>) =>
  Array.from({ length: n }, (_, i) => ({ id: n - i, ...extra }));

beforeEach(() => {
  sent = [];
  tables = {
    '/user/recharge/list.do': rows(20, { payAmt: 100, orderStatus: 0 }),
    '/user/withdraw/list.do': rows(3, { withAmt: 100, withStatus: 0 }),
    '/user/cash/list.do': rows(12, { deAmt: -5 }),
  };
  http.defaults.adapter = adapter;
  setApiBase('http://api.test');
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useAppStore.getState().setToken('USERtest');
});

describe('useRechargeList', () => {
  it('asks 15 a page and loads the next page on demand', async () => {
    const { result } = renderHook(() => useRechargeList(), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(15));
    expect(sent[0]!.params.get('pageSize')).toBe('15');
    expect(sent[0]!.params.has('orderStatus')).toBe(false);
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    expect(result.current.rows.map((r) => r.id).slice(14, 16)).toEqual([6, 5]);
    expect(result.current.rows).toHaveLength(20);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('sends the status filter as the reference does (a string code)', async () => {
    const { result } = renderHook(() => useRechargeList({ status: RechargeStatus.FAILED }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent[0]!.params.get('orderStatus')).toBe('2');
  });
});

describe('useWithdrawList', () => {
  it('filters by status and refreshes when its key root is invalidated', async () => {
    const { result } = renderHook(() => useWithdrawList({ status: WithdrawStatus.REVIEWING }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    expect(sent[0]!.params.get('withStatus')).toBe('0');
    tables['/user/withdraw/list.do'] = rows(2, { withAmt: 100, withStatus: 0 });
    await act(() => client.invalidateQueries({ queryKey: KEY_ROOTS.withdrawals }));
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
  });

  it('sends nothing for a visitor', async () => {
    useAppStore.getState().setToken('');
    const { result } = renderHook(() => useWithdrawList(), { wrapper });
    expect(result.current.isVisitor).toBe(true);
    expect(result.current.fetchStatus).toBe('idle');
    expect(sent).toEqual([]);
  });
});

describe('useCashList', () => {
  it('asks 10 a page, filters by position when asked', async () => {
    const { result } = renderHook(() => useCashList(), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(sent[0]!.params.get('pageSize')).toBe('10');
    expect(sent[0]!.params.has('positionId')).toBe(false);
    const one = renderHook(() => useCashList({ positionId: 42 }), { wrapper });
    await waitFor(() => expect(one.result.current.isSuccess).toBe(true));
    expect(sent.at(-1)!.params.get('positionId')).toBe('42');
  });
});

describe('the record keys', () => {
  it('hold each list under its resource root, one key per filter', () => {
    expect(rechargeKeys.list()).toEqual(['money', 'recharges', 'list', 'all']);
    expect(rechargeKeys.list({ status: RechargeStatus.FAILED })).toEqual([
      'money',
      'recharges',
      'list',
      2,
    ]);
    expect(withdrawalKeys.list({ status: WithdrawStatus.REVIEWING })).toEqual([
      'money',
      'withdrawals',
      'list',
      0,
    ]);
    expect(cashRecordKeys.list({ positionId: 42 })).toEqual(['money', 'cash-records', 'list', 42]);
    expect(cashRecordKeys.all).toBe(KEY_ROOTS.cashRecords);
  });
});
