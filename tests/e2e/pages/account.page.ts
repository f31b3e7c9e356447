// Page objects of the profile tab, settings, passwords, messages and the content pages.
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export class UserTabPage {
  readonly phone: Locator;
  readonly total: Locator;
  readonly verification: Locator;
  readonly bell: Locator;
  constructor(readonly page: Page) {
    this.phone = page.getByTestId('user-phone');
    this.total = page.getByTestId('user-total');
    this.verification = page.getByTestId('user-verification');
    this.bell = page.getByTestId('unread-bell');
  }
  /** Opens the tab in the app (hash change, no reload: the chosen theme stays). */
  async open(): Promise<void> {
    await this.page.evaluate(() => (window.location.hash = '#/User'));
    await this.page.getByTestId('tab-user').waitFor();
  }
  account(kind: 'stock' | 'index' | 'futures' | 'newStock'): Locator {
    return this.page.getByTestId(`account-${kind}`);
  }
}

export class SettingsPage {
  readonly logout: Locator;
  readonly clearCache: Locator;
  readonly version: Locator;
  constructor(readonly page: Page) {
    this.logout = page.getByTestId('settings-logout');
    this.clearCache = page.getByTestId('settings-clear-cache');
    this.version = page.getByTestId('settings-version');
  }
  async open(): Promise<void> {
    await this.page.evaluate(() => (window.location.hash = '#/setup'));
    await this.page.getByTestId('theme-red').waitFor();
  }
  async chooseTheme(theme: 'red' | 'black'): Promise<void> {
    await this.page.getByTestId(`theme-${theme}`).click();
    await expect(this.page.locator('html')).toHaveAttribute('data-theme', theme);
  }
}

/** A form page of the account feature (fields located by their label's target id). */
export class AccountForm {
  constructor(
    readonly page: Page,
    readonly form: string,
    readonly submitId: string,
  ) {}
  get submit(): Locator {
    return this.page.getByTestId(this.submitId);
  }
  input(field: string): Locator {
    return this.page.locator(`#${this.form}_${field}`);
  }
  /** The message under a field: the text its input names in aria-describedby. */
  error(field: string): Locator {
    return this.page.locator(`[id="${this.form}_${field}-error"]`);
  }
  async fill(values: Record<string, string>): Promise<void> {
    for (const [field, value] of Object.entries(values)) await this.input(field).fill(value);
  }
}

/** Navigates inside the app without a reload (keeps the theme chosen in settings). */
export const goInApp = async (page: Page, path: string): Promise<void> => {
  await page.evaluate((p) => (window.location.hash = `#${p}`), path);
  await page.waitForFunction((p) => window.location.hash === `#${p}`, path);
};

/** Attaches a screenshot of the current page to the report. */
export const attachScreenshot = async (
  page: Page,
  testInfo: TestInfo,
  name: string,
): Promise<void> => {
  await page.waitForLoadState('networkidle');
  // Not while a chunk, a translation or the page's own data is still loading.
  await expect(page.locator('[aria-busy="true"], .adm-skeleton')).toHaveCount(0);
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
};
