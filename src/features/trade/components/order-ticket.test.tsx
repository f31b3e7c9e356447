// The ticket as a trader uses it, over the real request layer with a fake backend behind axios:
// one request however often confirm is tapped, the endpoint and parameters each order sends, the
// account gate, the server's hours refusal, and what happens when the reply never comes. (What the
// confirmation sheet shows: confirm-sheet.test.tsx.)
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';

import { changeLanguage, currentLanguage } from '@/lib/i18n';
import { intentStorageKey } from '@/lib/intent/in-flight';
import en from '@/locales/en/trade.json';
import tww from '@/locales/tww/trade.json';
import { useAppStore } from '@/stores/app-store';
import { ok, refused, type Body } from '@/testing/fake-backend';

import { ORDER_SCOPE, type InFlightRecord } from '../model/reconcile';
import {
  futuresRoutes,
  MARKET_OPEN,
  page,
  renderTicket,
  stockPosition,
  submitButton,
  typeLots,
  setUpTicketWorld,
  verifiedUser,
  waitUntilSendable,
  findInSheet,
} from '../testing/ticket-backend';

const IN_FLIGHT_KEY = intentStorageKey(ORDER_SCOPE);

const world = setUpTicketWorld();

/** The request configs sent to `path`. */
const sentTo = (path: string) => world.sentTo(path);

