import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';

import { loadOpenedPagePrefetch, openedPage } from './page-loaders';
import { ROUTE_PAGES } from './route-pages';

describe('the opened page and its prefetch', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('finds the page of the address (/ opens /home)', () => {
    window.location.hash = '';
    expect(openedPage()).toBe(ROUTE_PAGES.home);
    window.location.hash = '#/trading-list?x=1';
    expect(openedPage()).toBe(ROUTE_PAGES.tradingList);
    window.location.hash = '#/no-such-page';
    expect(openedPage()).toBeNull();
  });

  it("/home's prefetch starts its first screen's queries, not the news below it", async () => {
    window.location.hash = '#/home';
    const prefetch = await loadOpenedPagePrefetch();
    expect(prefetch).toBeDefined();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetch!.prefetch(client);
    const keys = client
      .getQueryCache()
      .findAll()
      .map((q) => q.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['home', 'site', 'market', 'articles']));
    expect(keys).not.toContain('news');
    client.clear();
  });

  it('a page without a prefetch module has none', async () => {
    window.location.hash = '#/login';
    await expect(loadOpenedPagePrefetch()).resolves.toBeUndefined();
  });
});
