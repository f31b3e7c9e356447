// A poll of the open list renders it once, when the reply lands — not also as the request starts
// (issue 24: the list's work per one-second poll).
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { queryClient } from '@/lib/query-client';
import { positionKeys } from '@/lib/queries/positions';

import {
  installFakeBackend,
  ok,
  pageOf,
  positionFixture,
  prepareApp,
  renderApp,
} from '../testing/fake-backend';

import { useStockList } from './use-stock-list';

const row = (nowPrice: number) =>
  positionFixture({
    name: '贵州茅台',
    code: '600519',
    direction: 'long',
    shares: 100,
    lever: 10,
    buyPrice: 1500,
    nowPrice,
  });

const rendered = vi.fn();

function Probe() {
  const { views } = useStockList(0, {});
  rendered();
  return <p data-testid="price">{views[0]?.source.now_price}</p>;
}

const shownPrice = () => screen.queryByTestId('price')?.textContent;

beforeEach(async () => {
  await prepareApp();
  rendered.mockClear();
});

describe('useStockList (open positions)', () => {
  it('renders once per poll, with the new reply', async () => {
    let price = 1510;
    let release: (() => void) | null = null;
    installFakeBackend({
      '/user/position/list.do': () =>
        new Promise((done) => {
          release = () => done(ok(pageOf([row(price)])));
        }),
    });
    renderApp(<Probe />);
    await waitFor(() => expect(release).not.toBeNull());
    act(() => release!());
    await waitFor(() => expect(shownPrice()).toBe('1510.00'));
    const before = rendered.mock.calls.length;
    price = 1512;
    act(
      () => void queryClient.refetchQueries({ queryKey: positionKeys.list('stock', { state: 0 }) }),
    );
    await new Promise((r) => setTimeout(r, 50));
    // Asked, not yet answered: nothing on screen changes, so nothing renders.
    expect(rendered.mock.calls.length).toBe(before);
    act(() => release!());
    await waitFor(() => expect(shownPrice()).toBe('1512.00'));
    expect(rendered.mock.calls.length).toBe(before + 1);
  });
});
