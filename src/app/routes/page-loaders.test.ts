import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  loadOpenedPagePrefetch,
  openedPage,
  openedPageNamespaces,
  startOpenedPageEarlyRequests,
} from './page-loaders';
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

  it("/home's texts load with the shell's; a page that names none adds none (ADR 0041)", () => {
    window.location.hash = '#/home';
    expect(openedPageNamespaces()).toEqual(['home']);
    window.location.hash = '#/login';
    expect(openedPageNamespaces()).toEqual([]);
    window.location.hash = '#/no-such-page';
    expect(openedPageNamespaces()).toEqual([]);
  });
});

describe("the opened page's early requests (ADR 0038)", () => {
  afterEach(() => {
    window.location.hash = '';
    vi.unstubAllGlobals();
  });

  const sentFor = (hash: string, base: string | null): string[] => {
    const fetched = vi.fn<typeof fetch>(() => new Promise(() => undefined));
    vi.stubGlobal('fetch', fetched);
    window.location.hash = hash;
    startOpenedPageEarlyRequests(base);
    return fetched.mock.calls.map(([url]) => String(url));
  };

  it('/home asks for its banners at once; other pages and an unknown address ask nothing', () => {
    expect(sentFor('#/home', 'https://api.example/')).toEqual([
      'https://api.example/api/site/getBannerByPlat.do',
    ]);
    expect(sentFor('#/trading-list', 'https://api.example')).toEqual([]);
    expect(sentFor('#/home', null)).toEqual([]);
  });
});
