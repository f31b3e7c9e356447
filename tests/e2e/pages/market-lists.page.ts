// Page objects of the market tab, the search pages and the A-share data screens.
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** "+1.23%" / "-0.40%" / "--" → number (NaN for a placeholder). */
export const pctOf = (text: string): number => Number(text.replace(/[%+\s]/g, ''));

class QuoteRows {
  readonly list: Locator;
  readonly rows: Locator;
  constructor(readonly page: Page) {
    // The list of the page shown: a kept tab page (quotes, watchlist) stays in the DOM, hidden.
    this.list = page.getByRole('main').getByTestId('quote-list');
    this.rows = this.list.getByTestId('quote-row');
  }
  row(code: string): Locator {
    return this.list.locator(`[data-testid="quote-row"][data-code="${code}"]`);
  }
  /** Change % of the first `n` rows, read in one go (the list refreshes every second). */
  async firstPcts(n: number): Promise<number[]> {
    const texts = await this.rows.evaluateAll(
      (els, count) =>
        els.slice(0, count).map((el) => el.querySelector('[data-direction]')?.textContent ?? ''),
      n,
    );
    return texts.map(pctOf);
  }
}

export class TradingListPage extends QuoteRows {
  readonly status: Locator;
  readonly sortHeader: Locator;
  constructor(page: Page) {
    super(page);
    this.status = page.getByTestId('market-status');
    this.sortHeader = page.getByTestId('sort-header');
  }
  async open(): Promise<void> {
    await this.page.goto('/#/trading-list');
    await this.page.getByTestId('trading-list').waitFor();
  }
  sortBy(key: 'changepercent' | 'price' | 'volume'): Locator {
    return this.page.getByTestId(`sort-${key}`);
  }
  marketTab(key: 'stocks' | 'indexes' | 'futures'): Locator {
    return this.page.getByTestId(`market-tab-${key}`);
  }
  board(key: 'hs_a' | 'cyb' | 'kcb' | 'hs_bjs'): Locator {
    return this.page.getByTestId(`board-tab-${key}`);
  }
}

export class SearchPage extends QuoteRows {
  readonly input: Locator;
  readonly results: Locator;
  readonly recent: Locator;
  readonly recentItems: Locator;
  readonly empty: Locator;
  constructor(page: Page) {
    super(page);
    this.input = page.getByTestId('search-input').locator('input');
    this.results = page.getByTestId('search-results');
    this.recent = page.getByTestId('recent-searches');
    this.recentItems = this.recent.getByTestId('recent-item');
    this.empty = page.getByTestId('list-empty');
  }
  async open(path = '/searchlist'): Promise<void> {
    await this.page.goto(`/#${path}`);
    // The box is the page's focused element (toBeFocused also needs the window to have focus,
    // which a page in a parallel worker may not).
    await expect.poll(() => this.input.evaluate((el) => el === document.activeElement)).toBe(true);
  }
  async search(keyword: string): Promise<void> {
    await this.input.fill(keyword);
    await expect(this.results).toHaveAttribute('data-keyword', keyword);
  }
  /** Opens a result through its link. */
  async openResult(code: string): Promise<void> {
    await this.row(code).getByRole('link').click();
  }
}

export class TopTenPage {
  readonly rows: Locator;
  constructor(readonly page: Page) {
    this.rows = page.getByTestId('top-row');
  }
  async open(): Promise<void> {
    await this.page.goto('/#/topTen');
    await this.page.getByTestId('top-ten').waitFor();
  }
  tab(key: 'sh' | 'sz'): Locator {
    return this.page.getByTestId(`top-tab-${key}`);
  }
  async codes(): Promise<string[]> {
    return this.rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-code') ?? ''));
  }
}

/** Full-page screenshot into the test's output folder, attached to the report. */
export const saveScreenshot = async (
  page: Page,
  testInfo: TestInfo,
  name: string,
): Promise<string> => {
  // Not while a chunk, a translation or the page's own data is still loading.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page
    .getByRole('main')
    .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const file = testInfo.outputPath(`${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  return file;
};
