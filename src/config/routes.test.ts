import { describe, expect, it } from 'vitest';

import zhCommon from '@/locales/zh-CN/common.json';

import { findRoute, isRoute, ROUTES, routes, TAB_LINKS } from './routes';

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

// Pages of ours the spec does not list: the full news list and the announcements list (issue 22),
// the support bundle (issue 23).
const EXTRA_PATHS = ['/news', '/notices', '/support-bundle'];

describe('route table', () => {
  it('covers every path of the product spec exactly once (case-insensitively)', () => {
    const lower = ROUTES.map((r) => r.path.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    expect(lower.sort()).toEqual(
      [...SPEC_PATHS, ...EXTRA_PATHS].map((p) => p.toLowerCase()).sort(),
    );
  });

  it('matches paths case-insensitively, as the tab bar relies on', () => {
    expect(findRoute('/MyList')?.path).toBe('/mylist');
    expect(findRoute('/user')?.path).toBe('/User');
    expect(findRoute('/dragontiger/')?.name).toBe('dragonTiger');
    expect(findRoute('/nowhere')).toBeUndefined();
    for (const tab of TAB_LINKS) expect(findRoute(tab.path)?.name).toBe(tab.name);
    for (const tab of TAB_LINKS) expect(findRoute(tab.path)?.hideTabBar).toBe(false);
  });

  it('gives every route a localized title', () => {
    for (const r of ROUTES) expect(zhCommon.routes).toHaveProperty(r.name);
  });

  it('builds typed links with their query, leaving empty values out', () => {
    expect(routes.home.href()).toBe('/home');
    expect(routes.kline.href({ code: '600519', name: '贵州茅台', kind: undefined })).toBe(
      '/kline?code=600519&name=%E8%B4%B5%E5%B7%9E%E8%8C%85%E5%8F%B0',
    );
    expect(routes.warehouse.href({ tab: 'open', account: 'index' })).toBe(
      '/warehouse?tab=open&account=index',
    );
    expect(routes.about.href({ e: 4 })).toBe('/about?e=4');
    expect(routes.detail.href({ positionSn: 'P1', code: '' })).toBe('/detail?positionSn=P1');
    // Every link leads back to its own route.
    for (const r of ROUTES) expect(isRoute(r.href(), r.name)).toBe(true);
  });

  it('orders pages so tabs are shallower than the pages they lead to', () => {
    const maxTab = Math.max(...ROUTES.filter((r) => !r.hideTabBar).map((r) => r.order));
    for (const r of ROUTES.filter((x) => x.hideTabBar)) expect(r.order).toBeGreaterThan(maxTab);
  });
});
