// Page objects of the records pages (/FundingDetails, /transferRecord, /rechargelist,
// /cashWithdrawalRecord, /cashlist) and the transfer pages (/transfers, /transfer), and the texts
// their spec reads, per language (the app's locale files are not imported).
import { expect, type Locator, type Page } from '@playwright/test';

import type { Lang } from './auth.page';

export const RECORDS_TEXT = {
  'zh-CN': {
    transferType: '资金互转',
    returnedType: '提现退回',
    reviewing: '审核中',
    rejected: '提现失败',
    cancelled: '订单取消',
    cancelledByYou: '您已取消本次提现',
    confirmCancel: '确定取消',
    cancelDone: '已取消提现，金额已退回可用资金',
    toIndex: '确认转入指数账户',
    toStock: '确认转入融资账户',
  },
  en: {
    transferType: 'Transfer between accounts',
    returnedType: 'Withdrawal returned',
    reviewing: 'Under review',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
    cancelledByYou: 'You cancelled this withdrawal',
    confirmCancel: 'Cancel it',
    cancelDone: 'Withdrawal cancelled; the amount is back in your available funds',
    toIndex: 'Transfer to index account',
    toStock: 'Transfer to A-share account',
  },
} as const satisfies Record<Lang, unknown>;

/** Navigates inside the app without a reload (the chosen theme and language stay). */
export const openInApp = async (page: Page, path: string, testId: string): Promise<void> => {
  await page.evaluate((p) => (window.location.hash = `#${p}`), path);
  await expect(page.getByTestId(testId)).toBeVisible();
};

export class TransferPage {
  readonly amount: Locator;
  readonly all: Locator;
  readonly submit: Locator;
  readonly transferable: Locator;

  constructor(readonly page: Page) {
    this.amount = page.locator('#transfer-amount');
    this.all = page.getByTestId('transfer-all');
    this.submit = page.getByTestId('transfer-submit');
    this.transferable = page.getByTestId('transfer-transferable');
  }

  balance(account: 'stock' | 'index' | 'futures'): Locator {
    return this.page.getByTestId(`transfer-balance-${account}`);
  }

  direction(type: 1 | 2 | 3 | 4): Locator {
    return this.page.getByTestId(`transfer-direction-${type}`);
  }

  async open(route: 'transfers' | 'transfer' = 'transfers'): Promise<void> {
    await openInApp(this.page, `/${route}`, 'transfer-page');
    await expect(this.balance('stock')).not.toHaveText('--');
  }
}

export class RecordsPage {
  constructor(readonly page: Page) {}

  /** A records list's rows (`ledger`, `deposit`, `withdraw`). */
  rows(kind: 'ledger' | 'deposit' | 'withdraw'): Locator {
    return this.page.getByTestId(`${kind}-record`);
  }

  withdrawal(id: number): Locator {
    return this.page.locator(`[data-testid="withdraw-record"][data-record-id="${id}"]`);
  }

  status(row: Locator): Locator {
    return row.getByTestId('record-status');
  }

  reason(row: Locator): Locator {
    return row.getByTestId('record-reason');
  }

  /** The ledger rows of one type, by the type's words. */
  ledgerOfType(type: string): Locator {
    return this.rows('ledger').filter({
      has: this.page.getByTestId('ledger-type').getByText(type, { exact: true }),
    });
  }

  async openLedger(): Promise<void> {
    await openInApp(this.page, '/FundingDetails?tab=ledger', 'funding-details-page');
    await expect(this.rows('ledger').first()).toBeVisible();
  }
}
