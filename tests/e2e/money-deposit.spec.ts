// Deposit journeys (issue 19) against a mock of the worker's own (a deposit approved in the back
// office changes the user's balance, so every test starts from the fixtures): the form names what
// is missing before anything is sent; a deposit with its transfer proof is sent once however often
// submit is tapped, waits under review, and once the back office approves it the balance, the
// deposit record and the ledger line show it to the cent — in zh-CN and in English. Then every
// deposit page in both themes.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

import { NAMED_USERS } from '../../fixtures/src/users';

import { expect, test, type OwnMock } from './own-mock';
import { attachScreenshot } from './pages/account.page';
import { countRequests, loginViaApi, useLanguage, useToken, type Lang } from './pages/auth.page';
import { DEPOSIT_TEXT, DepositPage } from './pages/deposit.page';

const USER = NAMED_USERS.verified;
const IN_MONEY = '/user/recharge/inMoney.do';
const AMOUNT = 100_000;

interface DepositRow {
  id: number;
  phone: string | null;
  payAmt: number;
  orderStatus: number;
  payUsername: string | null;
  payUrl: string | null;
}

const logIn = async (mock: OwnMock, page: Page, api: APIRequestContext, lang: Lang) => {
  await mock.use(page);
  await useLanguage(page, lang);
  await useToken(page, await loginViaApi(api, mock.origin, USER.phone, USER.password));
  await page.goto('/#/zf');
};

const depositsOf = async (mock: OwnMock): Promise<DepositRow[]> =>
  (await mock.control.get<{ rows: DepositRow[] }>('/money/deposits')).rows.filter(
    (r) => r.phone === USER.phone,
  );

/** Available balance in cents, as the mock holds it. */
const availableCents = async (mock: OwnMock): Promise<number> =>
  Math.round(
    (await mock.control.get<{ user: { enableAmt: number } }>(`/capsules/${USER.phone}`)).user
      .enableAmt * 100,
  );

const yuan = (cents: number): string =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );

test.beforeEach(async ({ ownMock }) => {
  await ownMock.control.send('POST', '/state/reset');
});

for (const lang of ['zh-CN', 'en'] as const) {
  const text = DEPOSIT_TEXT[lang];

  test(`deposit with proof → approved in the back office → balance and records (${lang})`, async ({
    ownMock,
    page,
    request,
  }) => {
    await logIn(ownMock, page, request, lang);
    const deposit = new DepositPage(page);
    const before = await availableCents(ownMock);
    const earlier = new Set((await depositsOf(ownMock)).map((r) => r.id));
    await expect(deposit.balance).toHaveText(yuan(before));

    // /zf → the bank-transfer channel → /recharge with its payee account.
    await page.locator('[data-kind="bank"]').first().click();
    await expect(page.getByTestId('deposit-page')).toBeVisible();
    await expect(deposit.payeeAccount).not.toHaveText('--');

    // Nothing is sent while a field is missing; each says why, under it.
    const sent = countRequests(page, IN_MONEY);
    await deposit.submit.click();
    await expect(deposit.error('payer')).toHaveText(text.payerRequired);
    await expect(deposit.error('amount')).toHaveText(text.amountRequired);
    await expect(deposit.error('proof')).toHaveText(text.proofRequired);
    await deposit.payer.fill(lang === 'en' ? 'Zhang San' : '张三');
    await deposit.amount.fill('500');
    await deposit.submit.click();
    await expect(deposit.error('amount')).toHaveText(text.limits(5_000_000, 1000));
    expect(sent()).toBe(0);

    // A chip sets the amount; the proof uploads with a preview; ten taps → one order.
    await deposit.chip('100,000').click();
    await expect(deposit.amount).toHaveValue(String(AMOUNT));
    await deposit.uploadProof();
    const reply = page.waitForResponse((r) => new URL(r.url()).pathname === IN_MONEY);
    await deposit.tapSubmit(10);
    await reply;
    await expect(deposit.result).toContainText(text.underReview);
    expect(sent()).toBe(1);

    const created = (await depositsOf(ownMock)).filter((r) => !earlier.has(r.id));
    expect(created).toHaveLength(1);
    const [order] = created;
    expect(order).toMatchObject({ payAmt: AMOUNT, orderStatus: 0 });
    expect(order?.payUrl).toMatch(/^https?:\/\//);
    expect(await availableCents(ownMock)).toBe(before);

    // The back office approves: credited once, through the ledger.
    await ownMock.control.send('POST', `/money/deposits/${order?.id}/approve`, {});
    const after = before + AMOUNT * 100;
    expect(await availableCents(ownMock)).toBe(after);
    // The page the trader is looking at shows it within one balance poll, without a reload.
    await expect(deposit.balance).toHaveText(yuan(after), { timeout: 10_000 });

    await deposit.result.getByRole('button').last().click();
    const record = page.locator(`[data-testid="deposit-record"][data-record-id="${order?.id}"]`);
    await expect(record.getByTestId('record-status')).toHaveText(text.credited);
    await expect(record.getByTestId('record-amount')).toContainText(yuan(AMOUNT * 100));

    await deposit.open('/FundingDetails', 'funding-details-page');
    await expect(
      page.getByTestId('ledger-record').first().getByTestId('record-amount'),
    ).toContainText(yuan(AMOUNT * 100));
    await deposit.open('/zf', 'deposit-channels-page');
    await expect(deposit.balance).toHaveText(yuan(after));
  });
}

const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  // From the top, without the toast of an earlier copy.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
  await attachScreenshot(page, testInfo, name);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
};

for (const theme of ['red', 'black'] as const) {
  test(`screenshots of the deposit pages, ${theme} theme`, async ({
    ownMock,
    page,
    request,
  }, testInfo) => {
    await logIn(ownMock, page, request, 'zh-CN');
    const deposit = new DepositPage(page);
    await deposit.open('/setting', 'theme-black');
    await page.getByTestId(`theme-${theme}`).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

    await deposit.open('/zf', 'deposit-channels-page');
    await expect(page.locator('[data-kind]').first()).toBeVisible();
    await shoot(page, testInfo, `${theme}-zf`);

    await page.locator('[data-kind="qr"]').first().click();
    await expect(page.getByTestId('deposit-confirm-page').last()).toBeVisible();
    await page.locator('#confirm-amount').fill('1000');
    await page.getByRole('button', { name: '点击获取二维码' }).click();
    await expect(page.getByTestId('qr-countdown')).toHaveText(/0[45]:\d\d/);
    await page.getByTestId('payee-account').locator('..').getByRole('button').click();
    await shoot(page, testInfo, `${theme}-rechargeSure`);

    await deposit.open('/recharge', 'deposit-page');
    await expect(deposit.payeeAccount).not.toHaveText('--');
    await deposit.submit.click();
    await expect(deposit.error('payer')).toBeVisible();
    await shoot(page, testInfo, `${theme}-recharge`);

    await deposit.open('/btc', 'btc-page');
    await expect(page.getByTestId('btc-address')).toHaveText(/^T\w{33}$/);
    await shoot(page, testInfo, `${theme}-btc`);

    await deposit.open('/wallet', 'wallet-page');
    await expect(page.getByTestId('wallet-total')).not.toHaveText('--');
    await shoot(page, testInfo, `${theme}-wallet`);
    await page.getByTestId('wallet-tab-withdraw').click();
    await expect(page.locator('#withdraw-amount')).toBeVisible();
    await shoot(page, testInfo, `${theme}-wallet-withdraw`);
  });
}
