// Page object of the app shell: tab bar, header, alerts, visitor sheet, settings.
import { expect, type Locator, type Page } from '@playwright/test';

export type TabName = 'home' | 'tradingList' | 'warehouse' | 'mylist' | 'user';

export class ShellPage {
  readonly page: Page;
  readonly tabBar: Locator;
  readonly notice: Locator;
  readonly notBuilt: Locator;

  constructor(page: Page) {
    this.page = page;
    this.tabBar = page.getByRole('navigation');
    this.notice = page.getByTestId('test-station-notice');
    this.notBuilt = page.getByTestId('not-built');
  }

  /** Opens an app path (hash routing) and waits until the shell is mounted. */
  async open(path = '/home'): Promise<void> {
    await this.page.goto(`/#${path}`);
    await this.page.locator('[data-tabbar]').waitFor();
  }

  tab(name: TabName): Locator {
    return this.page.getByTestId(`tab-${name}`);
  }

  async tapTab(name: TabName): Promise<void> {
    await this.tab(name).click();
  }

  /** Waits past the frame a switch paints and the task after it (when kept tabs pause/resume). */
  async settleSwitch(): Promise<void> {
    for (let i = 0; i < 2; i += 1) {
      await this.page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
      );
    }
  }

  /** Presses Tab `times` times; how many of those focused something inside a hidden kept tab. */
  async tabIntoHiddenPages(times: number): Promise<number> {
    let inside = 0;
    for (let i = 0; i < times; i += 1) {
      await this.page.keyboard.press('Tab');
      const hidden = await this.page.evaluate(
        () => document.activeElement?.closest('main[aria-hidden="true"]') != null,
      );
      if (hidden) inside += 1;
    }
    return inside;
  }

  async expectPath(path: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`#${path.replace(/[/]/g, '\\/')}$`));
  }

  async theme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-theme');
  }

  async chooseLanguage(code: 'zh-CN' | 'en' | 'tww' | 'tg' | 'yn'): Promise<void> {
    await this.page.getByTestId(`language-${code}`).click();
  }

  async chooseTheme(theme: 'red' | 'black'): Promise<void> {
    await this.page.getByTestId(`theme-${theme}`).click();
    await expect(this.page.locator('html')).toHaveAttribute('data-theme', theme);
  }
}
