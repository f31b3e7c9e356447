// The ticket as a trader uses it, over the real request layer with a fake backend behind axios:
// what the confirmation sheet shows, one request however often confirm is tapped, the account
// gate, the server's hours refusal, and what happens when the reply never comes.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError } from 'axios';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { intentStorageKey } from '@/lib/intent/in-flight';
import { fakePage } from '@/lib/queries/testing/fake-page';
import { noteServerDate, resetServerClock } from '@/lib/server-clock';
import { useAppStore } from '@/stores/app-store';
import { renderAt, startApp } from '@/testing/app-under-test';
import { fakeAdapter, ok, refused, type Body, type Reply } from '@/testing/fake-backend';

import { ORDER_SCOPE, type InFlightRecord } from '../model/reconcile';
import type { TicketRoute } from '../model/ticket-config';

import { OrderTicket } from './order-ticket';

const IN_FLIGHT_KEY = intentStorageKey(ORDER_SCOPE);

/** Wednesday 2026-11-18 10:00 in Beijing: the A-share session is open. */
const MARKET_OPEN = Date.parse('2026-11-18T10:00:00+08:00');

type Handler = (params: URLSearchParams) => Reply | Promise<Reply>;

/** One page of positions. */
const page = (list: unknown[]) => fakePage(list, 1, 50);

