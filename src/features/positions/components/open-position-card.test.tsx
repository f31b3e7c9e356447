// The open cards' memo boundary and texts (issue 24): a poll that leaves a row unchanged does not
// render its card again, a changed row does, and a language change re-labels every card.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '@/lib/i18n';

import { cachedStockView } from '../model/stock-view-cache';
import type { StockPositionView } from '../model/stock-position';
import { positionFixture, prepareApp, renderApp } from '../testing/fake-backend';

import type * as CardTextModule from './card-text';
import { CardTextProvider, useCardTextOfList } from './card-text';
import { OpenPositionCard } from './open-position-card';

// Every render of a card reads its texts once: counting the reads counts the renders.
const cardRenders = vi.hoisted(() => vi.fn());
vi.mock('./card-text', async (original) => {
  const real = await original<typeof CardTextModule>();
  return {
    ...real,
    useCardText: () => {
      cardRenders();
      return real.useCardText();
    },
  };
});

const NOW = Date.parse('2026-11-18T10:00:00+08:00');
const maotai = positionFixture({
  name: '贵州茅台',
  code: '600519',
  direction: 'long',
  shares: 1000,
  lever: 10,
  buyPrice: 1500,
  nowPrice: 1510,
});
const smic = positionFixture({
  name: '中芯国际',
  code: '688981',
  direction: 'short',
  shares: 500,
  lever: 5,
  buyPrice: 90,
  nowPrice: 88,
});

const onClose = () => {};

/** Replaces the cards' views, as a poll's reply does. */
let showViews: (views: StockPositionView[]) => void = () => {};

function Cards({
  initial,
  onReachClose,
}: {
  initial: StockPositionView[];
  onReachClose?: () => void;
}) {
  const [views, setViews] = useState(initial);
  useEffect(() => {
    showViews = setViews;
  }, []);
  const text = useCardTextOfList();
  return (
    <CardTextProvider value={text}>
      {views.map((v) => (
        <OpenPositionCard
          key={v.positionSn}
          view={v}
          onClose={onClose}
          onReachClose={onReachClose}
        />
      ))}
    </CardTextProvider>
  );
}

const viewsOf = (...rows: (typeof maotai)[]) => rows.map((r) => cachedStockView(r, NOW));
const cardOf = (name: string) => screen.getByRole('article', { name });

beforeEach(async () => {
  await prepareApp();
  cardRenders.mockClear();
});

describe('OpenPositionCard', () => {
  it('renders again only the card whose row a poll changed', async () => {
    renderApp(<Cards initial={viewsOf(maotai, smic)} />);
    await screen.findByRole('article', { name: '贵州茅台' });
    expect(cardRenders).toHaveBeenCalledTimes(2);
    // The next poll: structural sharing keeps 茅台's row, 中芯's price moved (a new row object).
    const moved = { ...smic, now_price: '87.00' };
    act(() => showViews(viewsOf(maotai, moved)));
    expect(cardRenders).toHaveBeenCalledTimes(3);
    expect(within(cardOf('中芯国际')).getByTestId('latest-price').textContent).toBe('87.00');
  });

  it('shows the labels and per-value texts of the reader’s language, and follows a change', async () => {
    renderApp(<Cards initial={viewsOf(maotai)} />);
    const card = await screen.findByRole('article', { name: '贵州茅台' });
    expect(card.textContent).toContain('1,000股/10手');
    expect(within(card).getByRole('link', { name: '查看贵州茅台持仓详情' })).toBeTruthy();
    expect(within(card).getByTestId('direction').textContent).toBe('买涨');
    await act(() => i18n.changeLanguage('en'));
    expect(card.textContent).toContain('Floating P/L');
    expect(card.textContent).toContain('1,000 sh/10 lots');
    expect(within(card).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Position details of 贵州茅台' })).toBeTruthy();
    await act(() => i18n.changeLanguage('zh-CN'));
  });

  it('starts loading the close sheet as the finger comes down on "close", before the tap', async () => {
    const onReachClose = vi.fn();
    renderApp(<Cards initial={viewsOf(maotai)} onReachClose={onReachClose} />);
    const card = await screen.findByRole('article', { name: '贵州茅台' });
    fireEvent.pointerDown(within(card).getByTestId('close-position'));
    expect(onReachClose).toHaveBeenCalledTimes(1);
  });
});
