// A polled list renders once per reply that changes it: not as the poll starts (`isFetching`),
// and — for a list without a quote age — not at all for a reply equal to the last (issue 24).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { http, setApiBase } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

import { KEY_ROOTS } from './keys';
import { usePendingOrders } from './pending-orders';
import { useContractPositions } from './positions';
import { useRechargeList } from './recharges';
import { fakePage } from './testing/fake-page';

/** The rows the fake server answers with, per path; a reply waits until released. */
let tables: Record<string, object[]> = {};
let held: (() => void)[] = [];

const adapter: AxiosAdapter = (config) =>
  new Promise((done) => {
    held.push(() =>
      done({
        data: JSON.stringify({
          status: 0,
          msg: '',
          data: fakePage(tables[config.url ?? ''] ?? [], 1, 20),
        }),
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      }),
    );
  });

const releaseAll = () =>
  act(() => {
    const waiting = held;
    held = [];
    for (const release of waiting) release();
  });

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

const indexRow = (nowPrice: string) => ({
  id: 1,
  positionType: 0,
  positionSn: 'IX1',
  userId: 7,
  realName: '张三',
  agentId: 1,
  indexName: '上证指数',
  indexCode: '000001',
  indexGid: 'sh000001',
  buyOrderTime: '2024-03-01 10:00:00',
  buyOrderPrice: 3000,
  sellOrderTime: null,
  sellOrderPrice: null,
  orderDirection: '买涨',
  orderNum: 1,
  allDepositAmt: 1000,
  orderFee: 5,
  orderStayDays: 0,
  eachPoint: 10,
  profitAndLose: 0,
  allProfitAndLose: -5,
  isLock: 0,
  lockMsg: null,
  orderLever: 10,
  profitTargetPrice: null,
  stopTargetPrice: null,
  now_price: nowPrice,
});

beforeEach(() => {
  tables = {};
  held = [];
  http.defaults.adapter = adapter;
  setApiBase('http://api.test');
  useAppStore.setState({ token: 'tok' });
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

/** Renders the hook, answers its first request, and counts its renders from then on. */
const mount = async <T,>(hook: () => T, isLoaded: (r: T) => boolean) => {
  let renders = 0;
  const view = renderHook(
    () => {
      renders++;
      return hook();
    },
    { wrapper },
  );
  await waitFor(() => expect(held.length).toBe(1));
  releaseAll();
  await waitFor(() => expect(isLoaded(view.result.current)).toBe(true));
  const start = renders;
  return { view, rendersSince: () => renders - start };
};

/** One poll: asked (held), then answered. Returns the renders at each step. */
const poll = async (key: readonly unknown[], rendersSince: () => number) => {
  const before = rendersSince();
  act(() => void client.refetchQueries({ queryKey: key }));
  await waitFor(() => expect(held.length).toBe(1));
  await new Promise((r) => setTimeout(r, 20));
  const whileAsked = rendersSince() - before;
  releaseAll();
  await waitFor(() => expect(client.isFetching()).toBe(0));
  await new Promise((r) => setTimeout(r, 20));
  return { whileAsked, afterReply: rendersSince() - before - whileAsked };
};

describe('polled lists render once per reply', () => {
  it('open index positions: one render for a changed reply, none while asking', async () => {
    tables['/user/index/position/list.do'] = [indexRow('3010')];
    const { view, rendersSince } = await mount(
      () => useContractPositions('index', 0),
      (r) => r.rows.length === 1,
    );
    tables['/user/index/position/list.do'] = [indexRow('3012')];
    const step = await poll([...KEY_ROOTS.positions, 'index'], rendersSince);
    expect(step).toEqual({ whileAsked: 0, afterReply: 1 });
    expect(view.result.current.rows[0]?.now_price).toBe('3012');
  });

  it('a records list: no render at all for a reply equal to the last', async () => {
    tables['/user/recharge/list.do'] = [{ id: 1, payAmt: 100, orderStatus: 0 }];
    const { view, rendersSince } = await mount(
      () => useRechargeList(),
      (r) => r.rows.length === 1,
    );
    expect(await poll(KEY_ROOTS.recharges, rendersSince)).toEqual({ whileAsked: 0, afterReply: 0 });
    tables['/user/recharge/list.do'] = [
      { id: 2, payAmt: 50, orderStatus: 0 },
      { id: 1, payAmt: 100, orderStatus: 0 },
    ];
    expect(await poll(KEY_ROOTS.recharges, rendersSince)).toEqual({ whileAsked: 0, afterReply: 1 });
    expect(view.result.current.rows).toHaveLength(2);
  });

  it('pending orders: no render while a poll is asked', async () => {
    const { rendersSince } = await mount(
      () => usePendingOrders(),
      (r) => !r.isPending,
    );
    expect(await poll(KEY_ROOTS.pendingOrders, rendersSince)).toEqual({
      whileAsked: 0,
      afterReply: 0,
    });
  });
});