const verifiedUser = {
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

const quote = {
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

const stockPosition = (over: Record<string, unknown>) => ({
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

let routes: Record<string, Handler> = {};

const baseRoutes = (): Record<string, Handler> => ({
  '/user/getUserInfo.do': () => ok(verifiedUser),
  '/api/admin/getSetting.do': () => ok(setting),
  '/api/admin/getProductSetting.do': () => ok({ id: 1, realNameDisplay: true }),
  '/api/stock/getSingleStock.do': () => ok({ stock: quote, introduction: null }),
  '/api/user/findSpreadRateOne.do': () => ok({ typeName: '成交额', spreadRate: 0.0005 }),
  '/user/position/list.do': () => ok(page([])),
});

let startedAt = Date.now();
let backend: ReturnType<typeof fakeAdapter>;

/** The request configs sent to `path`. */
const sentTo = (path: string) => backend.callsTo(path).map((c) => c.config);

const renderTicket = (route: TicketRoute, path: string) =>
  renderAt(
    path,
    <Routes>
      <Route path="/warehouse" element={<p data-testid="positions-page" />} />
      <Route path="*" element={<OrderTicket route={route} />} />
    </Routes>,
  );

const submitButton = () => screen.findByTestId('ticket-submit');

/** Waits until the ticket may be sent (quote, account and settings loaded, session open). */
const waitUntilSendable = async () => {
  const button = await submitButton();
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), {
    timeout: 4000,
  });
  return button;
};

const typeLots = (lots: string) =>
  fireEvent.change(screen.getByTestId('lots'), { target: { value: lots } });

beforeEach(async () => {
  startedAt = Date.now();
  routes = baseRoutes();
  backend = fakeAdapter(
    (call) => routes[call.url]?.(call.params) ?? refused(`no route ${call.url}`),
    // The market is judged on the server's clock: every reply says it is session time.
    () => ({ date: new Date(MARKET_OPEN + (Date.now() - startedAt)).toUTCString() }),
  );
  await startApp({ adapter: backend.adapter, language: 'en' });
  noteServerDate(new Date(MARKET_OPEN).toUTCString());
  useAppStore.getState().hideAlert();
});

afterEach(() => {
  resetServerClock();
  useAppStore.getState().clearSession();
});

describe('stock ticket', () => {
  it('the confirmation sheet shows the endpoint and every parameter that will be sent', async () => {
    renderTicket('buyStocks', '/buyStocks?code=600519&name=贵州茅台&side=long&m=1500&id=1');
    await waitUntilSendable();
    typeLots('2');
    fireEvent.click(screen.getByTestId('lever-20'));
    fireEvent.click(await waitUntilSendable());

    const sheet = await screen.findByTestId('confirm-sheet');
    expect(within(sheet).getByTestId('confirm-endpoint').textContent).toBe('POST /user/buy.do');
    const params = within(sheet).getByTestId('confirm-params');
    const row = (name: string) =>
      [...params.querySelectorAll(`tr[data-param="${name}"] td`)].map((c) => c.textContent);
    expect(row('stockId')).toEqual(['1', '贵州茅台 (600519)']);
    expect(row('buyNum')).toEqual(['200', '2 lot(s)']);
    expect(row('buyType')).toEqual(['0', 'Long']);
    expect(row('lever')).toEqual(['20', '20× leverage']);
    // 1500 × 200 = 300 000 value; ÷ 20 = 15 000 margin
    expect(within(sheet).getByText('¥300,000.00')).toBeTruthy();
    expect(within(sheet).getByText('¥15,000.00')).toBeTruthy();
    expect(sentTo('/user/buy.do')).toHaveLength(0);
  });

  it('ten rapid taps on confirm send one order, then the positions open', async () => {
    let release: (b: Body) => void = () => undefined;
    routes['/user/buy.do'] = () => new Promise<Body>((r) => (release = r));
    renderTicket('buyStocks', '/buyStocks?code=600519&side=long');
    fireEvent.click(await waitUntilSendable());
    const send = await screen.findByTestId('confirm-send');
    for (let i = 0; i < 10; i++) fireEvent.click(send);
    await waitFor(() => expect(sentTo('/user/buy.do')).toHaveLength(1));
    const body = new URLSearchParams(String(sentTo('/user/buy.do')[0]!.data));
    expect(Object.fromEntries(body)).toEqual({
      stockId: '1',
      buyNum: '100',
      buyType: '0',
      lever: '10',
    });
    // While it is in flight, the record of it is in sessionStorage.
    expect(JSON.parse(sessionStorage.getItem(IN_FLIGHT_KEY)!)).toMatchObject({
      params: { endpoint: 'buy', code: '600519', quantity: 100, side: 'long' },
    });
    await act(async () => release(ok('下单成功')));
    await screen.findByTestId('positions-page');
    expect(sentTo('/user/buy.do')).toHaveLength(1);
    expect(useAppStore.getState().alert).toMatchObject({ text: 'Order placed', type: 'success' });
    expect(sessionStorage.getItem(IN_FLIGHT_KEY)).toBeNull();
  });

  it('a limit order goes to addOrder.do with the code and lands on the pending tab', async () => {
    routes['/user/addOrder.do'] = () => ok(null, '添加挂单成功，满足下单条件将自动下单');
    renderTicket('buyStocks', '/buyStocks?code=600519&side=short');
    await waitUntilSendable();
    fireEvent.click(screen.getByTestId('order-type-limit'));
    fireEvent.change(screen.getByTestId('limit-price'), { target: { value: '1490.5' } });
    fireEvent.click(await waitUntilSendable());
    fireEvent.click(await screen.findByTestId('confirm-send'));
    await screen.findByTestId('positions-page');
    const body = Object.fromEntries(
      new URLSearchParams(String(sentTo('/user/addOrder.do')[0]!.data)),
    );
    expect(body).toEqual({
      stockId: '1',
      buyNum: '100',
      buyType: '1',
      lever: '10',
      targetPrice: '1490.5',
    });
  });

  it('bad input is shown at the field, keeps what was typed and blocks sending', async () => {
    renderTicket('buyStocks', '/buyStocks?code=600519');
    await waitUntilSendable();
    typeLots('150');
    const lots = screen.getByTestId('lots') as HTMLInputElement;
    expect(lots.value).toBe('150');
    expect(screen.getByText('The platform allows at most 100 lots per order')).toBeTruthy();
    expect(((await submitButton()) as HTMLButtonElement).disabled).toBe(true);
    typeLots('');
    expect(screen.getByText('Enter the number of lots')).toBeTruthy();
  });

  it('an unverified account sees why and where to verify; nothing can be sent', async () => {
    routes['/user/getUserInfo.do'] = () =>
      ok({ ...verifiedUser, isActive: 0, realName: null, idCard: null, isLock: 1 });
    renderTicket('buyStocks', '/buyStocks?code=600519');
    const notices = await screen.findAllByText(
      'Please complete identity verification before placing orders',
    );
    expect(notices.length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Verify identity' })).toBeTruthy();
    expect(((await submitButton()) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the server refusing for trading hours is shown in the trader’s language', async () => {
    routes['/user/buy.do'] = () => refused('下单失败，不在交易时段内');
    renderTicket('buyStocks', '/buyStocks?code=600519');
    fireEvent.click(await waitUntilSendable());
    fireEvent.click(await screen.findByTestId('confirm-send'));
    const refusal = await screen.findByTestId('submit-refused');
    expect(refusal.textContent).toBe(
      'The order was not placed: Order failed: outside trading hours',
    );
    expect(sessionStorage.getItem(IN_FLIGHT_KEY)).toBeNull();
  });
});

describe('futures ticket', () => {
  it('prices margin in the product currency and CNY, and sends FuturesId with lots', async () => {
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
    renderTicket('futuresBuy', '/futuresBuy?code=CL&side=long');
    await waitUntilSendable();
    // The product row (all three windows) comes from queryFuturesByCode.do, by bare code.
    const asked = sentTo('/api/futures/queryFuturesByCode.do')[0]?.params as URLSearchParams;
    expect(asked.get('futuresCode')).toBe('CL');
    typeLots('2');
    // 10 000 × 2 ÷ 10 = 2000 USD margin + 80 USD fee = 2080 USD × 7.1
    expect(screen.getByTestId('preview-margin').textContent).toContain('2,000.00 USD');
    expect(screen.getByTestId('preview-total').textContent).toContain('¥14,768.00');
    // 16 000 CNY (80 %) ÷ 7100 per lot
    expect(screen.getByTestId('preview-max-lots').textContent).toContain('2 lot(s)');
    fireEvent.click(await waitUntilSendable());
    const sheet = await screen.findByTestId('confirm-sheet');
    expect(within(sheet).getByTestId('confirm-endpoint').textContent).toBe(
      'POST /user/buyFutures.do',
    );
    const names = [...sheet.querySelectorAll('tr[data-param]')].map((r) =>
      r.getAttribute('data-param'),
    );
    expect(names).toEqual(['FuturesId', 'buyNum', 'buyType', 'lever']);
    expect(sheet.querySelector('tr[data-param="buyNum"] td')?.textContent).toBe('2');
  });
});

describe('when the reply never comes', () => {
  const timeout = () => new AxiosError('timeout of 50000ms exceeded', AxiosError.ECONNABORTED);

  it('finds the order among the positions and reports success without sending again', async () => {
    let isBooked = false;
    routes['/user/buy.do'] = () => {
      isBooked = true;
      return timeout();
    };
    routes['/user/position/list.do'] = () =>
      ok(
        page(
          isBooked ? [stockPosition({ orderNum: 100, buyOrderTime: MARKET_OPEN + 60_000 })] : [],
        ),
      );
    renderTicket('buyStocks', '/buyStocks?code=600519');
    fireEvent.click(await waitUntilSendable());
    fireEvent.click(await screen.findByTestId('confirm-send'));
    await screen.findByTestId('positions-page');
    expect(sentTo('/user/buy.do')).toHaveLength(1);
    expect(useAppStore.getState().alert.type).toBe('success');
    expect(sessionStorage.getItem(IN_FLIGHT_KEY)).toBeNull();
  });

  it('not found: says so and waits for the trader; nothing is re-sent on its own', async () => {
    routes['/user/buy.do'] = () => timeout();
    renderTicket('buyStocks', '/buyStocks?code=600519');
    fireEvent.click(await waitUntilSendable());
    fireEvent.click(await screen.findByTestId('confirm-send'));
    const banner = await screen.findByTestId('submit-outcome');
    await waitFor(() => expect(banner.dataset.phase).toBe('not-found'));
    expect(((await submitButton()) as HTMLButtonElement).disabled).toBe(true);
    expect(sentTo('/user/buy.do')).toHaveLength(1);

    // Sending again is the trader's choice, through the confirmation sheet.
    routes['/user/buy.do'] = () => ok('下单成功');
    fireEvent.click(screen.getByTestId('outcome-retry'));
    fireEvent.click(await screen.findByTestId('confirm-send'));
    await screen.findByTestId('positions-page');
    expect(sentTo('/user/buy.do')).toHaveLength(2);
  });

  it('after a reload mid-submit, the stored order is checked before anything else', async () => {
    const { at, ...order }: InFlightRecord = {
      endpoint: 'buy',
      params: { stockId: 1, buyNum: 300, buyType: 0, lever: 10 },
      kind: 'stock',
      code: '600519',
      name: '贵州茅台',
      side: 'long',
      quantity: 300,
      at: MARKET_OPEN - 30_000,
    };
    sessionStorage.setItem(
      IN_FLIGHT_KEY,
      JSON.stringify({ v: 1, scope: ORDER_SCOPE, params: order, at }),
    );
    routes['/user/position/list.do'] = () =>
      ok(page([stockPosition({ orderNum: 300, buyOrderTime: MARKET_OPEN - 29_000 })]));
    renderTicket('buyStocks', '/buyStocks?code=600519');
    const banner = await screen.findByTestId('submit-outcome');
    await waitFor(() => expect(banner.dataset.phase).toBe('done'));
    expect(banner.textContent).toContain('贵州茅台 Buy long 3 lot(s)');
    expect(sentTo('/user/buy.do')).toHaveLength(0);
    expect(sessionStorage.getItem(IN_FLIGHT_KEY)).toBeNull();
  });
});
