// The confirmation sheet as a trader reads it: the order in the trader's words (side, quantity,
// order type, price, leverage, protection), the preview's own figures and what happens next — and
// the exact request (endpoint, parameters) only when the app runs inside a harness frame.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type * as HarnessFrameModule from '@/lib/harness-frame';
import type { HarnessFrame } from '@/lib/harness-frame';

import {
  futuresRoutes,
  renderTicket,
  typeLots,
  setUpTicketWorld,
  waitUntilSendable,
  findInSheet,
} from '../testing/ticket-backend';

// What the harness bridge read at load: null in the production app (jsdom is no frame host).
const bridge = vi.hoisted(() => ({ frame: null as HarnessFrame | null }));
vi.mock('@/lib/harness-frame', async (importOriginal) => ({
  ...(await importOriginal<typeof HarnessFrameModule>()),
  get harnessFrame() {
    return bridge.frame;
  },
}));
const IN_A_FRAME: HarnessFrame = { frame: 'f1', language: 'en', theme: 'red' };

const world = setUpTicketWorld();
afterEach(() => {
  bridge.frame = null;
});

/** The value of a row of the confirmation sheet (or of the ticket's own preview panel). */
const valueOf = (within: HTMLElement, testId: string) =>
  within.querySelector(`[data-testid="${testId}"] dd`)?.textContent;

/** What a trader outside the harness must never see on the sheet. */
const expectNoRequestDetail = (sheet: HTMLElement) => {
  expect(sheet.querySelector('[data-testid="technical-details"]')).toBeNull();
  expect(sheet.querySelector('[data-testid="confirm-endpoint"]')).toBeNull();
  expect(sheet.querySelector('[data-testid="confirm-params"]')).toBeNull();
  expect(sheet.textContent).not.toMatch(/\.do\b|POST|stockId|buyNum|buyType|targetPrice|FuturesId/);
};

