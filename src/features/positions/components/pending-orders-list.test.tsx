// Pending orders: both reply shapes of orderList.do, cancel only while waiting, a confirmation,
// and the reference's "删除成功 with status 1" treated as the success it is.
import '@/lib/antd-react19';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { UserPendingorderVO } from '@/api/contracts/models/trading';

import {
  fail,
  installFakeBackend,
  ok,
  pageOf,
  prepareApp,
  renderApp,
  type FakeBackend,
  type Reply,
} from '../testing/fake-backend';

import { PendingOrdersList } from './pending-orders-list';

const order = (o: Partial<UserPendingorderVO> & { id: number }): UserPendingorderVO => ({
  userId: 7,
  stockId: '4',
  stockName: '中芯国际',
  buyNum: 500,
  buyType: 0,
  lever: 10,
  profitTarget: null,
  stopTarget: null,
  nowPrice: 90,
  targetPrice: 117,
  addTime: '2026-10-30 10:00:00',
  status: 0,
  ...o,
});

const waiting = order({ id: 2 });
const executed = order({ id: 1, stockName: '贵州茅台', status: 1, targetPrice: 1200 });

let backend: FakeBackend;
let orders: UserPendingorderVO[];

const start = (delOrder: (params: URLSearchParams) => Reply, asArray = false) => {
  orders = [waiting, executed];
  backend = installFakeBackend({
    '/user/orderList.do': () => ok(asArray ? orders : pageOf(orders)),
    '/user/delOrder.do': (p) => {
      const reply = delOrder(p);
      if (!(reply instanceof Error) && (reply.body as { msg?: string }).msg === '删除成功') {
        orders = orders.filter((o) => String(o.id) !== p.get('id'));
      }
      return reply;
    },
  });
  renderApp(<PendingOrdersList />);
};

const cancelFirstWaiting = async () => {
  const cards = await screen.findAllByTestId('pending-order');
  const card = cards.find((c) => c.dataset.orderId === String(waiting.id))!;
  fireEvent.click(within(card).getByTestId('cancel-order'));
  fireEvent.click(await screen.findByRole('button', { name: '确定撤销' }));
};

beforeEach(prepareApp);
afterEach(() => expect(backend.unhandled).toEqual([]));

describe('pending orders', () => {
  it('accepts a plain array and offers cancel only on a waiting order', async () => {
    start(() => fail('删除成功'), true);
    const cards = await screen.findAllByTestId('pending-order');
    expect(cards).toHaveLength(2);
    const status = cards.map((c) => within(c).getByTestId('order-status').textContent);
    expect(status).toEqual(['等待触发', '已成交']);
    expect(within(cards[0]!).queryByTestId('cancel-order')).not.toBeNull();
    expect(within(cards[1]!).queryByTestId('cancel-order')).toBeNull();
  });

  it('treats 删除成功 with status 1 as cancelled and refreshes the list', async () => {
    start(() => fail('删除成功'));
    await cancelFirstWaiting();
    expect(await screen.findByText('已撤单')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('pending-order')).toHaveLength(1));
    expect(backend.to('/user/delOrder.do')).toHaveLength(1);
    expect(backend.to('/user/delOrder.do')[0]!.params.get('id')).toBe(String(waiting.id));
  });

  it('shows any other refusal as it is and keeps the order', async () => {
    start(() => fail('该挂单不属于您'));
    await cancelFirstWaiting();
    expect(await screen.findByText('该挂单不属于您')).toBeTruthy();
    expect(screen.queryByText('已撤单')).toBeNull();
    expect(screen.getAllByTestId('pending-order')).toHaveLength(2);
  });
});
