// Page objects of the order ticket (/buyStocks and friends) and the positions pages (/warehouse,
// /detail): what a trader taps, by role, label or test id.
import { expect, type Locator, type Page } from '@playwright/test';

export class TicketPage {
  readonly ticket: Locator;
  readonly submit: Locator;
  readonly reason: Locator;
  readonly confirmSheet: Locator;
  readonly confirmSend: Locator;

  constructor(readonly page: Page) {
    this.ticket = page.getByTestId('trade-ticket');
    this.submit = page.getByTestId('ticket-submit');
    this.reason = page.getByTestId('ticket-reason');
    this.confirmSheet = page.getByTestId('confirm-sheet');
    this.confirmSend = page.getByTestId('confirm-send');
  }

  /** Opens the stock ticket as the detail page's trade bar does. */
  async openStock(code: string, name: string, side: 'long' | 'short' = 'long'): Promise<void> {
    const q = new URLSearchParams({ code, name, side });
    await this.page.goto(`/#/buyStocks?${q.toString()}`);
    await expect(this.ticket).toBeVisible();
    // The preview needs the live quote and the account.
    await expect(this.page.getByTestId('preview-margin')).not.toHaveText(/--|…/);
  }

  /** Opens the stock ticket by changing the route inside the running app (no page load). */
  async openStockInApp(code: string, name: string): Promise<void> {
    const q = new URLSearchParams({ code, name, side: 'long' });
    await this.page.evaluate((hash) => {
      window.location.hash = hash;
    }, `/buyStocks?${q.toString()}`);
    await expect(this.ticket).toBeVisible();
    await expect(this.page.getByTestId('preview-margin')).not.toHaveText(/--|…/);
  }

  async setLots(lots: number): Promise<void> {
    await this.page.getByTestId('lots').fill(String(lots));
  }

  async chooseLever(lever: number): Promise<void> {
    await this.page.getByTestId(`lever-${lever}`).click();
  }

  async limitOrder(price: string): Promise<void> {
    await this.page.getByTestId('order-type-limit').click();
    await this.page.getByTestId('limit-price').fill(price);
  }

  /** Opens the confirmation sheet (nothing is sent yet). */
  async review(): Promise<void> {
    await this.submit.click();
    await expect(this.confirmSheet).toBeVisible();
  }

  /** A row of the confirmation sheet in the trader's words: side, quantity, price, margin… */
  confirmRow(id: string): Locator {
    return this.confirmSheet.getByTestId(`confirm-${id}`);
  }

  /** Review, then send from the confirmation sheet. */
  async placeOrder(): Promise<void> {
    await this.review();
    await this.confirmSend.click();
  }
}

export class PositionsPage {
  readonly openCards: Locator;
  readonly closedCards: Locator;
  readonly pendingOrders: Locator;
  readonly closeSheet: Locator;

  constructor(readonly page: Page) {
    this.openCards = page.getByTestId('open-position');
    this.closedCards = page.getByTestId('closed-position');
    this.pendingOrders = page.getByTestId('pending-order');
    this.closeSheet = page.getByTestId('close-sheet');
  }

  async open(tab: 'open' | 'closed' | 'orders' = 'open'): Promise<void> {
    await this.page.goto(`/#/warehouse?tab=${tab}`);
    await expect(this.page.getByTestId('warehouse-page')).toBeVisible();
  }

  card(code: string): Locator {
    return this.openCards.filter({ hasText: code });
  }

  latestPrice(card: Locator): Locator {
    return card.getByTestId('latest-price');
  }

  /** Closes `lots` lots (or all) of the position in `card` through the close sheet. */
  async close(card: Locator, lots: number | 'all'): Promise<void> {
    await card.getByTestId('close-position').click();
    await expect(this.closeSheet).toBeVisible();
    if (lots === 'all') await this.page.getByTestId('close-quick-all').click();
    else await this.closeSheet.getByLabel(/平仓数量/).fill(String(lots));
    await this.page.getByTestId('close-confirm').click();
    await expect(this.page.getByTestId('close-done')).toBeVisible();
  }
}
