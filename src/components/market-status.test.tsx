import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { i18n, initI18n } from '@/lib/i18n';
import { DEFAULT_A_SHARE_TIMES } from '@/api/contracts/trading-hours';
import { siteSettingKey } from '@/lib/queries/site-setting';

import { MarketStatus } from './market-status';

// A Wednesday, 10:00 in Beijing: the default trading hours are open.
const WEDNESDAY_10_BEIJING = Date.UTC(2026, 10, 25, 2, 0, 0);

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

const renderStatus = (updatedAt: number) => {
  const client = new QueryClient();
  client.setQueryData(siteSettingKey, { id: 1, ...DEFAULT_A_SHARE_TIMES });
  const frame = (at: number) => (
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <MarketStatus updatedAt={at} intervalMs={1000} />
      </Suspense>
    </QueryClientProvider>
  );
  const view = render(frame(updatedAt));
  return { ...view, update: (at: number) => view.rerender(frame(at)) };
};

describe('MarketStatus', () => {
  it('counts the quote age up every second, then calls it delayed, and fresh again after a poll', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(WEDNESDAY_10_BEIJING);
    const { update } = renderStatus(WEDNESDAY_10_BEIJING);
    const status = await screen.findByTestId('market-status');
    expect(status.textContent).toBe('TradingUpdated 0 s ago');
    act(() => vi.advanceTimersByTime(2000));
    expect(status.textContent).toBe('TradingUpdated 2 s ago');
    act(() => vi.advanceTimersByTime(2000));
    expect(status.textContent).toBe('TradingQuotes delayed: no update for 4 s');
    expect(status.getAttribute('role')).toBe('alert');
    update(Date.now());
    expect(status.textContent).toBe('TradingUpdated 0 s ago');
  });

  it('follows a change of language, the texts it keeps included', async () => {
    renderStatus(0);
    const status = await screen.findByTestId('market-status');
    expect(status.textContent).toContain('Loading quotes…');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(status.textContent).not.toContain('Loading quotes…');
    expect(status.textContent).toMatch(/[\u4e00-\u9fff]/);
    await act(() => i18n.changeLanguage('en'));
    expect(status.textContent).toContain('Loading quotes…');
  });
});
