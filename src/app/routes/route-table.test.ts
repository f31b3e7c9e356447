import { describe, expect, it } from 'vitest';

import zhCommon from '@/locales/zh-CN/common.json';

import { findRoute, notBuiltRoutes, pageModuleOf, ROUTES, TAB_PATHS } from './route-table';

const PAGE_MODULES = Object.keys(import.meta.glob('/src/features/*/pages/*-page.tsx'));

// Every path of product-spec §2.
const SPEC_PATHS = `/home /jijin /college /DragonTiger /topTen /daylimit /stopRecovery /Subscription
/newsharesDetail /sharerecord /zhongqianrecord /qingchouDetail /vipdetail /sharerecordDz /VipSearchlist
/about /buy /newPage /newGg /forget /openaccount /trading-list /indexsearchlist /indexlist /searchlist
/searchmylist /mylist /listdetail /listdetail2 /kline /indexBuy /twoBuy /subWarehouseBuy /futuresBuy
/TradingBuy /buyStocks /sellStocks /inquiry /transfer /transfers /transferRecord /warehouse
/holdorderlist /holdorderlist2 /sellorderlist /sellorderlist2 /detail /FundingDetails /card /bankCard
/addCard /bankUpDate /authentication /authentications /smrz /aggre /agree /trade /rechargeSure
/rechargelist /recharge /cash /cashlist /cashWithdrawalRecord /withdraw /zf /btc /setting /setup
/loginPassword /setPassword /alertdetail /funds /days /fundslist /searchStock /notify /login /register
/User /account /wallet /service`.split(/\s+/);

// Pages whose feature issue has not landed yet. This list only ever shrinks: when a feature
// builds a page, remove it here.
const BUILT = [
  '/setting',
  '/setup',
  // issue 5: real-name verification and bank card
  '/smrz',
  '/authentication',
  '/authentications',
  '/card',
  '/bankCard',
  '/addCard',
  '/bankUpDate',
  // issue 5: entry, profile, passwords, messages, agreements
  '/login',
  '/register',
  '/forget',
  '/User',
  '/account',
  '/wallet',
  '/loginPassword',
  '/setPassword',
  '/notify',
  '/service',
  '/agree',
  '/aggre',
  '/trade',
  // issue 6: market lists, search and the A-share data screens
  '/trading-list',
  '/DragonTiger',
  '/topTen',
  '/daylimit',
  '/stopRecovery',
  '/indexlist',
  '/indexsearchlist',
  '/searchlist',
  '/searchStock',
  // issue 6: home, watchlist and the detail page
  '/home',
  '/mylist',
  '/searchmylist',
  '/kline',
  '/listdetail',
  '/listdetail2',
  // issue 7: order tickets, positions, closed positions, position detail
  '/buyStocks',
  '/sellStocks',
  '/TradingBuy',
  '/buy',
  '/twoBuy',
  '/subWarehouseBuy',
  '/indexBuy',
  '/futuresBuy',
  '/warehouse',
  '/holdorderlist',
  '/holdorderlist2',
  '/sellorderlist',
  '/sellorderlist2',
  '/detail',
];
const NOT_BUILT_YET = SPEC_PATHS.filter((p) => !BUILT.includes(p));

describe('route table', () => {
  it('covers every path of the product spec exactly once (case-insensitively)', () => {
    const lower = ROUTES.map((r) => r.path.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    expect(lower.sort()).toEqual(SPEC_PATHS.map((p) => p.toLowerCase()).sort());
  });

  it('matches paths case-insensitively, as the tab bar relies on', () => {
    expect(findRoute('/MyList')?.path).toBe('/mylist');
    expect(findRoute('/user')?.path).toBe('/User');
    expect(findRoute('/dragontiger/')?.name).toBe('dragonTiger');
    expect(findRoute('/nowhere')).toBeUndefined();
    for (const tab of TAB_PATHS) expect(findRoute(tab)?.hideTabBar).toBe(false);
  });

  it('gives every route a localized title', () => {
    for (const r of ROUTES) expect(zhCommon.routes).toHaveProperty(r.name);
  });

  it('lists the pages still showing "not built yet"', () => {
    expect(notBuiltRoutes(PAGE_MODULES).sort()).toEqual([...NOT_BUILT_YET].sort());
  });

  it('finds a page by the route name, or by the shared module a route names', () => {
    const modules = [
      '/src/features/auth/pages/login-page.tsx',
      '/src/features/x/pages/dragon-tiger-page.tsx',
    ];
    expect(pageModuleOf(findRoute('/login')!, modules)).toBe(modules[0]);
    expect(pageModuleOf(findRoute('/DragonTiger')!, modules)).toBe(modules[1]);
    expect(pageModuleOf(findRoute('/register')!, modules)).toBeUndefined();
    expect(pageModuleOf(findRoute('/setup')!, PAGE_MODULES)).toBe(
      '/src/features/settings/pages/settings-page.tsx',
    );
  });

  it('orders pages so tabs are shallower than the pages they lead to', () => {
    const maxTab = Math.max(...ROUTES.filter((r) => !r.hideTabBar).map((r) => r.order));
    for (const r of ROUTES.filter((x) => x.hideTabBar)) expect(r.order).toBeGreaterThan(maxTab);
  });
});
