// Page object of the bank-card routes (/card, /bankCard, /addCard, /bankUpDate).
import { expect, type Locator, type Page } from '@playwright/test';

import type { Lang } from './kyc.page';

const TEXT = {
  'zh-CN': {
    bankName: '银行名称',
    bankAddress: '开户支行',
    bankNo: '银行卡号',
    submit: '确定',
    add: '添加银行卡',
    change: '更换银行卡',
    contact: '联系客服',
  },
  en: {
    bankName: 'Bank name',
    bankAddress: 'Branch',
    bankNo: 'Card number',
    submit: 'Confirm',
    add: 'Add bank card',
    change: 'Change bank card',
    contact: 'Contact customer service',
  },
} as const;

export class BankCardPage {
  readonly bankName: Locator;
  readonly bankAddress: Locator;
  readonly bankNo: Locator;
  readonly submitButton: Locator;
  readonly addButton: Locator;
  readonly changeButton: Locator;
  readonly contactButton: Locator;
  readonly cardNumber: Locator;
  readonly cardFace: Locator;

  constructor(
    readonly page: Page,
    lang: Lang = 'zh-CN',
  ) {
    const t = TEXT[lang];
    this.bankName = page.getByLabel(t.bankName, { exact: true });
    this.bankAddress = page.getByLabel(t.bankAddress, { exact: true });
    this.bankNo = page.getByLabel(t.bankNo, { exact: true });
    this.submitButton = page.getByRole('button', { name: t.submit });
    this.addButton = page.getByRole('button', { name: t.add });
    this.changeButton = page.getByRole('button', { name: t.change });
    this.contactButton = page.getByRole('button', { name: t.contact });
    this.cardNumber = page.getByTestId('bank-card-number');
    this.cardFace = page.getByTestId('bank-card-face');
  }

  async open(path: '/card' | '/bankCard' | '/addCard' | '/bankUpDate'): Promise<void> {
    await this.page.goto(`/#${path}`);
    // Until nothing on screen is loading: the page left may still be sliding out, or kept hidden
    // with its own skeletons (a strict single-element wait failed on those).
    await expect(this.page.locator('[aria-busy="true"]:visible')).toHaveCount(0);
  }

  async fill(card: { bankName?: string; bankAddress?: string; bankNo?: string }): Promise<void> {
    if (card.bankName !== undefined) await this.bankName.fill(card.bankName);
    if (card.bankAddress !== undefined) await this.bankAddress.fill(card.bankAddress);
    if (card.bankNo !== undefined) {
      await this.bankNo.click();
      await this.bankNo.fill(card.bankNo);
      await this.bankNo.blur();
    }
  }
}
