// The funding lifecycle's world (issue 21, ADR 0029) on a mock of the worker's own: the back
// office's funding desk (approve / reject / price-to through the control API), the trader's steps
// in the app (apply on /days, buy one lot in the sub-account, close it on /fundslist), and the
// clock moves between sessions. The world itself (reset, frozen Monday, log in) is shared with the
// new-share journeys (new-share-world.ts).
import type { Locator, Page } from '@playwright/test';

import { NAMED_USERS } from '../../fixtures/src/users';

import type { NamedUser } from './new-share-world';
import { expect, type OwnMock } from './own-mock';
import { TicketPage } from './pages/trading.page';

export const STOCK = { code: '600519', name: '贵州茅台' };

/** One application as the back office's funding desk lists it. */
export interface DeskFunds {
  id: number;
  orderNumber: string | null;
  phone: string | null;
  status: number | null;
  subaccountNumber: number | null;
  beginTime: number | null;
  endTime: number | null;
  openPositions: number;
  auditOpinion: string | null;
}

/** The back office's funding desk (control API `/__harness/funds`). */
export class FundsDesk {
  constructor(private readonly mock: OwnMock) {}

  async applicationsOf(user: NamedUser): Promise<DeskFunds[]> {
    const view = await this.mock.control.get<{ applications: DeskFunds[] }>('/funds');
    return view.applications.filter((a) => a.phone === NAMED_USERS[user].phone);
  }

  /** The user's one application (fails when there is not exactly one). */
  async only(user: NamedUser): Promise<DeskFunds> {
    const apps = await this.applicationsOf(user);
    if (apps.length !== 1) throw new Error(`${user} has ${apps.length} funding applications`);
    return apps[0]!;
  }

  act(id: number, action: 'approve' | 'end'): Promise<unknown> {
    return this.mock.control.send('POST', `/funds/applications/${id}/${action}`);
  }

  reject(id: number, reason: string): Promise<unknown> {
    return this.mock.control.send('POST', `/funds/applications/${id}/reject`, { reason });
  }

  priceTo(id: number, line: 'warning' | 'unwind'): Promise<unknown> {
    return this.mock.control.send('POST', `/funds/applications/${id}/price-to`, { line });
  }
}

/** Applies on /days for 2,000 margin × 5 over 5 days; lands on /fundslist. */
export const applyOnDays = async (page: Page): Promise<void> => {
  await page.goto('/#/days');
  await page.getByTestId('days-margin-2000').click();
  await page.getByTestId('days-lever-5').click();
  await page.getByTestId('days-term-5').click();
  await expect(page.getByTestId('days-figure-funds')).toHaveText('10,000.00');
  await page.getByTestId('days-submit').click();
  await expect(page).toHaveURL(/#\/fundslist/);
};

/** The first weekday after `ms` (Beijing), at 10:00:30 Beijing, as "YYYY-MM-DD HH:mm:ss". */
export const nextSessionAfter = (ms: number): string => {
  const day = new Date(ms + 8 * 3_600_000);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return `${day.toISOString().slice(0, 10)} 10:00:30`;
};

/** Buys one lot of STOCK on /subWarehouseBuy in the given sub-account. */
export const buyOneLotIn = async (page: Page, subaccount: number): Promise<void> => {
  const q = new URLSearchParams({ code: STOCK.code, name: STOCK.name, side: 'long' });
  await page.goto(`/#/subWarehouseBuy?${q.toString()}`);
  const ticket = new TicketPage(page);
  await expect(ticket.ticket).toBeVisible();
  await page.getByTestId('subaccount').selectOption(String(subaccount));
  await expect(page.getByTestId('preview-margin')).not.toHaveText(/--|…/);
  await ticket.setLots(1);
  await ticket.placeOrder();
  // Booked: the trader lands on the sub-account positions, where the lot shows.
  await expect(page).toHaveURL(/#\/fundslist\?index=1/);
  await expect(page.getByTestId('funds-open').getByTestId('funds-position').first()).toBeVisible();
};

/** The sub-account positions of /fundslist: open (index 1) or closed (index 2). */
export const fundsPositions = async (page: Page, tab: 'open' | 'closed'): Promise<Locator> => {
  await page.goto(`/#/fundslist?index=${tab === 'open' ? 1 : 2}`);
  return page
    .getByTestId(tab === 'open' ? 'funds-open' : 'funds-closed')
    .getByTestId('funds-position');
};

/** The allocation card (on /funds or /fundslist) of the application `orderNumber`. */
export const allocationCard = (page: Page, orderNumber: string): Locator =>
  page.getByTestId('allocation-card').filter({ hasText: orderNumber });
