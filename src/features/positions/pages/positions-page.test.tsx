// The positions tab as a trader sees it: each open position's P/L in the rise/fall colour, the
// totals over the list and the available funds; visitors get the login prompt.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Decimal from 'decimal.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { openPositionFigures, positionMargin } from '@/api/contracts/trading-math';
import { formatMoney } from '@/lib/format/money';
import { useAppStore } from '@/stores/app-store';

import {
  installFakeBackend,
  ok,
  pageOf,
  positionFixture,
  prepareApp,
  renderApp,
  siteSettingFixture,
  userInfoFixture,
  type FakeBackend,
} from '../testing/fake-backend';

import PositionsPage from './positions-page';

const winner = positionFixture({
  name: '平安银行',
  code: '000001',
  gid: 'sz000001',
  direction: 'short',
  shares: 10_000,
  lever: 10,
  buyPrice: 13.8,
  nowPrice: 10.05,
});
const loser = positionFixture({
  name: '宁德时代',
  code: '300750',
  gid: 'sz300750',
  direction: 'long',
  shares: 1000,
  lever: 20,
  buyPrice: 280,
  nowPrice: 251.3,
});
const AVAILABLE = 415_813.7;

const money = (v: Decimal.Value, signed = false) => formatMoney(v, { locale: 'zh-CN', signed });

let backend: FakeBackend;

beforeEach(async () => {
  await prepareApp();
  backend = installFakeBackend({
    '/user/position/list.do': (p) => ok(pageOf(p.get('state') === '0' ? [winner, loser] : [])),
    '/user/getUserInfo.do': () => ok(userInfoFixture(AVAILABLE)),
    '/api/admin/getSetting.do': () => ok(siteSettingFixture),
  });
});
afterEach(() => expect(backend.unhandled).toEqual([]));

describe('/warehouse', () => {
  it('colours each position by its P/L and shows gross and net figures', async () => {
    renderApp(<PositionsPage />);
    const cards = await screen.findAllByTestId('open-position');
    expect(cards).toHaveLength(2);
    for (const [card, p, tone] of [
      [cards[0]!, winner, 'rise'],
      [cards[1]!, loser, 'fall'],
    ] as const) {
      const fig = openPositionFigures(p, p.now_price!);
      const net = within(card).getByTestId('net-pnl');
      expect(net.textContent).toBe(money(fig.netPnl, true));
      expect(net.dataset.tone).toBe(tone);
      expect(within(card).getByTestId('pnl').textContent).toBe(money(fig.pnl, true));
      expect(within(card).getByTestId('pnl').dataset.tone).toBe(tone);
      // Net is the gross less the buy fees the position carries.
      expect(fig.netPnl.lt(fig.pnl)).toBe(true);
      expect(within(card).getByTestId('direction').textContent).toBe(
        p.orderDirection === '买跌' ? '买跌' : '买涨',
      );
    }
  });

  it('totals the net P/L, margin and market value of the list, with the available funds', async () => {
    renderApp(<PositionsPage />);
    await screen.findAllByTestId('open-position');
    const rows = [winner, loser];
    const net = rows.reduce(
      (s, p) => s.plus(openPositionFigures(p, p.now_price!).netPnl),
      new Decimal(0),
    );
    const margin = rows.reduce((s, p) => s.plus(positionMargin(p)), new Decimal(0));
    const value = rows.reduce(
      (s, p) => s.plus(openPositionFigures(p, p.now_price!).marketValue),
      new Decimal(0),
    );
    expect(screen.getByTestId('total-net-pnl').textContent).toBe(money(net, true));
    expect(screen.getByTestId('total-net-pnl').dataset.tone).toBe(net.gt(0) ? 'rise' : 'fall');
    expect(screen.getByTestId('total-margin').textContent).toBe(money(margin));
    expect(screen.getByTestId('total-market-value').textContent).toBe(money(value));
    await waitFor(() =>
      expect(screen.getByTestId('available-funds').textContent).toBe(money(AVAILABLE)),
    );
  });

  it('keeps polling the open positions while shown', async () => {
    renderApp(<PositionsPage />);
    await screen.findAllByTestId('open-position');
    const first = backend.to('/user/position/list.do').length;
    await waitFor(
      () => expect(backend.to('/user/position/list.do').length).toBeGreaterThan(first),
      {
        timeout: 2500,
      },
    );
  });

  it('shows the closed list empty state on the closed tab', async () => {
    renderApp(<PositionsPage />);
    await screen.findAllByTestId('open-position');
    fireEvent.click(screen.getByRole('tab', { name: '已平仓' }));
    expect((await screen.findByTestId('positions-empty')).textContent).toContain('暂无平仓记录');
    expect(backend.to('/user/position/list.do').some((c) => c.params.get('state') === '1')).toBe(
      true,
    );
  });

  it('offers visitors the login sheet instead of a list', async () => {
    useAppStore.getState().clearSession();
    renderApp(<PositionsPage />);
    fireEvent.click(await screen.findByRole('button', { name: '登录后继续' }));
    expect(useAppStore.getState().dialogVisible).toBe(true);
    expect(backend.to('/user/position/list.do')).toHaveLength(0);
    useAppStore.getState().closeVisitorSheet();
  });
});
