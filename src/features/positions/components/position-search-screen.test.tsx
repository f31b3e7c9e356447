// The position search as a trader uses it: the box is focused on arrival, and what is typed asks
// the server for that stock's positions only.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { routes } from '@/config/routes';

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

import { PositionSearchScreen } from './position-search-screen';

const bank = positionFixture({
  name: '平安银行',
  code: '000001',
  gid: 'sz000001',
  direction: 'long',
  shares: 1000,
  lever: 10,
  buyPrice: 10,
  nowPrice: 10.5,
});
const battery = positionFixture({
  name: '宁德时代',
  code: '300750',
  gid: 'sz300750',
  direction: 'long',
  shares: 100,
  lever: 10,
  buyPrice: 250,
  nowPrice: 251,
});

let backend: FakeBackend;

beforeEach(async () => {
  await prepareApp();
  backend = installFakeBackend({
    '/user/position/list.do': (p) =>
      ok(pageOf(p.get('stockCode') === '000001' ? [bank] : [bank, battery])),
    '/user/getUserInfo.do': () => ok(userInfoFixture(100_000)),
    '/api/admin/getSetting.do': () => ok(siteSettingFixture),
  });
});
afterEach(() => expect(backend.unhandled).toEqual([]));

it('focuses the box on arrival and shows only the positions of the typed code', async () => {
  renderApp(<PositionSearchScreen list="open" by="code" />, routes.holdorderlist2.href());
  const box = screen.getByRole('searchbox', { name: '可输入股票代码查询持仓' });
  expect(document.activeElement).toBe(box);
  expect(await screen.findByText('宁德时代')).toBeTruthy();

  fireEvent.change(box, { target: { value: '000001' } });
  await waitFor(() => expect(screen.queryByText('宁德时代')).toBeNull());
  expect(screen.getByText('平安银行')).toBeTruthy();
  const asked = backend.to('/user/position/list.do').map((c) => c.params.get('stockCode'));
  expect(asked).toContain('000001');
});
