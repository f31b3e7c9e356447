// Page objects of issue 22's onboarding pages: /openaccount (the four steps and the one next
// action) and /jijin (the funds teaser that says funds are not offered).
import { expect, type Locator, type Page } from '@playwright/test';

export type Step = 'register' | 'verify' | 'deposit' | 'trade';
export type StepState = 'done' | 'review' | 'rejected' | 'todo';

export class OpenAccountPage {
  readonly next: Locator;
  readonly nextButton: Locator;
  readonly reason: Locator;
  readonly login: Locator;
  constructor(readonly page: Page) {
    this.next = page.getByTestId('open-next');
    this.nextButton = page.getByTestId('open-next-button');
    this.reason = page.getByTestId('open-reject-reason');
    this.login = page.getByTestId('open-login');
  }
  async open(): Promise<void> {
    await this.page.goto('/#/openaccount');
    await this.next.waitFor();
  }
  step(id: Step): Locator {
    return this.page.getByTestId(`open-step-${id}`);
  }
  /** Each step's state, register → trade, and which one is current. */
  async expectSteps(states: [StepState, StepState, StepState, StepState], current: Step | null) {
    const ids: Step[] = ['register', 'verify', 'deposit', 'trade'];
    for (const [i, id] of ids.entries()) {
      await expect(this.step(id)).toHaveAttribute('data-state', states[i]!);
      if (id === current) await expect(this.step(id)).toHaveAttribute('aria-current', 'step');
      else await expect(this.step(id)).not.toHaveAttribute('aria-current');
    }
  }
}

export class FundsIntroPage {
  readonly root: Locator;
  readonly closed: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByTestId('funds-intro-page');
    this.closed = page.getByTestId('jijin-closed');
  }
  async open(): Promise<void> {
    await this.page.goto('/#/jijin');
    await this.closed.waitFor();
  }
  way(id: 'market' | 'college' | 'service'): Locator {
    return this.page.getByTestId(`jijin-way-${id}`);
  }
}
