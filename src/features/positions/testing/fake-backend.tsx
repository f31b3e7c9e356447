// Test support for the position screens (used by *.test.tsx only): a fake backend behind the one
// axios instance — replies by path, the server clock through the `Date` header, every call kept —
// and a render helper with the app's providers. Calls to a path without a handler are recorded as
// unhandled so a test can fail on them.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

import type { UserPositionVO } from '@/api/contracts/models/trading';
import { stockOrderCost, type Direction, DIRECTION_TEXT } from '@/api/contracts/trading-math';
import { routes } from '@/config/routes';
import { http, setApiBase } from '@/lib/api-client';
import { i18n, initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { resetServerClock } from '@/lib/server-clock';
import { useAppStore } from '@/stores/app-store';

import { warmTabs } from '../components/lazy-tabs';
import { preloadTargetsForm } from '../components/lazy-targets-form';
import { preloadCardList } from '../components/paged-cards';

export type Reply = { status?: number; body: unknown } | Error;
export type Handler = (params: URLSearchParams, call: number) => Reply | Promise<Reply>;

export interface Call {
  path: string;
  params: URLSearchParams;
}

export const ok = (data: unknown, msg = ''): Reply => ({ body: { status: 0, msg, data } });
export const fail = (msg: string): Reply => ({ body: { status: 1, msg } });
/** The reference's swallowed exception: HTTP 200 with an empty body. */
export const emptyReply: Reply = { body: '' };

export const pageOf = <T,>(list: T[], pageNum = 1, total = list.length) => {
  const hasNextPage = pageNum * Math.max(list.length, 1) < total;
  return {
    pageNum,
    pageSize: list.length,
    size: list.length,
    startRow: 1,
    endRow: list.length,
    total,
    pages: Math.ceil(total / Math.max(list.length, 1)),
    list,
    prePage: pageNum - 1,
    nextPage: hasNextPage ? pageNum + 1 : 0,
    isFirstPage: pageNum === 1,
    isLastPage: !hasNextPage,
    hasPreviousPage: pageNum > 1,
    hasNextPage,
    navigatePages: 8,
    navigatepageNums: [pageNum],
    navigateFirstPage: 1,
    navigateLastPage: 1,
  };
};

/** Wednesday 2026-11-18 at a Beijing wall-clock time, as an HTTP date. */
export const beijing = (hhmm: string): string =>
  new Date(`2026-11-18T${hhmm}:00+08:00`).toUTCString();

export interface FakeBackend {
  calls: Call[];
  unhandled: string[];
  /** Calls to one path. */
  to: (path: string) => Call[];
}

/** Routes every request of the app to `routes`; the `Date` header carries `serverDate`. */
export const installFakeBackend = (
  routes: Record<string, Handler>,
  serverDate: string = beijing('10:00'),
): FakeBackend => {
  const calls: Call[] = [];
  const unhandled: string[] = [];
  const counts = new Map<string, number>();
  const adapter: AxiosAdapter = async (config) => {
    const path = config.url ?? '';
    const params = new URLSearchParams(typeof config.data === 'string' ? config.data : '');
    calls.push({ path, params });
    const n = (counts.get(path) ?? 0) + 1;
    counts.set(path, n);
    const handler = routes[path];
    if (!handler) unhandled.push(path);
    const reply = handler ? await handler(params, n) : fail('unhandled');
    if (reply instanceof Error) throw reply;
    return {
      data: typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body),
      status: reply.status ?? 200,
      statusText: 'OK',
      headers: { date: serverDate },
      config,
    };
  };
  http.defaults.adapter = adapter;
  setApiBase('http://api.test');
  resetServerClock();
  return { calls, unhandled, to: (p) => calls.filter((c) => c.path === p) };
};

/** The logged-in trader (getUserInfo.do) with `enableAmt` available. */
export const userInfoFixture = (enableAmt: number) => ({
  id: 7,
  phone: '13800000007',
  accountType: 0,
  isLock: 0,
  isActive: 2,
  enableAmt,
  userAmt: enableAmt,
});

/** Site settings the position screens read (fees, risk ratios, A-share windows). */
export const siteSettingFixture = {
  id: 1,
  buyFee: 0.0003,
  sellFee: 0.0003,
  dutyFee: 0.001,
  cantSellTimes: 0,
  forceStopRemindRatio: 0.5,
  forceStopPercent: 0.7,
  transAmBegin: '9:30',
  transAmEnd: '11:30',
  transPmBegin: '13:00',
  transPmEnd: '15:00',
};

let nextSn = 100_000;

/** An open stock position as position/list.do returns it, booked with the fixture's rates. */
export const positionFixture = (o: {
  name: string;
  code: string;
  gid?: string;
  direction: Direction;
  shares: number;
  lever: number;
  buyPrice: number;
  nowPrice: number | null;
  boughtAt?: number;
}): UserPositionVO => {
  const cost = stockOrderCost({
    price: o.buyPrice,
    shares: o.shares,
    lever: o.lever,
    direction: o.direction,
    rates: { ...siteSettingFixture, spreadRate: 0 },
  });
  nextSn += 1;
  return {
    id: nextSn,
    positionType: 0,
    positionSn: String(nextSn),
    userId: 7,
    nickName: '王芳',
    agentId: 0,
    stockName: o.name,
    stockCode: o.code,
    stockGid: o.gid ?? `sh${o.code}`,
    stockSpell: null,
    buyOrderId: `B${nextSn}`,
    buyOrderTime: o.boughtAt ?? Date.parse('2026-11-10T10:00:00+08:00'),
    buyOrderPrice: o.buyPrice,
    sellOrderId: null,
    sellOrderTime: null,
    sellOrderPrice: null,
    profitTargetPrice: null,
    stopTargetPrice: null,
    orderDirection: DIRECTION_TEXT[o.direction],
    orderNum: o.shares,
    orderLever: o.lever,
    orderTotalPrice: cost.value.toNumber(),
    orderFee: cost.buyFee.toNumber(),
    sellOrderFee: 0,
    orderSpread: cost.stampDuty.toNumber(),
    orderStayFee: 0,
    orderStayDays: 1,
    profitAndLose: 0,
    allProfitAndLose: cost.fees.neg().toNumber(),
    stockPlate: null,
    spreadRatePrice: cost.spreadFee.toNumber(),
    marginAdd: 0,
    now_price: o.nowPrice === null ? null : o.nowPrice.toFixed(2),
    businessBalance: null,
  };
};

/** Logged in, zh-CN, an empty cache: call before rendering. */
export const prepareApp = async (): Promise<void> => {
  await initI18n('zh-CN');
  await i18n.loadNamespaces(['positions', 'market']);
  queryClient.clear();
  useAppStore.getState().setToken('USERtest');
  // The card list loads on first use; in the app it arrives while the first page is on its way,
  // here its first import (compiling it) would otherwise eat the first test's time.
  // So are the other tabs of /warehouse and the detail page's targets form.
  await Promise.all([preloadCardList(), warmTabs(), preloadTargetsForm()]);
};

export const renderApp = (ui: ReactNode, path = routes.warehouse.href()) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>{ui}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
