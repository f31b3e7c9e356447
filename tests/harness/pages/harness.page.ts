// Page objects of the device harness (device-frames/): the page with its side panels, one frame's
// toolbar and the app inside it, the request timeline and the matrix. Locators by role, label or
// test id, as a developer would find each control.
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** What a frame's app keeps in its own origin's storage (src/config/storage-keys.ts names). */
export interface FrameStorage {
  token: string | null;
  language: string | null;
}

export class FramePanel {
  readonly section: Locator;
  /** The frame's iframe element; its `src` is the address the harness loads it with. */
  readonly iframe: Locator;
  /** The app inside the frame. */
  readonly app: FrameLocator;
  /** The toolbar's "Hold polls" toggle. */
  readonly holdPolls: Locator;
  /** The toolbar's language, theme, zoom and route controls. */
  readonly language: Locator;
  readonly theme: Locator;
  readonly zoom: Locator;
  readonly route: Locator;
  /** The drawn device (bezel and app), at the frame's zoom. */
  readonly device: Locator;

  constructor(
    readonly page: Page,
    readonly name: string,
  ) {
    this.section = page.getByTestId(`frame-${name}`);
    this.iframe = page.getByTitle(`app in frame ${name}`, { exact: true });
    this.app = this.iframe.contentFrame();
    this.holdPolls = this.section.getByRole('checkbox', { name: 'Hold polls' });
    this.language = this.section.getByLabel('language');
    this.theme = this.section.getByLabel('theme');
    this.zoom = this.section.getByLabel('zoom');
    this.route = this.section.getByLabel('route');
    this.device = this.section.locator(`[data-shot="${name}"]`);
  }

  async setLanguage(language: string): Promise<void> {
    await this.language.selectOption(language);
  }

  /**
   * Leaves a mark in the frame's window: it survives anything but a reload of the frame, so
   * `isMarked()` tells whether the frame was reloaded since.
   */
  async mark(): Promise<void> {
    await this.page.frame({ name: this.name })?.evaluate(() => {
      (window as { harnessMark?: boolean }).harnessMark = true;
    });
  }

  async isMarked(): Promise<boolean> {
    try {
      const frame = this.page.frame({ name: this.name });
      return (
        (await frame?.evaluate(() => (window as { harnessMark?: boolean }).harnessMark)) === true
      );
    } catch {
      // The frame was replaced while we asked: a reload, so no mark.
      return false;
    }
  }

  /** Logs the frame in as a named fixture user; resolves once the app holds a session. */
  async logIn(phone: string): Promise<void> {
    await this.section.getByLabel('user').selectOption(phone);
    await expect.poll(async () => (await this.storage()).token, { timeout: 15_000 }).toBeTruthy();
  }

  async goTo(route: string): Promise<void> {
    await this.route.fill(route);
    await this.section.getByRole('button', { name: 'go', exact: true }).click();
    await expect.poll(() => this.url()).toContain(`#${route.split('?')[0]}`);
  }

  async setHoldPolls(isOn: boolean): Promise<void> {
    await this.holdPolls.setChecked(isOn);
  }

  /**
   * The address of the frame's next load, as requested: the app strips its harness parameters
   * from the address once loaded, so `url()` no longer shows them. Start it before the action.
   */
  async nextLoad(): Promise<URL> {
    const host = `${this.name}.localhost`;
    const request = await this.page.waitForRequest(
      (r) => r.isNavigationRequest() && new URL(r.url()).hostname === host,
    );
    return new URL(request.url());
  }

  /** Resolves once the frame's current load has reached its own origin. */
  async loaded(): Promise<void> {
    await expect.poll(() => this.url()).toContain(`//${this.name}.localhost:`);
  }

  async reload(): Promise<void> {
    await this.section.getByRole('button', { name: 'reload', exact: true }).click();
  }

  /** The frame's current address ('' while it is being replaced). */
  url(): string {
    return this.page.frame({ name: this.name })?.url() ?? '';
  }

  /** Reads the app's localStorage inside the frame (its own origin). */
  async storage(): Promise<FrameStorage> {
    const frame = this.page.frame({ name: this.name });
    if (!frame) return { token: null, language: null };
    try {
      return await frame.evaluate(() => ({
        token: localStorage.getItem('USERTOKEN'),
        language: localStorage.getItem('language'),
      }));
    } catch {
      // The frame was reloaded while we asked: the next poll reads the new one.
      return { token: null, language: null };
    }
  }
}

export class HarnessPage {
  readonly clock: Locator;
  readonly world: Locator;
  readonly faults: Locator;
  readonly capsules: Locator;
  readonly timeline: Locator;

