// Page object of /support-bundle (Settings → create a support bundle) and a reader of the file it
// saves.
import { readFile } from 'node:fs/promises';

import { expect, type Locator, type Page } from '@playwright/test';

export class SupportBundlePage {
  readonly link: Locator;
  readonly summary: Locator;
  readonly replies: Locator;
  readonly save: Locator;
  readonly refresh: Locator;
  readonly empty: Locator;
  constructor(readonly page: Page) {
    this.link = page.getByTestId('support-bundle-link');
    this.summary = page.getByTestId('support-bundle-summary');
    this.replies = page.getByTestId('support-bundle-reply');
    this.save = page.getByTestId('support-bundle-save');
    this.refresh = page.getByTestId('support-bundle-refresh');
    this.empty = page.getByTestId('support-bundle-empty');
  }

  /** From settings (already open), through its row. */
  async openFromSettings(): Promise<void> {
    await this.link.click();
    await expect(this.summary).toBeVisible();
  }

  summaryValue(id: string): Locator {
    return this.page.getByTestId(`support-bundle-${id}`);
  }

  /** Saves the bundle; returns the suggested file name and the file's text. */
  async saveFile(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.save.click()]);
    const path = await download.path();
    return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
  }
}
