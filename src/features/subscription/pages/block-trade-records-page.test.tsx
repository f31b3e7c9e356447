// /sharerecordDz as a trader reads it: one card per block-trade position with its figures and the
// buy time in Beijing, a link to the position on /warehouse, and the empty and failed states.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderAt, startApp } from '@/testing/app-under-test';
import { fakeAdapter, ok, refused, type Reply } from '@/testing/fake-backend';

import BlockTradeRecordsPage from './block-trade-records-page';

const position = (over: Record<string, unknown> = {}) => ({
  id: 41,
  positionType: 3,
  positionSn: 'P41',
  userId: 1,
  stockName: '贵州茅台',
  stockCode: '600519',
  stockGid: 'sh600519',
  buyOrderId: '853408292611654914',
  buyOrderTime: Date.parse('2026-11-02T09:31:00+08:00'),
  buyOrderPrice: 1378.57,
  orderDirection: '买涨',
  orderNum: 100,
  orderLever: 1,
  orderTotalPrice: 137_857,
  ...over,
});

const open = async (reply: () => Reply) => {
  const backend = fakeAdapter((call) =>
    call.url === '/user/buyStockDzList.do' ? reply() : refused(`unexpected ${call.url}`),
  );
  await startApp({ adapter: backend.adapter, namespaces: ['blockVip', 'market'] });
  renderAt('/sharerecordDz', <BlockTradeRecordsPage />);
  return backend;
};

describe('block-trade records', () => {
  it('shows each position with its figures, Beijing time and a link to it', async () => {
    await open(() =>
      ok([
        position(),
        position({ id: 40, sellOrderTime: Date.parse('2026-11-03T10:00:00+08:00') }),
      ]),
    );
    const cards = await screen.findAllByTestId('block-record');
    expect(cards).toHaveLength(2);
    const card = within(cards[0]!);
    expect(cards[0]!.textContent).toContain('沪');
    expect(cards[0]!.textContent).toContain('持仓中');
    expect(card.getByTestId('record-total').textContent).toBe('137,857.00');
    expect(card.getByTestId('record-shares').textContent).toBe('100股');
    expect(card.getByTestId('record-price').textContent).toBe('1,378.57');
    expect(card.getByTestId('record-order').textContent).toBe('853408292611654914');
    expect(card.getByTestId('record-time').textContent).toBe('2026-11-02 09:31:00');
    expect(card.getByTestId('record-position-link').getAttribute('href')).toBe(
      '/warehouse?tab=open',
    );
    expect(cards[1]!.textContent).toContain('已平仓');
    expect(within(cards[1]!).getByTestId('record-position-link').getAttribute('href')).toBe(
      '/warehouse?tab=closed',
    );
  });

  it('says when there is none', async () => {
    await open(() => ok([]));
    expect((await screen.findByTestId('records-empty')).textContent).toContain('暂无大宗交易记录');
  });

  it('offers a retry when the list fails', async () => {
    let fails = true;
    const backend = await open(() => (fails ? refused('系统繁忙') : ok([position()])));
    // After the query's one retry (about a second).
    const error = await screen.findByTestId('records-error', {}, { timeout: 5_000 });
    expect(error.textContent).toContain('大宗交易记录加载失败');
    fails = false;
    fireEvent.click(within(error).getByRole('button'));
    expect(await screen.findAllByTestId('block-record')).toHaveLength(1);
    expect(backend.callsTo('/user/buyStockDzList.do').length).toBeGreaterThanOrEqual(2);
  });
});
