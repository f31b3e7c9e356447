// The take-profit / stop-loss form below the detail page's first screen: its place shows the
// title until the form is near or tapped, then the fields are there to type into.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import type { UserPositionVO } from '@/api/contracts/models/trading';

import { stockPositionView } from '../model/stock-position';
import { positionFixture, prepareApp } from '../testing/fake-backend';

import { LazyTargetsForm } from './lazy-targets-form';

const view = stockPositionView(
  positionFixture({
    name: '贵州茅台',
    code: '600519',
    direction: 'long',
    shares: 200,
    lever: 10,
    buyPrice: 1200,
    nowPrice: 1500,
  }) as UserPositionVO,
  Date.now(),
);

beforeEach(async () => {
  await prepareApp(); // zh-CN, and the form's code already loaded
  // A browser where the form is far below the screen and the page never goes idle.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('requestIdleCallback', () => 1);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  cleanup(); // while the stubs are still there to be cancelled
  vi.unstubAllGlobals();
});

it('shows the title in the form’s place, and the fields from the first tap there', async () => {
  render(<LazyTargetsForm view={view} price={view.price} />);
  expect(screen.getByRole('heading', { name: '止盈止损' })).toBeTruthy();
  expect(screen.queryByLabelText('止盈价（元）')).toBeNull();

  fireEvent.pointerDown(screen.getByRole('heading', { name: '止盈止损' }));
  expect(await screen.findByLabelText('止盈价（元）')).toBeTruthy();
  expect(screen.getByLabelText('止损价（元）')).toBeTruthy();
});
