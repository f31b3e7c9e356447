// The new-share detail (apply), the records pages with the payment planner, and the profile
// tab's planner card (issue 20).
import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a route in the running app (hash change: no reload, the chosen theme stays). */
export const openRoute = async (page: Page, path: string, testId: string): Promise<void> => {
  await page.evaluate((p) => (window.location.hash = `#${p}`), path);
  await expect(page.getByTestId(testId)).toBeVisible();
};

export class NewShareDetailPage {
  readonly shares: Locator;
  readonly submit: Locator;
  readonly available: Locator;
  readonly cost: Locator;
  readonly error: Locator;
  readonly outcome: Locator;

  constructor(readonly page: Page) {
    this.shares = page.locator('#apply-shares');
    this.submit = page.getByTestId('apply-submit');
    this.available = page.getByTestId('apply-available');
    this.cost = page.getByTestId('apply-cost');
    this.error = page.locator('#apply-shares-error');
    this.outcome = page.getByTestId('intent-outcome');
  }

  async open(code: string, type: 1 | 2): Promise<void> {
    await openRoute(
      this.page,
      `/newsharesDetail?code=${code}&xingutype=${type}`,
      'new-share-detail-page',
    );
    await expect(this.page.getByTestId('apply-form')).toBeVisible();
    await expect(this.available).not.toHaveText('--');
  }
}

export class RecordsPage {
  readonly cards: Locator;
  readonly planner: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('record-card');
    this.planner = page.getByTestId('planner');
  }

  async open(): Promise<void> {
    await openRoute(this.page, '/sharerecord', 'subscription-records-page');
    await expect(this.cards.first()).toBeVisible();
  }

  /** The card of an application by its share code (the newest first). */
  card(code: string): Locator {
    return this.cards.filter({ hasText: code });
  }

  status(code: string): Locator {
    return this.card(code).first().getByTestId('record-status');
  }

  plannerItem(id: number): Locator {
    return this.page.getByTestId(`planner-item-${id}`);
  }

  /** 认缴 on a card, then the confirmation's 确定 tapped `taps` times. */
  async pay(code: string, taps: number): Promise<void> {
    await this.card(code).getByTestId('record-pay').click();
    await expect(this.page.getByTestId('pay-dialog')).toBeVisible();
    await this.page.getByRole('button', { name: '确定' }).click({ clickCount: taps });
  }
}
