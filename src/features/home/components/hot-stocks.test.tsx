import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { initI18n } from '@/lib/i18n';

import { HotStocks } from './hot-stocks';

type Row = {
  symbol: string;
  code: string;
  name: string;
  trade: number;
  pricechange: number;
  changepercent: number;
};
const reply: { data: Row[] | undefined; isPending: boolean } = { data: undefined, isPending: true };

vi.mock('../api/home-api', () => ({ HOT_STOCK_COUNT: 6, useHotStocks: () => reply }));

const row = (symbol: string, name: string, pct: number): Row => ({
  symbol,
  code: symbol.slice(2),
  name,
  trade: 10,
  pricechange: 1,
  changepercent: pct,
});

const tiles = () => screen.getAllByTestId('home-hot-stock');
const show = () => (
  <MemoryRouter>
    <HotStocks />
  </MemoryRouter>
);

describe('HotStocks', () => {
  beforeAll(async () => {
    const i18n = await initI18n();
    await i18n.loadNamespaces(['home']);
  });

  it('holds six tiles of loading lines until the gainers arrive', () => {
    Object.assign(reply, { data: undefined, isPending: true });
    render(show());
    expect(screen.getAllByTestId('home-skeleton')).toHaveLength(6);
  });

  it('keeps each cell in place when a poll reorders the gainers (no layout shift)', () => {
    Object.assign(reply, {
      data: [row('sh600001', '甲', 9), row('sz000002', '乙', 8)],
      isPending: false,
    });
    const { rerender } = render(show());
    const [first, second] = tiles();
    Object.assign(reply, { data: [row('sz000002', '乙', 10), row('sh600001', '甲', 9)] });
    rerender(show());
    // The same two boxes, now showing the new order: nothing moved from one cell to another.
    expect(tiles()[0]).toBe(first);
    expect(tiles()[1]).toBe(second);
    expect(tiles()[0]!.textContent).toContain('乙');
    expect(tiles()[1]!.textContent).toContain('甲');
  });
});
