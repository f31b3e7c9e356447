// Page object of /cash and /withdraw (the withdrawal form) and the texts the withdrawal specs read,
// per language (the app's locale files are not imported).
import { expect, type Locator, type Page } from '@playwright/test';

import type { Lang } from './auth.page';

export const WITHDRAW_TEXT = {
  'zh-CN': {
    kycMissing: '请先实名认证',
    kycFix: '去实名认证',
    noCard: '请先绑定银行卡',
    cardFix: '去绑定银行卡',
    noFundsPassword: '请先设置资金密码',
    fundsPasswordFix: '去设置资金密码',
    hours: (b: number, e: number) => `当前不在提现时间内，提现时间为北京时间 ${b}:00 - ${e}:00`,
    belowMin: (min: number) => `提现金额不得小于${min}元`,
    aboveAvailable: (available: string) => `提现金额不得超过可用余额 ${available} 元`,
    done: '申请成功，请等待审核！',
  },
  en: {
    kycMissing: 'Please complete identity verification first',
    kycFix: 'Verify identity',
    noCard: 'Please add a bank card first',
    cardFix: 'Add bank card',
    noFundsPassword: 'Set a funds password first',
    fundsPasswordFix: 'Set funds password',
    hours: (b: number, e: number) => `Withdrawals are open ${b}:00 - ${e}:00 Beijing time`,
    belowMin: (min: number) => `The withdrawal cannot be less than ${min} yuan`,
    aboveAvailable: (available: string) =>
      `The amount cannot exceed your available balance of ${available} yuan`,
    done: 'Request submitted, awaiting review',
  },
} as const satisfies Record<Lang, unknown>;

export class WithdrawPage {
  readonly amount: Locator;
  readonly password: Locator;
  readonly all: Locator;
  readonly submit: Locator;
  readonly available: Locator;
  readonly gate: Locator;
  readonly gateFix: Locator;
  readonly fee: Locator;
  readonly result: Locator;
  readonly recordsLink: Locator;

  constructor(readonly page: Page) {
    this.amount = page.locator('#withdraw-amount');
    this.password = page.locator('#withdraw-password');
    this.all = page.getByTestId('withdraw-all');
    this.submit = page.getByTestId('withdraw-submit');
    this.available = page.getByTestId('withdraw-available');
    this.gate = page.getByTestId('withdraw-gate');
    this.gateFix = page.getByTestId('withdraw-gate-fix');
    this.fee = page.getByTestId('withdraw-fee');
    this.result = page.getByTestId('withdraw-result');
    this.recordsLink = page.getByTestId('withdraw-records');
  }

  /** Opens /cash (or /withdraw) and waits for the balance. */
  async open(route: 'cash' | 'withdraw' = 'cash'): Promise<void> {
    await this.page.goto(`/#/${route}`);
    await expect(this.page.getByTestId(`${route}-page`)).toBeVisible();
    await expect(this.available).not.toHaveText('--');
  }

  async fill(amount: string, password: string): Promise<void> {
    await this.amount.fill(amount);
    await this.password.fill(password);
  }

  /** The message under the amount field (FormField ties it with aria-describedby). */
  amountError(): Locator {
    return this.page.locator('#withdraw-amount-error');
  }

  passwordError(): Locator {
    return this.page.locator('#withdraw-password-error');
  }

  /** Both fields still hold what was typed. */
  async expectKept(amount: string, password: string): Promise<void> {
    await expect(this.amount).toHaveValue(amount);
    await expect(this.password).toHaveValue(password);
  }

  /** The gate notice scrolled into view, clear of the back header (the scroll has ended). */
  async expectGateInView(): Promise<void> {
    await expect(this.gate).toBeInViewport();
    await expect
      .poll(async () => (await this.gate.boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(44);
  }

  /** Ten taps in one go, faster than any reply can come back. */
  async tapSubmitTenTimes(): Promise<void> {
    await this.submit.evaluate((button: HTMLElement) => {
      for (let i = 0; i < 10; i++) button.click();
    });
  }
}
