// The back office's new-share desk (device-frames/src/backoffice/new-shares-section.tsx): the
// allotment rate, "Run the draw now", applications awaiting the draw with Allot / Not allot, and
// the calendar's shares with "Move to listing".
import type { Locator, Page } from '@playwright/test';

export class NewSharesDesk {
  readonly region: Locator;
  readonly pending: Locator;
  readonly calendar: Locator;
  /** One line per action, newest first. */
  readonly results: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'new shares' });
    this.pending = this.region.getByRole('list', { name: 'applications awaiting the draw' });
    this.calendar = this.region.getByRole('list', { name: 'new-share calendar' });
    this.results = this.region.getByRole('list', { name: 'new-share results' });
  }

  application(id: number): Locator {
    return this.region.getByTestId(`application-${id}`);
  }

  share(code: string): Locator {
    return this.region.getByTestId(`share-${code}`);
  }

  async allot(id: number): Promise<void> {
    await this.application(id).getByRole('button', { name: 'Allot', exact: true }).click();
  }

  async moveToListing(code: string): Promise<void> {
    await this.share(code).getByRole('button', { name: 'Move to listing' }).click();
  }
}
