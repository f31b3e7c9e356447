import { describe, expect, it } from 'vitest';

import { ROUTES } from '../src/config/routes';

import { routePageModules } from './route-page-modules';

describe("the bench's reading of route-pages.ts", () => {
  it('finds a module or "not built" for every route, and the module files exist', async () => {
    const modules = routePageModules();
    expect([...modules.keys()].sort()).toEqual(ROUTES.map((r) => r.name).sort());
    expect(modules.get('home')).toBe('src/features/home/pages/home-page.tsx');
    expect(modules.get('indexBuy')).toBe('src/features/trade/pages/order-ticket-page.tsx');
    expect(modules.get('funds')).toBe('src/features/funds/pages/funds-home-page.tsx');
    // A module shared by two routes is read for both (issue 22 built the last "not built" ones).
    expect(modules.get('alertdetail')).toBe('src/features/content/pages/article-page.tsx');
    expect(modules.get('newGg')).toBe(modules.get('alertdetail'));
    const { existsSync } = await import('node:fs');
    for (const file of modules.values()) if (file) expect(existsSync(file)).toBe(true);
  });
});
