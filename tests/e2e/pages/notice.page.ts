// Page object of the latest-notice bar on /home and the announcement it opens (/newGg, server
// HTML through the sanitizer).
import { type Locator, type Page } from '@playwright/test';

export class NoticePage {
  readonly bar: Locator;
  readonly title: Locator;
  readonly body: Locator;

  constructor(page: Page) {
    this.bar = page.getByTestId('home-notice');
    this.title = page.getByTestId('article-title');
    this.body = page.getByTestId('article-body');
  }

  async open(): Promise<void> {
    await this.bar.click();
    await this.body.waitFor();
  }
}