describe('stock ticket', () => {
  it('ten rapid taps on confirm send one order, then the positions open', async () => {
    let release: (b: Body) => void = () => undefined;
    world.routes['/user/buy.do'] = () => new Promise<Body>((r) => (release = r));
    renderTicket('buyStocks', '/buyStocks?code=600519&side=long');
    fireEvent.click(await waitUntilSendable());
    const send = await findInSheet('confirm-send');
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
    world.routes['/user/addOrder.do'] = () => ok(null, '添加挂单成功，满足下单条件将自动下单');
    renderTicket('buyStocks', '/buyStocks?code=600519&side=short');
    await waitUntilSendable();
    fireEvent.click(screen.getByTestId('order-type-limit'));
    fireEvent.change(screen.getByTestId('limit-price'), { target: { value: '1490.5' } });
    fireEvent.click(await waitUntilSendable());
    fireEvent.click(await findInSheet('confirm-send'));
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

  it('a language switch with the ticket open relabels the preview and the footer', async () => {
    renderTicket('buyStocks', '/buyStocks?code=600519&side=long');
    const submit = await waitUntilSendable();
    const label = (id: string) => screen.getByTestId(`preview-${id}`).querySelector('dt');
    expect(label('margin')?.textContent).toBe(en.preview.margin);
    expect(submit.textContent).toBe(en.submit.long);
    const before = currentLanguage();
    await act(() => changeLanguage('tww'));
    try {
      typeLots('2');
      expect(label('margin')?.textContent).toBe(tww.preview.margin);
      expect(label('total')?.textContent).toBe(tww.preview.total);
      expect(label('available')?.textContent).toBe(tww.preview.available);
      expect(submit.textContent).toBe(tww.submit.long);
      expect(screen.getByTestId('footer-total').parentElement?.textContent).toContain(
        tww.footer.total,
      );
    } finally {
      await act(() => changeLanguage(before));
    }
  });

  it('an unverified account sees why and where to verify; nothing can be sent', async () => {
    world.routes['/user/getUserInfo.do'] = () =>
      ok({ ...verifiedUser, isActive: 0, realName: null, idCard: null, isLock: 1 });
    renderTicket('buyStocks', '/buyStocks?code=600519');
    const notices = await screen.findAllByText(
      'Please complete identity verification before placing orders',
    );
    expect(notices.length).toBeGreaterThan(0);
    // The notice's code is fetched as the ticket mounts; its button follows the footer's reason.
    expect(await screen.findByRole('button', { name: 'Verify identity' })).toBeTruthy();
    expect(((await submitButton()) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the server refusing for trading hours is shown in the trader’s language', async () => {
    world.routes['/user/buy.do'] = () => refused('下单失败，不在交易时段内');
    renderTicket('buyStocks', '/buyStocks?code=600519');
    fireEvent.click(await waitUntilSendable());
    fireEvent.click(await findInSheet('confirm-send'));
    const refusal = await screen.findByTestId('submit-refused');
    expect(refusal.textContent).toBe(
      'The order was not placed: Order failed: outside trading hours',
    );
    expect(sessionStorage.getItem(IN_FLIGHT_KEY)).toBeNull();
  });
});

describe('futures ticket', () => {
  it('prices margin in the product currency and CNY, and sends FuturesId with lots', async () => {
    futuresRoutes(world.routes);
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
    world.routes['/user/buyFutures.do'] = () => ok('下单成功');
    fireEvent.click(await waitUntilSendable());
    fireEvent.click(await findInSheet('confirm-send'));
    await screen.findByTestId('positions-page');
    const body = new URLSearchParams(String(sentTo('/user/buyFutures.do')[0]!.data));
    expect(Object.fromEntries(body)).toEqual({
      FuturesId: '2',
      buyNum: '2',
      buyType: '0',
      lever: '10',
    });
  });
});

describe('when the reply never comes', () => {
  const timeout = () => new AxiosError('timeout of 50000ms exceeded', AxiosError.ECONNABORTED);

  it('finds the order among the positions and reports success without sending again', async () => {
    let isBooked = false;
    world.routes['/user/buy.do'] = () => {
      isBooked = true;
      return timeout();
    };
    world.routes['/user/position/list.do'] = () =>
      ok(
        page(
          isBooked ? [stockPosition({ orderNum: 100, buyOrderTime: MARKET_OPEN + 60_000 })] : [],
        ),
      );
    renderTicket('buyStocks', '/buyStocks?code=600519');
    fireEvent.click(await waitUntilSendable());
    fireEvent.click(await findInSheet('confirm-send'));
    await screen.findByTestId('positions-page');
    expect(sentTo('/user/buy.do')).toHaveLength(1);
    expect(useAppStore.getState().alert.type).toBe('success');
    expect(sessionStorage.getItem(IN_FLIGHT_KEY)).toBeNull();
  });

  it('not found: says so and waits for the trader; nothing is re-sent on its own', async () => {
    world.routes['/user/buy.do'] = () => timeout();
    renderTicket('buyStocks', '/buyStocks?code=600519');
    fireEvent.click(await waitUntilSendable());
    fireEvent.click(await findInSheet('confirm-send'));
    const banner = await screen.findByTestId('submit-outcome');
    await waitFor(() => expect(banner.dataset.phase).toBe('not-found'));
    expect(((await submitButton()) as HTMLButtonElement).disabled).toBe(true);
    expect(sentTo('/user/buy.do')).toHaveLength(1);

    // Sending again is the trader's choice, through the confirmation sheet.
    world.routes['/user/buy.do'] = () => ok('下单成功');
    fireEvent.click(screen.getByTestId('outcome-retry'));
    // The sheet reads the stored order back in the trader's words (no quote was kept with it).
    const again = await findInSheet('confirm-sheet');
    const row = (id: string) => again.querySelector(`[data-testid="confirm-${id}"] dd`);
    expect(row('quantity')?.textContent).toBe('1 lot(s) (100 shares)');
    expect(row('price')?.textContent).toBe('Market price');
    fireEvent.click(await findInSheet('confirm-send'));
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
    world.routes['/user/position/list.do'] = () =>
      ok(page([stockPosition({ orderNum: 300, buyOrderTime: MARKET_OPEN - 29_000 })]));
    renderTicket('buyStocks', '/buyStocks?code=600519');
    const banner = await screen.findByTestId('submit-outcome');
    await waitFor(() => expect(banner.dataset.phase).toBe('done'));
    expect(banner.textContent).toContain('贵州茅台 Buy long 3 lot(s)');
    expect(sentTo('/user/buy.do')).toHaveLength(0);
    expect(sessionStorage.getItem(IN_FLIGHT_KEY)).toBeNull();
  });
});
