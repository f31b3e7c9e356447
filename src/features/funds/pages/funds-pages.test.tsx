// /funds and /fundslist as a trader reads them: the status labels and figures of each allocation,
// amounts masked while hidden, the risk view to the cent, the tab picked by ?index=, and a close
// that asks first and sends once however often it is tapped.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { FundsApplyStatus } from '@/api/contracts/codes';
import { changeLanguage } from '@/lib/i18n';
import { renderAt, startApp } from '@/testing/app-under-test';
import { ok } from '@/testing/fake-backend';
import { useAppStore } from '@/stores/app-store';

import { apply, fundsBackend, position, type FundsWorld } from '@/testing/funds-backend';

import FundsHomePage from './funds-home-page';
import FundsListPage from './funds-list-page';

const world = (o: Partial<FundsWorld> = {}): FundsWorld => ({
  applies: [
    apply({ id: 5, status: FundsApplyStatus.PENDING, subaccountNumber: null }),
    apply({ id: 4, status: FundsApplyStatus.REJECTED, auditOpinion: '保证金来源待核实' }),
    apply({ id: 3, status: FundsApplyStatus.TRADING }),
    apply({ id: 2, status: FundsApplyStatus.EXPIRED }),
    apply({ id: 1, status: FundsApplyStatus.ENDED }),
  ],
  open: [position()],
  closed: [],
  enableAmt: 100_000,
  allFreezAmt: 52_500,
  ...o,
});

const open = async (path: string, page: React.ReactNode, w = world()) => {
  const backend = fundsBackend(w);
  await startApp({ adapter: backend.adapter, namespaces: ['funds'] });
  renderAt(path, page);
  return backend;
};

afterEach(() => useAppStore.getState().setHide(false));

describe('/funds', () => {
  it('labels every status and shows the rejection reason', async () => {
    await open('/funds', <FundsHomePage />);
    const cards = await screen.findAllByTestId('allocation-card');
    expect(cards.map((c) => within(c).getByTestId('allocation-status').textContent)).toEqual([
      '待审核',
      '未通过',
      '操盘中',
      '已到期',
      '已结束',
    ]);
    expect(within(cards[1]!).getByTestId('allocation-reason').textContent).toBe(
      '未通过原因：保证金来源待核实',
    );
    expect(within(cards[0]!).queryByTestId('allocation-reason')).toBeNull();
    // The trading one: its sub-account's value and P/L, a way to trade in it.
    const trading = within(cards[2]!);
    expect(cards[2]!.textContent).toContain('300,000.00');
    expect((await trading.findByTestId('allocation-market-value')).textContent).toBe('10,500.00');
    expect(trading.getByTestId('allocation-pnl').textContent).toBe('+493.00');
    expect(trading.getByRole('link', { name: '去交易' }).getAttribute('href')).toBe(
      '/subWarehouseBuy',
    );
  });

  it('totals the A-share account and masks every amount while hidden', async () => {
    await open('/funds', <FundsHomePage />);
    await waitFor(() => expect(screen.getByTestId('funds-total').textContent).toBe('152,500.00'));
    expect(screen.getByTestId('cell-frozen').textContent).toBe('52,500.00');
    expect(screen.getByTestId('cell-available').textContent).toBe('100,000.00');
    expect(screen.getByTestId('cell-pnl').textContent).toBe('-120.50');
    act(() => useAppStore.getState().setHide(true));
    for (const id of ['funds-total', 'cell-total', 'cell-frozen', 'cell-available', 'cell-pnl'])
      expect(screen.getByTestId(id).textContent).toBe('****');
  });

  it('shows the risk of the allocation in trading to the cent', async () => {
    await open('/funds', <FundsHomePage />);
    const risk = await screen.findByTestId('allocation-risk');
    const r = within(risk);
    // 300000 + (10.5 − 10) × 1000 − 7 fees
    expect(r.getByTestId('risk-value').textContent).toBe('300,493.00');
    expect(r.getByTestId('risk-warning-room').textContent).toBe('9,493.00');
    expect(r.getByTestId('risk-warning-pct').textContent).toBe('3.16%');
    expect(r.getByTestId('risk-liquidation-room').textContent).toBe('12,993.00');
    // 1–3 limit-down days from 10.50: 9.45, 8.51, 7.66
    const rows = within(r.getByTestId('risk-scenarios')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.children[1]!.textContent)).toEqual([
      '299,443.00',
      '298,503.00',
      '297,653.00',
    ]);
  });

  it('says so when there is no allocation', async () => {
    await open('/funds', <FundsHomePage />, world({ applies: [] }));
    expect((await screen.findByTestId('allocations-empty')).textContent).toContain('暂无配资记录');
  });
});

