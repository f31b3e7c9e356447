// Page objects of the block-trade tab and ticket (/Subscription?idx=4), its records
// (/sharerecordDz) and the VIP grab screens (tab 5, /VipSearchlist, /vipdetail).
import { expect, type Locator, type Page } from '@playwright/test';

export class BlockTradePage {
  readonly tab: Locator;
  readonly rows: Locator;
  readonly sheet: Locator;
  readonly lots: Locator;
  readonly key: Locator;
  readonly amount: Locator;
  readonly available: Locator;
  readonly buy: Locator;
  readonly refused: Locator;
  readonly records: Locator;

  constructor(readonly page: Page) {
    this.tab = page.getByTestId('block-trade-tab');
    this.rows = page.getByTestId('block-row');
    this.sheet = page.getByTestId('block-sheet');
    this.lots = this.sheet.getByLabel('购买数量');
    this.key = this.sheet.getByLabel('交易秘钥');
    this.amount = this.sheet.getByTestId('block-amount');
    this.available = this.sheet.getByTestId('block-available');
    this.buy = this.sheet.getByTestId('block-buy');
    this.refused = this.sheet.getByTestId('block-refused');
    this.records = page.getByTestId('block-record');
  }

  async open(): Promise<void> {
    await this.page.goto('/#/Subscription?idx=4');
    await expect(this.tab).toBeVisible();
    await expect(this.rows.first()).toBeVisible();
  }

  row(code: string): Locator {
    return this.page.locator(`[data-testid="block-row"][data-code="${code}"]`);
  }

  async openTicket(code: string): Promise<void> {
    await this.row(code).click();
    await expect(this.sheet).toBeVisible();
    await expect(this.available).not.toHaveText('--');
  }

  async fill(lots: string, key: string): Promise<void> {
    await this.lots.fill(lots);
    await this.key.fill(key);
  }

  /** Taps 买入 `times` times in one go (a hurried thumb), without waiting between taps. */
  async tapBuy(times = 1): Promise<void> {
    await this.buy.evaluate((button, n) => {
      for (let i = 0; i < n; i++) (button as HTMLButtonElement).click();
    }, times);
  }

  async openRecords(): Promise<void> {
    await this.page.goto('/#/sharerecordDz');
    await expect(this.page.getByTestId('block-records-page')).toBeVisible();
  }
}

export class VipPage {
  readonly tab: Locator;
  readonly rows: Locator;
  readonly lots: Locator;
  readonly margin: Locator;
  readonly available: Locator;
  readonly buy: Locator;
  readonly lotsError: Locator;
  readonly refused: Locator;
  readonly boardLimit: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.tab = page.getByTestId('vip-grab-tab');
    this.rows = page.getByTestId('vip-row');
    this.lots = page.getByLabel('数量', { exact: true });
    this.margin = page.getByTestId('vip-margin');
    this.available = page.getByTestId('vip-available');
    this.buy = page.getByTestId('vip-buy');
    this.lotsError = page.getByTestId('vip-lots-error');
    this.refused = page.getByTestId('vip-refused');
    this.boardLimit = page.getByTestId('vip-board-limit');
    this.search = page.getByTestId('vip-search-input').locator('input');
  }

  async openTab(): Promise<void> {
    await this.page.goto('/#/Subscription?idx=5');
    await expect(this.tab).toBeVisible();
    await expect(this.rows.first()).toBeVisible();
  }

  async openDetail(code: string, name: string): Promise<void> {
    await this.page.goto(`/#/vipdetail?${new URLSearchParams({ code, name }).toString()}`);
    await expect(this.page.getByTestId('vip-detail')).toBeVisible();
    await expect(this.page.getByTestId('vip-price')).not.toHaveText('--');
    await expect(this.available).not.toHaveText('--');
    // The margin's decimal maths arrives just after the first paint.
    await expect(this.margin).not.toHaveText('--');
  }

  async tapBuy(times = 1): Promise<void> {
    await this.buy.evaluate((button, n) => {
      for (let i = 0; i < n; i++) (button as HTMLButtonElement).click();
    }, times);
  }

  /** A pool row's 'not grabbable now' mark (the board's change limit). */
  notGrabbable(code: string): Locator {
    return this.page
      .locator(`[data-testid="vip-row"][data-code="${code}"]`)
      .getByTestId('vip-not-grabbable');
  }

  async openSearch(): Promise<void> {
    await this.page.goto('/#/VipSearchlist');
    await expect(this.page.getByTestId('vip-search')).toBeVisible();
  }
}
