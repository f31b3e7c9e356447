// Records and transfer journeys (issue 19) against a mock of the worker's own (they move the
// user's money, so every test starts from the fixtures), in zh-CN and in English: a transfer from
// the A-share account to the index account and back, both balances updated to the cent and both
// lines in the ledger; a withdrawal cancelled on /cashlist returns the money once; a withdrawal the
// back office rejects shows its reason and returns the money once. Then every records and transfer
// page in both themes.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

import { NAMED_USERS } from '../../fixtures/src/users';

import { expect, test, type OwnMock } from './own-mock';
import { attachScreenshot } from './pages/account.page';
import { countRequests, loginViaApi, useLanguage, useToken, type Lang } from './pages/auth.page';
import { openInApp, RECORDS_TEXT, RecordsPage, TransferPage } from './pages/money-records.page';
import { watchToasts } from './pages/toasts.page';

const USER = NAMED_USERS.verified;
/** Every verified named user's funds password (fixtures/README.md). */
const FUNDS_PASSWORD = '123456';
/** A Wednesday inside the site's withdrawal hours (9–18 Beijing). */
const IN_HOURS = '2026-11-18 10:00:00';
const TRANS = '/user/transAmt.do';
const CANCEL = '/user/withdraw/cancel.do';

interface Balances {
  enableAmt: number;
  enableIndexAmt: number;
}

interface WithdrawalRow {
  id: number;
  phone: string | null;
  withAmt: number;
  withStatus: number;
}

/** The user's balances as the mock holds them. */
const balancesOf = async (mock: OwnMock): Promise<Balances> =>
  (await mock.control.get<{ user: Balances }>(`/capsules/${USER.phone}`)).user;

const yuan = (v: number): string =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v);

const logIn = async (mock: OwnMock, page: Page, api: APIRequestContext, lang: Lang) => {
  const token = await loginViaApi(api, mock.origin, USER.phone, USER.password);
  await mock.use(page);
  await useLanguage(page, lang);
  await useToken(page, token);
  await page.goto('/#/user');
  // The app is up (and logged in) before it is steered by its address.
  await expect(page.getByTestId('user-phone')).toBeVisible();
  return token;
};

/** A withdrawal requested through the app's own endpoint; its id from the back office list. */
const requestWithdrawal = async (
  mock: OwnMock,
  api: APIRequestContext,
  token: string,
  amt: number,
): Promise<number> => {
  const res = await api.post(`${mock.origin}/user/withdraw/outMoney.do`, {
    headers: { USERTOKEN: token },
    form: { amt: String(amt), withPwd: FUNDS_PASSWORD },
  });
  expect(((await res.json()) as { status: number }).status).toBe(0);
  const rows = (await mock.control.get<{ rows: WithdrawalRow[] }>('/money/withdrawals?status=0'))
    .rows;
  const mine = rows.filter((r) => r.phone === USER.phone && r.withAmt === amt);
  return Math.max(...mine.map((r) => r.id));
};

test.beforeEach(async ({ ownMock }) => {
  await ownMock.control.send('POST', '/state/reset');
  await ownMock.control.send('PUT', '/clock', { at: IN_HOURS, speed: 1, frozen: false });
});

