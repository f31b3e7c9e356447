// Page object of the deposit pages (/zf, /recharge, /rechargeSure, /btc, /wallet's deposit tab)
// and the texts the deposit spec reads, per language (the app's locale files are not imported).
import { expect, type Locator, type Page } from '@playwright/test';

import type { Lang } from './auth.page';

export const DEPOSIT_TEXT = {
  'zh-CN': {
    payerRequired: '请输入转账用户名',
    amountRequired: '请输入充值金额',
    proofRequired: '请上传认证图片',
    limits: (max: number, min: number) => `一次最高充值${max},最低充值${min}`,
    underReview: '充值申请已提交',
    credited: '充值成功',
    copied: '复制成功',
  },
  en: {
    payerRequired: 'Enter the payer name',
    amountRequired: 'Enter the deposit amount',
    proofRequired: 'Upload the transfer proof',
    limits: (max: number, min: number) => `Each deposit must be between ${min} and ${max} yuan`,
    underReview: 'Deposit submitted',
    credited: 'Credited',
    copied: 'Copied',
  },
} as const satisfies Record<Lang, unknown>;

/** A 1×1 PNG: a picture the browser can decode and re-encode like a real screenshot. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export class DepositPage {
  readonly payer: Locator;
  readonly amount: Locator;
  readonly proof: Locator;
  readonly proofPreview: Locator;
  readonly submit: Locator;
  readonly result: Locator;
  readonly refusal: Locator;
  readonly balance: Locator;
  readonly payeeAccount: Locator;

  constructor(readonly page: Page) {
    this.payer = page.locator('#deposit-payer');
    this.amount = page.locator('#deposit-amount');
    this.proof = page.locator('#deposit-proof');
    this.proofPreview = page.getByTestId('proof-tile').locator('img');
    this.submit = page.getByTestId('deposit-submit');
    this.result = page.getByTestId('deposit-result');
    this.refusal = page.getByTestId('intent-outcome');
    this.balance = page.getByTestId('deposit-balance');
    this.payeeAccount = page.getByTestId('payee-account');
  }

  /** Opens a deposit route in the app (hash change: the chosen theme stays) and waits for it. */
  async open(path: string, testId: string): Promise<void> {
    await this.page.evaluate((p) => (window.location.hash = `#${p}`), path);
    await expect(this.page.getByTestId(testId)).toBeVisible();
  }

  /** The message under a field (FormField ties it with aria-describedby). */
  error(field: 'payer' | 'amount' | 'proof'): Locator {
    return this.page.locator(`#deposit-${field}-error`);
  }

  chip(label: string): Locator {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  async uploadProof(): Promise<void> {
    await this.proof.setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
    await expect(this.proofPreview).toBeVisible();
  }

  /** Taps submit `times` times in one go, as an impatient thumb does. */
  async tapSubmit(times: number): Promise<void> {
    await this.submit.evaluate((button, n) => {
      for (let i = 0; i < n; i += 1) (button as HTMLButtonElement).click();
    }, times);
  }
}