describe('/fundslist', () => {
  it.each([
    ['0', 'allocations'],
    ['1', 'funds-open'],
    ['2', 'funds-closed'],
  ])('?index=%s opens its tab', async (index, testId) => {
    await open(`/fundslist?index=${index}`, <FundsListPage />);
    expect(await screen.findByTestId(testId)).toBeTruthy();
  });

  it('closes a position once for ten taps, after asking, then shows the closed tab', async () => {
    let release = () => {};
    const w = world();
    const backend = await open('/fundslist?index=1', <FundsListPage />, w);
    const gate = new Promise<void>((r) => (release = r));
    w.sell = async () => {
      await gate;
      w.closed.unshift({ ...w.open.pop()!, sellOrderTime: Date.now(), sellOrderPrice: 10.5 });
      return ok(null, '平仓成功！');
    };
    fireEvent.click(await screen.findByTestId('close-position'));
    expect(screen.getByRole('alertdialog').textContent).toContain('您确定要平仓吗？');
    const confirm = screen.getByTestId('confirm-close');
    for (let i = 0; i < 10; i++) fireEvent.click(confirm);
    release();
    expect((await screen.findByTestId('close-notice')).textContent).toBe('平仓成功！');
    expect(backend.callsTo('/user/funds/sellFunds.do')).toHaveLength(1);
    expect(backend.callsTo('/user/funds/sellFunds.do')[0]!.params.get('positionSn')).toBe('FP7');
    await waitFor(() =>
      expect(screen.getByTestId('funds-tab-closed').getAttribute('aria-selected')).toBe('true'),
    );
    expect(await screen.findByTestId('funds-position')).toBeTruthy();
  });

  it('says "closed" in the trader’s language, not with the server’s Chinese text', async () => {
    const w = world();
    w.sell = () => {
      w.closed.unshift({ ...w.open.pop()!, sellOrderTime: Date.now(), sellOrderPrice: 10.5 });
      return ok(null, '平仓成功！');
    };
    await open('/fundslist?index=1', <FundsListPage />, w);
    await changeLanguage('en');
    try {
      fireEvent.click(await screen.findByTestId('close-position'));
      fireEvent.click(screen.getByTestId('confirm-close'));
      expect((await screen.findByTestId('close-notice')).textContent).toBe('Position closed');
    } finally {
      await changeLanguage('zh-CN');
    }
  });

  it('names a STAR-market stock’s board in the trader’s language, not the server’s', async () => {
    const backend = fundsBackend(world({ open: [position({ stockPlate: '科创' })] }));
    await startApp({ adapter: backend.adapter, namespaces: ['funds'] });
    await changeLanguage('en');
    try {
      renderAt('/fundslist?index=1', <FundsListPage />);
      const card = await screen.findByTestId('funds-position');
      expect(card.textContent).toContain('STAR');
      expect(card.textContent).not.toContain('科创');
    } finally {
      await changeLanguage('zh-CN');
    }
  });

  it('keeps the position and shows the server refusal', async () => {
    const w = world({ sell: () => ({ status: 1, msg: '平仓失败，不在交易时段内' }) });
    const backend = await open('/fundslist?index=1', <FundsListPage />, w);
    fireEvent.click(await screen.findByTestId('close-position'));
    fireEvent.click(screen.getByTestId('confirm-close'));
    expect((await screen.findByTestId('close-notice')).textContent).toBe(
      '平仓失败，不在交易时段内',
    );
    expect(screen.getByTestId('funds-tab-open').getAttribute('aria-selected')).toBe('true');
    expect(backend.callsTo('/user/funds/sellFunds.do')).toHaveLength(1);
  });
});
