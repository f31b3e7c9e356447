// Page object of the latest-notice bar on /home and the dialog it opens (server HTML).
import { type Locator, type Page } from '@playwright/test';

export class NoticePage {
  readonly bar: Locator;
  readonly dialog: Locator;
  readonly body: Locator;

  constructor(page: Page) {
    this.bar = page.getByTestId('home-notice');
    this.dialog = page.getByRole('dialog');
    this.body = page.getByTestId('notice-body');
  }

  async open(): Promise<void> {
    await this.bar.click();
    await this.body.waitFor();
  }
}
