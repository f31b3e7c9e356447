// The world of the ticket's tests: a verified account, the site's settings and a live quote behind
// a fake backend on the real request layer, with the server's clock in session. `setUpTicketWorld()`
// (called at a test file's top level) starts a fresh app for every test and returns the controls.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect } from 'vitest';

import { routes } from '@/config/routes';
import { fakePage } from '@/lib/queries/testing/fake-page';
import { noteServerDate, resetServerClock } from '@/lib/server-clock';
import { useAppStore } from '@/stores/app-store';
import { renderAt, startApp } from '@/testing/app-under-test';
import { fakeAdapter, ok, refused, type Reply } from '@/testing/fake-backend';

import { OrderTicket } from '../components/order-ticket';
// The ticket loads its confirm sheet on first use; loaded with the tests here, so a test's first
// submit waits for the module cache, not for the sheet's first compile.
import '../components/confirm-sheet';
import type { TicketRoute } from '../model/ticket-config';

/** Wednesday 2026-11-18 10:00 in Beijing: the A-share session is open. */
export const MARKET_OPEN = Date.parse('2026-11-18T10:00:00+08:00');

export type Handler = (params: URLSearchParams) => Reply | Promise<Reply>;

/** One page of positions. */
export const page = (list: unknown[]) => fakePage(list, 1, 50);

export const verifiedUser = {
  id: 1,
  phone: '13800000001',
  realName: '张伟',
  idCard: '310104199810238999',
  accountType: 0,
  isLock: 0,
  isActive: 2,
  enableAmt: 200_000,
  userAmt: 200_000,
  enableIndexAmt: 50_000,
  userIndexAmt: 50_000,
};

const setting = {
  id: 1,
  buyFee: 0.0003,
  sellFee: 0.0003,
  dutyFee: 0.001,
  buyMinAmt: 1000,
  buyMinNum: 100,
  buyMaxNum: 10_000,
  buyMaxAmtPercent: 0.8,
  creaseMaxPercent: 7,
  cyCreaseMaxPercent: 15,
  kcCreaseMaxPercent: 15,
  siteLever: '10/20/30',
  transAmBegin: '9:30',
  transAmEnd: '11:30',
  transPmBegin: '13:00',
  transPmEnd: '15:00',
};

export const quote = {
  id: 1,
  name: '贵州茅台',
  code: '600519',
  gid: 'sh600519',
  nowPrice: '1500.00',
  hcrate: 1.2,
  preclose_px: '1482.21',
  business_amount: 1_000_000,
  buy1: '1499.99',
  sell1: '1500.01',
};

export const stockPosition = (over: Record<string, unknown>) => ({
  id: 11,
  positionSn: 'P11',
  stockName: '贵州茅台',
  stockCode: '600519',
  buyOrderPrice: 1500,
  orderDirection: '买涨',
  orderNum: 200,
  buyOrderTime: Date.now(),
  ...over,
});

const baseRoutes = (): Record<string, Handler> => ({
  '/user/getUserInfo.do': () => ok(verifiedUser),
  '/api/admin/getSetting.do': () => ok(setting),
  '/api/admin/getProductSetting.do': () => ok({ id: 1, realNameDisplay: true }),
  '/api/stock/getSingleStock.do': () => ok({ stock: quote, introduction: null }),
  '/api/user/findSpreadRateOne.do': () => ok({ typeName: '成交额', spreadRate: 0.0005 }),
  '/user/position/list.do': () => ok(page([])),
});

/** A futures product (crude oil, priced in USD) the account can trade. */
export const futuresRoutes = (routes: Record<string, Handler>) => {
  routes['/api/futures/queryFuturesByCode.do'] = () =>
    ok({
      id: 2,
      futuresName: '纽约原油',
      futuresCode: 'CL',
      futuresGid: 'hf_CL',
      futuresUnit: '桶',
      futuresStandard: 1000,
      coinCode: 'USD',
      depositAmt: 10_000,
      transFee: 40,
      minNum: 1,
      maxNum: 50,
      transState: 1,
      transAmBegin: '7:00',
      transAmEnd: '11:30',
    });
  routes['/api/futures/queryExchange.do'] = () => ok(7.1);
  routes['/api/admin/getFuturesSetting.do'] = () => ok({ id: 1, buyMaxPercent: 0.8 });
  routes['/api/stock/getSingleStock.do'] = () =>
    ok({
      stock: { ...quote, id: 2, name: '纽约原油', code: 'CL', gid: 'hf_CL', nowPrice: '72.10' },
    });
  routes['/user/getUserInfo.do'] = () => ok({ ...verifiedUser, enableFuturesAmt: 20_000 });
  routes['/user/futures/position/list.do'] = () => ok(page([]));
};

/** `onRender`: told of every commit inside the ticket (a React Profiler around it). */
export const renderTicket = (route: TicketRoute, path: string, onRender?: () => void) =>
  renderAt(
    path,
    <Routes>
      <Route path={routes.warehouse.path} element={<p data-testid="positions-page" />} />
      <Route
        path="*"
        element={
          onRender ? (
            <Profiler id="ticket" onRender={onRender}>
              <OrderTicket route={route} />
            </Profiler>
          ) : (
            <OrderTicket route={route} />
          )
        }
      />
    </Routes>,
  );

export const submitButton = () => screen.findByTestId('ticket-submit');

/** Waits until the ticket may be sent (quote, account and settings loaded, session open). */
export const waitUntilSendable = async () => {
  const button = await submitButton();
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), {
    timeout: 4000,
  });
  return button;
};

export const typeLots = (lots: string) =>
  fireEvent.change(screen.getByTestId('lots'), { target: { value: lots } });

/** A fresh app and backend for every test; `routes` may be changed by the test. */
export const setUpTicketWorld = () => {
  const world = {
    routes: {} as Record<string, Handler>,
    backend: undefined as ReturnType<typeof fakeAdapter> | undefined,
    /** The request configs sent to `path`. */
    sentTo: (path: string) => world.backend!.callsTo(path).map((c) => c.config),
    /** How far the server's clock is ahead of MARKET_OPEN plus the time since the test began. */
    clockShiftMs: 0,
  };
  beforeEach(async () => {
    const startedAt = Date.now();
    world.clockShiftMs = 0;
    world.routes = baseRoutes();
    world.backend = fakeAdapter(
      (call) => world.routes[call.url]?.(call.params) ?? refused(`no route ${call.url}`),
      // The market is judged on the server's clock: every reply says it is session time.
      () => ({
        date: new Date(MARKET_OPEN + world.clockShiftMs + (Date.now() - startedAt)).toUTCString(),
      }),
    );
    await startApp({ adapter: world.backend.adapter, language: 'en' });
    noteServerDate(new Date(MARKET_OPEN).toUTCString());
    useAppStore.getState().hideAlert();
  });
  afterEach(() => {
    resetServerClock();
    useAppStore.getState().clearSession();
  });
  return world;
};

/** The confirm sheet's element `testId`: the sheet loads on first use, so allow it a moment. */
export const findInSheet = (testId: 'confirm-sheet' | 'confirm-send') =>
  screen.findByTestId(testId, {}, { timeout: 5000 });