for (const lang of ['zh-CN', 'en'] as const) {
  const text = RECORDS_TEXT[lang];

  test(`transfer A-share → index and back (${lang})`, async ({ ownMock, page, request }) => {
    await logIn(ownMock, page, request, lang);
    const start = await balancesOf(ownMock);
    const sent = countRequests(page, TRANS);
    const form = new TransferPage(page);
    await form.open();
    await expect(form.balance('stock')).toHaveText(yuan(start.enableAmt));
    await expect(form.balance('index')).toHaveText(yuan(start.enableIndexAmt));
    await expect(form.transferable).toHaveText(yuan(Math.floor(start.enableAmt)));

    // Ten taps, one transfer.
    await form.amount.fill('1234');
    await expect(form.submit).toHaveText(text.toIndex);
    await form.submit.click({ clickCount: 10 });
    await expect(form.balance('index')).toHaveText(yuan(start.enableIndexAmt + 1234));
    await expect(form.balance('stock')).toHaveText(yuan(start.enableAmt - 1234));
    await expect(form.amount).toHaveValue('');
    expect(sent()).toBe(1);
    const moved = await balancesOf(ownMock);
    expect(moved.enableAmt).toBeCloseTo(start.enableAmt - 1234, 2);
    expect(moved.enableIndexAmt).toBeCloseTo(start.enableIndexAmt + 1234, 2);

    // And back.
    await form.direction(2).click();
    await expect(form.transferable).toHaveText(yuan(Math.floor(start.enableIndexAmt + 1234)));
    await form.amount.fill('1234');
    await expect(form.submit).toHaveText(text.toStock);
    await form.submit.click();
    await expect(form.balance('stock')).toHaveText(yuan(start.enableAmt));
    await expect(form.balance('index')).toHaveText(yuan(start.enableIndexAmt));
    expect(sent()).toBe(2);
    const back = await balancesOf(ownMock);
    expect(back.enableAmt).toBeCloseTo(start.enableAmt, 2);
    expect(back.enableIndexAmt).toBeCloseTo(start.enableIndexAmt, 2);

    // Both lines in the ledger, newest first.
    const records = new RecordsPage(page);
    await records.openLedger();
    const lines = records.ledgerOfType(text.transferType);
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0).getByTestId('record-amount')).toHaveText('+1,234.00');
    await expect(lines.nth(1).getByTestId('record-amount')).toHaveText('-1,234.00');
  });

  test(`withdrawal cancelled on /cashlist → money back once (${lang})`, async ({
    ownMock,
    page,
    request,
  }) => {
    const token = await logIn(ownMock, page, request, lang);
    const before = await balancesOf(ownMock);
    const id = await requestWithdrawal(ownMock, request, token, 500);
    expect((await balancesOf(ownMock)).enableAmt).toBeCloseTo(before.enableAmt - 500, 2);

    const sent = countRequests(page, CANCEL);
    const records = new RecordsPage(page);
    await openInApp(page, '/cashlist', 'withdraw-records-page');
    const row = records.withdrawal(id);
    await expect(records.status(row)).toHaveText(text.reviewing);
    const toasts = await watchToasts(page);
    await row.getByTestId('cancel-withdraw').click();
    // Ten taps on the confirmation, one cancel.
    await page.getByRole('button', { name: text.confirmCancel }).click({ clickCount: 10 });
    await toasts.expectShown(text.cancelDone);
    await expect(records.status(row)).toHaveText(text.cancelled);
    await expect(records.reason(row)).toHaveText(text.cancelledByYou);
    // Nothing left to cancel: a second tap has nothing to send.
    await expect(row.getByTestId('cancel-withdraw')).toHaveCount(0);
    expect(sent()).toBe(1);

    const after = await balancesOf(ownMock);
    expect(after.enableAmt).toBeCloseTo(before.enableAmt, 2);
    // The server refuses a second cancel and nothing moves.
    const again = await request.post(`${ownMock.origin}${CANCEL}`, {
      headers: { USERTOKEN: token },
      form: { withId: String(id) },
    });
    expect(((await again.json()) as { status: number }).status).toBe(1);
    expect((await balancesOf(ownMock)).enableAmt).toBeCloseTo(before.enableAmt, 2);

    await records.openLedger();
    await expect(records.ledgerOfType(text.returnedType)).toHaveCount(1);
  });

  test(`withdrawal rejected in the back office → reason shown, money back once (${lang})`, async ({
    ownMock,
    page,
    request,
  }) => {
    const token = await logIn(ownMock, page, request, lang);
    const before = await balancesOf(ownMock);
    const id = await requestWithdrawal(ownMock, request, token, 800);
    const reason = '收款银行卡户名与实名不符';

    const records = new RecordsPage(page);
    await openInApp(page, '/cashWithdrawalRecord', 'withdraw-records-page');
    const row = records.withdrawal(id);
    await expect(records.status(row)).toHaveText(text.reviewing);

    await ownMock.control.send('POST', `/money/withdrawals/${id}/reject`, { reason });
    // A second reject is refused: the money comes back once.
    await expect(
      ownMock.control.send('POST', `/money/withdrawals/${id}/reject`, { reason }),
    ).rejects.toThrow(/409/);
    expect((await balancesOf(ownMock)).enableAmt).toBeCloseTo(before.enableAmt, 2);

    // Within one poll of the records.
    await expect(records.status(row)).toHaveText(text.rejected, { timeout: 15_000 });
    await expect(records.reason(row)).toHaveText(reason);
    await records.openLedger();
    await expect(records.ledgerOfType(text.returnedType)).toHaveCount(1);
  });
}

const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0);
  await attachScreenshot(page, testInfo, name);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
};

for (const theme of ['red', 'black'] as const) {
  test(`screenshots of the records and transfer pages, ${theme} theme`, async ({
    ownMock,
    page,
    request,
  }, testInfo) => {
    const token = await logIn(ownMock, page, request, 'zh-CN');
    const rejected = await requestWithdrawal(ownMock, request, token, 300);
    await ownMock.control.send('POST', `/money/withdrawals/${rejected}/reject`, {
      reason: '银行卡信息有误',
    });
    await requestWithdrawal(ownMock, request, token, 200);
    await openInApp(page, '/setting', 'theme-black');
    await page.getByTestId(`theme-${theme}`).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const records = new RecordsPage(page);

    await records.openLedger();
    await shoot(page, testInfo, `${theme}-FundingDetails-ledger`);
    await page.getByTestId('records-tab-deposits').click();
    await expect(records.rows('deposit').first()).toBeVisible();
    await shoot(page, testInfo, `${theme}-FundingDetails-deposits`);
    await page.getByTestId('records-tab-withdrawals').click();
    await expect(records.rows('withdraw').first()).toBeVisible();
    await shoot(page, testInfo, `${theme}-FundingDetails-withdrawals`);

    for (const route of ['transferRecord', 'rechargelist'] as const) {
      await openInApp(page, `/${route}`, 'deposit-records-page');
      await expect(records.rows('deposit').first()).toBeVisible();
      await shoot(page, testInfo, `${theme}-${route}`);
    }
    for (const route of ['cashWithdrawalRecord', 'cashlist'] as const) {
      await openInApp(page, `/${route}`, 'withdraw-records-page');
      await expect(records.rows('withdraw').first()).toBeVisible();
      await shoot(page, testInfo, `${theme}-${route}`);
    }
    const form = new TransferPage(page);
    for (const route of ['transfers', 'transfer'] as const) {
      await form.open(route);
      await shoot(page, testInfo, `${theme}-${route}`);
    }
  });
}
