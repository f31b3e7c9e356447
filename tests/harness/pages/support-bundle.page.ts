// Support bundles in the harness (issue 23): the app's own pages a user makes a bundle with,
// inside a frame, and the harness's panel that replays one. In-app moves are taps (tab bar,
// menu): the app keeps its replies in memory, so a reload of the frame would empty the bundle.
import {
  expect,
  type Download,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';

/** The trader's figures as the profile tab and the positions tab show them. */
export interface TraderFigures {
  total: string;
  available: string;
  frozen: string;
  /** Open stock positions: how many, their totals bar, and the newest card. */
  positions: number;
  positionTotals: string;
  newestPosition: string;
}

export class AppScreens {
  constructor(readonly app: FrameLocator) {}

  async tab(name: 'home' | 'warehouse' | 'user'): Promise<void> {
    await this.app.getByTestId(`tab-${name}`).click();
  }

  /** The profile tab's money and the open positions, once both have loaded (profile tab first). */
  async figures(): Promise<TraderFigures> {
    const total = this.app.getByTestId('user-total');
    await expect(total).toHaveText(/\d/, { timeout: 15_000 });
    const money = {
      total: await total.innerText(),
      available: await this.app.getByTestId('user-available').innerText(),
      frozen: await this.app.getByTestId('user-frozen').innerText(),
    };
    await this.tab('warehouse');
    // The cards are virtual rows (only those in view exist): the list says how many there are.
    const list = this.app.getByTestId('open-positions');
    await expect(list).toHaveAttribute('data-rows', /^[1-9]/, { timeout: 15_000 });
    const totals = this.app.getByTestId('positions-totals');
    await expect(totals.getByTestId('available-funds')).toHaveText(/\d/);
    const newest = this.app.getByTestId('open-position').first();
    await expect(newest.getByTestId('latest-price')).toHaveText(/\d/);
    return {
      ...money,
      positions: Number(await list.getAttribute('data-rows')),
      positionTotals: await totals.innerText(),
      newestPosition: await newest.innerText(),
    };
  }

  /** Profile tab → menu settings → support bundle → save: the file the app hands over. */
  async saveBundle(page: Page): Promise<Download> {
    await this.tab('user');
    await this.app.getByTestId('menu-settings').click();
    await this.app.getByTestId('support-bundle-link').click();
    const save = this.app.getByTestId('support-bundle-save');
    await expect(save).toBeEnabled();
    const download = page.waitForEvent('download');
    await save.click();
    return download;
  }
}

export interface OpenOptions {
  fallbackUser?: string;
  isClockSet?: boolean;
}

export class BundlePanel {
  readonly region: Locator;
  readonly summary: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'support bundle' });
    this.summary = this.region.getByTestId('bundle-summary');
  }

  async choose(file: string): Promise<void> {
    await this.region.getByLabel('bundle file').setInputFiles(file);
  }

  /**
   * Opens the chosen bundle in a new frame signed in as `fallbackUser` (the panel's default else),
   * with the mock clock moved to the bundle's time when `isClockSet`.
   */
  async openInNewFrame({ fallbackUser, isClockSet = false }: OpenOptions = {}): Promise<void> {
    if (fallbackUser !== undefined) {
      await this.region.getByLabel('fallback user').selectOption(fallbackUser);
    }
    await this.region.getByLabel("set the mock clock to the bundle's time").setChecked(isClockSet);
    await this.region.getByRole('button', { name: 'open in a new frame' }).click();
  }
}