  constructor(
    readonly page: Page,
    readonly mockOrigin: string,
    readonly appPort: number,
  ) {
    this.clock = page.getByRole('region', { name: 'market clock' });
    this.world = page.getByRole('region', { name: 'sessions and world' });
    this.faults = page.getByRole('region', { name: 'faults' });
    this.capsules = page.getByRole('region', { name: 'state capsules' });
    this.timeline = page.getByRole('region', { name: 'request timeline' });
  }

  /** Opens the harness on this worker's mock; a fresh browser context starts with frame f1. */
  async open(): Promise<void> {
    const query = new URLSearchParams({ mock: this.mockOrigin, appPort: String(this.appPort) });
    await this.page.goto(`/?${query.toString()}`);
    await expect(this.page.getByRole('heading', { name: 'Device harness' })).toBeVisible();
    await expect(this.clock.getByTestId('mock-clock')).toBeVisible();
  }

  frame(name: string): FramePanel {
    return new FramePanel(this.page, name);
  }

  async addFrame(): Promise<void> {
    await this.page.getByRole('button', { name: 'add frame' }).click();
  }

  /** Sets the mock clock to a Beijing date-time (`2026-11-18T16:00:00`). */
  async setClock(beijing: string): Promise<void> {
    await this.clock.getByLabel('Beijing').fill(beijing);
    await this.clock.getByRole('button', { name: 'set', exact: true }).click();
  }

  async expireAllTokens(): Promise<void> {
    await this.world.getByRole('button', { name: 'expire all tokens' }).click();
  }

  async configDocuments(label: string): Promise<void> {
    await this.world
      .getByRole('group', { name: 'config documents' })
      .getByRole('button', { name: label, exact: true })
      .click();
  }

  async resetToFixtures(): Promise<void> {
    await this.world.getByRole('button', { name: 'reset to fixtures' }).click();
  }

  /** Chooses a scenario in the world panel (its description and frames then show). */
  async chooseScenario(name: string): Promise<void> {
    await expect(this.world.getByRole('option', { name, exact: true })).toBeAttached();
    await this.world.getByLabel('scenario', { exact: true }).selectOption(name);
  }

  /** Opens a scenario in one click: its world on the mock and its frames in the harness. */
  async openScenario(name: string): Promise<void> {
    await this.chooseScenario(name);
    await this.world.getByRole('button', { name: 'open scenario' }).click();
    await expect(this.page.getByRole('status')).toContainText(`scenario ${name} opened`);
  }

  /** Saves the world and frames now as a new scenario; resolves once the list selects it. */
  async saveScenario(name: string, description: string): Promise<void> {
    await this.world.getByLabel('scenario name').fill(name);
    await this.world.getByLabel('scenario description').fill(description);
    await this.world.getByRole('button', { name: 'save as scenario' }).click();
    await expect(this.world.getByLabel('scenario', { exact: true })).toHaveValue(name);
  }

  async addFault(path: string, kind: string): Promise<void> {
    // The lists come from the mock: wait for them before choosing.
    await expect(this.faults.getByRole('option', { name: path, exact: true })).toBeAttached();
    await this.faults.getByLabel('fault endpoint').selectOption(path);
    await this.faults.getByLabel('fault kind').selectOption(kind);
    await this.faults.getByRole('button', { name: 'add fault' }).click();
    await expect(this.faults.getByRole('list', { name: 'fault rules' })).toContainText(path);
  }

  /** Timeline rows of one endpoint. */
  timelineRows(path: string): Locator {
    return this.timeline.getByRole('row').filter({ hasText: path });
  }

  async filterTimeline(status: string): Promise<void> {
    await this.timeline.getByLabel('filter status').selectOption(status);
  }

  /** Exports the capsule of the first logged-in frame; resolves the saved file's path. */
  async exportCapsule(saveAs: string): Promise<void> {
    const download = this.page.waitForEvent('download');
    await this.capsules.getByRole('button', { name: 'export', exact: true }).click();
    await (await download).saveAs(saveAs);
  }

  async importCapsule(file: string): Promise<void> {
    await this.capsules.getByLabel('import').setInputFiles(file);
  }

  /** Presses a screenshot button and returns the PNG file the harness saved. */
  async screenshot(button: Locator, saveAs: string): Promise<string> {
    const download = this.page.waitForEvent('download');
    await button.click();
    const file = await download;
    await file.saveAs(saveAs);
    return file.suggestedFilename();
  }

  async showMatrix(): Promise<Locator> {
    await this.page.getByRole('button', { name: /^Matrix/ }).click();
    return this.page.getByTestId('matrix-cell');
  }
}
