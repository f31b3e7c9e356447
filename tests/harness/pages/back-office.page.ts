// The harness's back-office panel (device-frames/src/backoffice/): pending deposits and
// withdrawals of every user, with approve / mark paid / reject (reason, then a confirmation).
import type { Locator, Page } from '@playwright/test';

export class BackOfficePanel {
  readonly region: Locator;
  readonly deposits: Locator;
  readonly withdrawals: Locator;
  /** One line per review decision, newest first. */
  readonly results: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'back office' });
    this.deposits = this.region.getByRole('list', { name: 'pending deposits' });
    this.withdrawals = this.region.getByRole('list', { name: 'pending withdrawals' });
    this.results = this.region.getByRole('list', { name: 'review results' });
  }

  deposit(id: number): Locator {
    return this.region.getByTestId(`deposit-${id}`);
  }

  withdrawal(id: number): Locator {
    return this.region.getByTestId(`withdrawal-${id}`);
  }

  async approve(card: Locator): Promise<void> {
    await card.getByRole('button', { name: 'approve', exact: true }).click();
  }

  async markPaid(card: Locator): Promise<void> {
    await card.getByRole('button', { name: 'mark paid', exact: true }).click();
  }

  /** Opens the reason form and asks to go on with the reason given ('' to leave it empty). */
  async askToReject(card: Locator, reason: string): Promise<void> {
    const field = card.getByLabel('reason');
    if (!(await field.isVisible())) {
      await card.getByRole('button', { name: 'reject', exact: true }).click();
    }
    await field.fill(reason);
    await card.getByRole('button', { name: 'reject…', exact: true }).click();
  }

  confirmation(card: Locator): Locator {
    return card.getByRole('alertdialog', { name: 'confirm rejection' });
  }

  async confirmReject(card: Locator): Promise<void> {
    await this.confirmation(card).getByRole('button', { name: 'yes, reject' }).click();
  }
}