describe('stock order', () => {
  it('a market order is confirmed in the trader’s words, with the preview’s figures', async () => {
    renderTicket('buyStocks', '/buyStocks?code=600519&name=贵州茅台&side=long&m=1500&id=1');
    await waitUntilSendable();
    typeLots('2');
    fireEvent.click(screen.getByTestId('lever-20'));
    fireEvent.click(await waitUntilSendable());

    const sheet = await findInSheet('confirm-sheet');
    expect(within(sheet).getByTestId('confirm-instrument').textContent).toBe(
      '贵州茅台 (600519) · Buy long',
    );
    expect(valueOf(sheet, 'confirm-side')).toBe('Buy long');
    expect(valueOf(sheet, 'confirm-quantity')).toBe('2 lot(s) (200 shares)');
    expect(valueOf(sheet, 'confirm-orderType')).toBe('Market');
    expect(valueOf(sheet, 'confirm-price')).toBe('Market price (now 1,500.00)');
    expect(valueOf(sheet, 'confirm-lever')).toBe('20×');
    // 1500 × 200 = 300 000 value; ÷ 20 = 15 000 margin
    expect(valueOf(sheet, 'confirm-value')).toBe('¥300,000.00');
    expect(valueOf(sheet, 'confirm-margin')).toBe('¥15,000.00');
    // 300 000 × 0.0003 commission
    expect(valueOf(sheet, 'confirm-buyFee')).toBe('¥90.00');
    // The total is the ticket's own (one computation), not a second one.
    const ticketTotal = valueOf(screen.getByTestId('ticket-preview'), 'preview-total');
    expect(ticketTotal).toMatch(/^¥15,/);
    expect(valueOf(sheet, 'confirm-total')).toBe(ticketTotal);
    expect(within(sheet).getByTestId('confirm-next').textContent).toBe(
      'It fills at the market price as soon as it is sent, then appears in your positions.',
    );
    expectNoRequestDetail(sheet);
    expect(world.sentTo('/user/buy.do')).toHaveLength(0);
  });

  it('a limit order says its trigger price and that it waits among the pending orders', async () => {
    renderTicket('buyStocks', '/buyStocks?code=600519&side=short');
    await waitUntilSendable();
    fireEvent.click(screen.getByTestId('order-type-limit'));
    fireEvent.change(screen.getByTestId('limit-price'), { target: { value: '1490.5' } });
    fireEvent.click(await waitUntilSendable());

    const sheet = await findInSheet('confirm-sheet');
    expect(valueOf(sheet, 'confirm-side')).toBe('Buy short');
    expect(valueOf(sheet, 'confirm-orderType')).toBe('Limit (pending)');
    const price = within(sheet).getByTestId('confirm-price');
    expect(price.textContent).toBe('Trigger price1,490.50');
    // Costed at the trigger price: 1490.5 × 100 ÷ 10
    expect(valueOf(sheet, 'confirm-margin')).toBe('¥14,905.00');
    expect(within(sheet).getByTestId('confirm-next').textContent).toBe(
      'It waits in your pending orders until the price falls to 1,490.50 or below, then a short ' +
        'order is placed automatically. Until then you can cancel it there.',
    );
    expectNoRequestDetail(sheet);
  });

  it('take profit and a trailing stop: the levels, and that the stop is held fixed', async () => {
    renderTicket('buyStocks', '/buyStocks?code=600519&side=long');
    await waitUntilSendable();
    fireEvent.click(screen.getByTestId('takeProfit-switch'));
    fireEvent.change(screen.getByTestId('takeProfit'), { target: { value: '1600' } });
    fireEvent.click(screen.getByTestId('trailing-switch'));
    fireEvent.change(screen.getByTestId('trailing'), { target: { value: '5' } });
    fireEvent.click(await waitUntilSendable());

    const sheet = await findInSheet('confirm-sheet');
    expect(valueOf(sheet, 'confirm-takeProfit')).toBe('1,600.00');
    // The trail starts 5 % below 1500.
    expect(valueOf(sheet, 'confirm-stopLoss')).toBe('1,425.00');
    expect(valueOf(sheet, 'confirm-trailing')).toBe('5% pullback from the best point');
    const next = [...within(sheet).getByTestId('confirm-next').querySelectorAll('li')];
    expect(next.map((li) => li.textContent)).toEqual([
      'It fills at the market price as soon as it is sent, then appears in your positions.',
      'Once it fills, the position is closed automatically when the price reaches your ' +
        'take-profit or stop-loss price.',
      'The server currently holds fixed stops only: your stop loss stays at 1,425.00 and does ' +
        'not follow the price as a 5% trailing stop would.',
    ]);
    expectNoRequestDetail(sheet);
  });

  it('inside a harness frame, the exact request is shown too, open, as technical details', async () => {
    bridge.frame = IN_A_FRAME;
    renderTicket('buyStocks', '/buyStocks?code=600519&name=贵州茅台&side=long&m=1500&id=1');
    await waitUntilSendable();
    typeLots('2');
    fireEvent.click(screen.getByTestId('lever-20'));
    fireEvent.click(await waitUntilSendable());

    const sheet = await findInSheet('confirm-sheet');
    const details = within(sheet).getByTestId('technical-details') as HTMLDetailsElement;
    expect(details.open).toBe(true);
    expect(within(details).getByTestId('confirm-endpoint').textContent).toBe('POST /user/buy.do');
    const params = within(details).getByTestId('confirm-params');
    const row = (name: string) =>
      [...params.querySelectorAll(`tr[data-param="${name}"] td`)].map((c) => c.textContent);
    expect(row('stockId')).toEqual(['1', '贵州茅台 (600519)']);
    expect(row('buyNum')).toEqual(['200', '2 lot(s)']);
    expect(row('buyType')).toEqual(['0', 'Long']);
    expect(row('lever')).toEqual(['20', '20× leverage']);
    // The trader's rows are still there.
    expect(valueOf(sheet, 'confirm-quantity')).toBe('2 lot(s) (200 shares)');
  });
});

describe('futures order', () => {
  it('is confirmed in lots, with margin in USD and the total in CNY', async () => {
    futuresRoutes(world.routes);
    renderTicket('futuresBuy', '/futuresBuy?code=CL&side=long');
    await waitUntilSendable();
    typeLots('2');
    fireEvent.click(await waitUntilSendable());
    const sheet = await findInSheet('confirm-sheet');
    expect(valueOf(sheet, 'confirm-quantity')).toBe('2 lot(s)');
    expect(valueOf(sheet, 'confirm-margin')).toBe('2,000.00 USD');
    expect(valueOf(sheet, 'confirm-total')).toBe('¥14,768.00');
    expect(within(sheet).getByTestId('confirm-next').textContent).toBe(
      "It fills at the current price, then appears in your futures account's positions.",
    );
    expectNoRequestDetail(sheet);
  });

  it('in a harness frame its technical details name FuturesId and lots', async () => {
    bridge.frame = IN_A_FRAME;
    futuresRoutes(world.routes);
    renderTicket('futuresBuy', '/futuresBuy?code=CL&side=long');
    await waitUntilSendable();
    typeLots('2');
    fireEvent.click(await waitUntilSendable());
    const details = within(await findInSheet('confirm-sheet')).getByTestId('technical-details');
    expect(within(details).getByTestId('confirm-endpoint').textContent).toBe(
      'POST /user/buyFutures.do',
    );
    const names = [...details.querySelectorAll('tr[data-param]')].map((r) =>
      r.getAttribute('data-param'),
    );
    expect(names).toEqual(['FuturesId', 'buyNum', 'buyType', 'lever']);
    expect(details.querySelector('tr[data-param="buyNum"] td')?.textContent).toBe('2');
  });
});
