// Page objects the new-share lifecycle journeys read besides the records and the detail page
// (subscription-apply.page.ts): /notify's messages, the profile tab's planner card, a position
// card's labelled figures, and screenshots of one state in both themes.
import type { Locator, Page, TestInfo } from '@playwright/test';

import { shootNow } from '../page-shot';

import { SettingsPage } from './account.page';

/** /notify: the in-site messages, newest first. */
export class NotifyPage {
  readonly list: Locator;
  constructor(readonly page: Page) {
    this.list = page.getByTestId('notify-list');
  }
  async open(): Promise<void> {
    await this.page.evaluate(() => (window.location.hash = '#/notify'));
    await this.page.getByTestId('notify-unread').waitFor();
  }
  /** The message whose body is exactly `content`. */
  message(content: string): Locator {
    return this.list.locator('li').filter({ has: this.page.getByText(content, { exact: true }) });
  }
}

/** The profile tab's planner card (shown only while an allotment is due). */
export const plannerCard = (page: Page): Locator => page.getByTestId('planner-compact');

/** One labelled figure (its `dt` is exactly `label`) of a position card on /warehouse. */
export const figure = (card: Locator, label: string): Locator =>
  card
    .locator('dl > div')
    .filter({ has: card.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/**
 * The page as it is now in the red theme, then in black (chosen in settings, back by `reopen`, no
 * reload), then red again: `<name>-red.png`, `<name>-black.png` in the test's output folder.
 */
export const shootBothThemes = async (
  page: Page,
  testInfo: TestInfo,
  name: string,
  reopen: () => Promise<void>,
): Promise<void> => {
  const settings = new SettingsPage(page);
  await shootNow(page, testInfo, `${name}-red`);
  await settings.open();
  await settings.chooseTheme('black');
  await reopen();
  await shootNow(page, testInfo, `${name}-black`);
  await settings.open();
  await settings.chooseTheme('red');
  await reopen();
};
