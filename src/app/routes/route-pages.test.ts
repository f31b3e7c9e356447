import { describe, expect, it } from 'vitest';

import { ROUTES, routes } from '@/config/routes';

import { notBuiltRoutes, ROUTE_PAGES } from './route-pages';

// Routes whose feature issue has not landed yet. This list only ever shrinks: when a feature
// builds a page, name it in route-pages.ts and remove it here.
const NOT_BUILT_YET: string[] = [
  // subscription (issue 20)
  // funds allocation (issue 21)
  // content and onboarding (issue 22)
];

describe('the pages that serve the routes', () => {
  it('lists the routes still showing "not built yet"', () => {
    expect(
      notBuiltRoutes()
        .map((name) => routes[name].path)
        .sort(),
    ).toEqual([...NOT_BUILT_YET].sort());
  });

  it('names one module for the routes a page serves together, configured per route', () => {
    const ticket = ROUTE_PAGES.buyStocks!;
    expect(ROUTE_PAGES.indexBuy!.load).toBe(ticket.load);
    expect(ROUTE_PAGES.indexBuy!.props).toEqual({ route: 'indexBuy' });
    expect(ROUTE_PAGES.setup!.load).toBe(ROUTE_PAGES.setting!.load);
    expect(ROUTE_PAGES.kline!.load).toBe(ROUTE_PAGES.listdetail2!.load);
    expect(ROUTE_PAGES.sellorderlist2!.props).toEqual({ list: 'closed', by: 'spell' });
  });

  it("every built route's module loads and default-exports a component", async () => {
    const loaders = new Set(ROUTES.map((r) => ROUTE_PAGES[r.name]?.load).filter((l) => !!l));
    for (const load of loaders) {
      const module = await load!();
      expect(typeof module.default).toBe('function');
    }
  }, 60_000);
});
