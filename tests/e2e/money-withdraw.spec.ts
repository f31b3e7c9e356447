// Withdrawal journeys (issue 19) against a mock of the worker's own, whose clock the tests move:
// each gate refuses before anything is sent, with its message and nothing lost from the form
// (unverified, no card, no funds password, outside the hours, below the minimum, above the
// balance), in zh-CN and in English; an accepted withdrawal waits for review; ten taps send one
// request; a reload during a slow withdrawal never sends a second one. Every test starts from the
// fixtures (the mock is this worker's alone).
import { expect, test } from './own-mock';
import { countRequests } from './pages/auth.page';
import { ShellPage } from './pages/shell.page';
import { WITHDRAW_TEXT, WithdrawPage } from './pages/withdraw.page';
import {
  availableOf,
  logIn,
  setClock,
  withdrawalsOf,
  withoutFundsPassword,
} from './withdraw-world';

/** A Wednesday inside the site's withdrawal hours (9–18 Beijing), and an evening outside them. */
const IN_HOURS = '2026-11-18 10:00:00';
const AFTER_HOURS = '2026-11-18 20:00:00';
const HOURS = { begin: 9, end: 18 };
const MIN = 100;
const OUT = '/user/withdraw/outMoney.do';
/** Every verified named user's funds password (fixtures/README.md). */
const FUNDS_PASSWORD = '123456';

test.beforeEach(async ({ ownMock }) => {
  await ownMock.control.send('POST', '/state/reset');
  await ownMock.control.send('DELETE', '/faults');
  await setClock(ownMock, IN_HOURS);
});

for (const lang of ['zh-CN', 'en'] as const) {
  const text = WITHDRAW_TEXT[lang];

  test.describe(`gates (${lang})`, () => {
    const ACCOUNT_GATES = [
      { name: 'unverified', user: 'fresh', message: text.kycMissing, fix: text.kycFix, to: /smrz/ },
      {
        name: 'no card',
        user: 'verifiedNoCard',
        message: text.noCard,
        fix: text.cardFix,
        to: /addCard/,
      },
      {
        name: 'no funds password',
        user: 'verified',
        message: text.noFundsPassword,
        fix: text.fundsPasswordFix,
        to: /setPassword/,
      },
    ] as const;

    for (const gate of ACCOUNT_GATES) {
      test(`${gate.name}: refused with its reason and the way to fix it`, async ({
        page,
        request,
        ownMock,
      }) => {
        if (gate.name === 'no funds password') await withoutFundsPassword(ownMock, gate.user);
        const sent = countRequests(page, OUT);
        await logIn(ownMock, page, request, gate.user, lang);
        const form = new WithdrawPage(page);
        await form.open();
        await form.fill('1000', FUNDS_PASSWORD);
        await form.submit.click();
        await expect(page.getByRole('alert').filter({ hasText: gate.message })).toBeVisible();
        await form.expectGateInView();
        await form.expectKept('1000', FUNDS_PASSWORD);
        expect(sent()).toBe(0);
        await expect(form.gateFix).toHaveText(gate.fix);
        await form.gateFix.click();
        await expect(page).toHaveURL(gate.to);
      });
    }

    test('outside the withdrawal hours of the mock clock', async ({ page, request, ownMock }) => {
      await setClock(ownMock, AFTER_HOURS);
      const sent = countRequests(page, OUT);
      await logIn(ownMock, page, request, 'verified', lang);
      const form = new WithdrawPage(page);
      await form.open();
      await form.fill('1000', FUNDS_PASSWORD);
      await form.submit.click();
      await expect(page.getByRole('alert')).toHaveText(text.hours(HOURS.begin, HOURS.end));
      await form.expectKept('1000', FUNDS_PASSWORD);
      expect(sent()).toBe(0);
      // Back inside the hours (the next reply brings the clock): the same form goes through.
      await setClock(ownMock, IN_HOURS);
      await page.reload();
      await form.open();
      await form.fill('1000', FUNDS_PASSWORD);
      await form.submit.click();
      await expect(form.result).toContainText(text.done);
    });

    test('below the minimum and above the balance', async ({ page, request, ownMock }) => {
      const sent = countRequests(page, OUT);
      await logIn(ownMock, page, request, 'verified', lang);
      const form = new WithdrawPage(page);
      await form.open();
      await form.fill('99.99', FUNDS_PASSWORD);
      await form.submit.click();
      await expect(form.amountError()).toHaveText(text.belowMin(MIN));
      await form.expectKept('99.99', FUNDS_PASSWORD);
      const available = await availableOf(ownMock, 'verified');
      const tooMuch = (available + 0.01).toFixed(2);
      await form.fill(tooMuch, FUNDS_PASSWORD);
      await form.submit.click();
      await expect(form.amountError()).toHaveText(text.aboveAvailable(available.toFixed(2)));
      await form.expectKept(tooMuch, FUNDS_PASSWORD);
      expect(sent()).toBe(0);
    });
  });
}

test('accepted: the fee booked is the fee shown, the request waits for review', async ({
  page,
  request,
  ownMock,
}) => {
  const before = await availableOf(ownMock, 'verified');
  await logIn(ownMock, page, request, 'verified', 'zh-CN');
  const form = new WithdrawPage(page);
  await form.open('withdraw');
  await form.all.click();
  await expect(form.amount).toHaveValue(String(before));
  await form.fill('1234.56', FUNDS_PASSWORD);
  const shownFee = await form.fee.innerText();
  await form.submit.click();
  await expect(form.result).toContainText(WITHDRAW_TEXT['zh-CN'].done);

  const rows = await withdrawalsOf(ownMock, 'verified');
  const mine = rows.filter((r) => r.withAmt === 1234.56);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.withStatus).toBe(0);
  const booked = (
    await ownMock.control.get<{ rows: { id: number; withFee: number }[] }>(
      '/money/withdrawals?status=0',
    )
  ).rows.find((r) => r.id === mine[0]!.id);
  expect(booked?.withFee.toFixed(2)).toBe(shownFee);
  expect(await availableOf(ownMock, 'verified')).toBeCloseTo(before - 1234.56, 2);
  await form.recordsLink.click();
  await expect(page).toHaveURL(/cashlist/);
});

test('ten taps on confirm send one request (en)', async ({ page, request, ownMock }) => {
  const before = (await withdrawalsOf(ownMock, 'verified')).length;
  const sent = countRequests(page, OUT);
  await logIn(ownMock, page, request, 'verified', 'en');
  const form = new WithdrawPage(page);
  await form.open();
  await form.fill('500', FUNDS_PASSWORD);
  await form.tapSubmitTenTimes();
  await expect(form.result).toContainText(WITHDRAW_TEXT.en.done);
  expect(sent()).toBe(1);
  expect((await withdrawalsOf(ownMock, 'verified')).length - before).toBe(1);
});

// Screenshots of the withdrawal pages at phone size in both themes (artifacts/screenshots/).
for (const theme of ['red', 'black'] as const) {
  test(`withdrawal screenshots, ${theme} theme`, async ({ page, request, ownMock }, testInfo) => {
    await logIn(ownMock, page, request, 'verified', 'zh-CN');
    const shell = new ShellPage(page);
    await shell.open('/setting');
    if (theme === 'black') await shell.chooseTheme('black');
    const form = new WithdrawPage(page);
    const shoot = async (name: string) => {
      await page
        .getByRole('main')
        .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const file = `artifacts/screenshots/${testInfo.project.name}-${theme}-${name}.png`;
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${theme}-${name}`, { path: file, contentType: 'image/png' });
    };
    await form.open('withdraw');
    await form.fill('1234.56', FUNDS_PASSWORD);
    await expect(form.fee).toBeVisible();
    await shoot('withdraw');
    await form.open('cash');
    await form.fill('50', '');
    await form.submit.click();
    await expect(form.amountError()).toBeVisible();
    await shoot('cash-refused');
    await form.fill('1000', FUNDS_PASSWORD);
    await form.submit.click();
    await expect(form.result).toBeVisible();
    await shoot('cash-done');
    // Out of the hours: the next replies bring the mock's clock (no reload: it would reset the
    // theme to red, as the app does at every start).
    await setClock(ownMock, AFTER_HOURS);
    await page.evaluate(() => {
      window.location.hash = '/User';
    });
    await page.evaluate(() => {
      window.location.hash = '/cash';
    });
    await expect(form.gate).toBeVisible();
    await shoot('cash-after-hours');
    expect(await shell.theme()).toBe(theme);
  });

  test(`withdrawal gate screenshot, ${theme} theme`, async ({
    page,
    request,
    ownMock,
  }, testInfo) => {
    await logIn(ownMock, page, request, 'verifiedNoCard', 'zh-CN');
    const shell = new ShellPage(page);
    await shell.open('/setting');
    if (theme === 'black') await shell.chooseTheme('black');
    const form = new WithdrawPage(page);
    await form.open('cash');
    await form.fill('1000', FUNDS_PASSWORD);
    await form.submit.click();
    await form.expectGateInView();
    const file = `artifacts/screenshots/${testInfo.project.name}-${theme}-cash-gate.png`;
    await page.screenshot({ path: file });
    await testInfo.attach(`${theme}-cash-gate`, { path: file, contentType: 'image/png' });
    expect(await shell.theme()).toBe(theme);
  });
}

test('a reload during a slow withdrawal sends nothing by itself; the records show one', async ({
  page,
  request,
  ownMock,
}) => {
  const before = (await withdrawalsOf(ownMock, 'verified')).length;
  await ownMock.control.send('POST', '/faults', {
    id: 'slow-withdrawal',
    scope: { path: OUT },
    kind: 'latency',
    latencyMs: 20_000,
    times: 1,
  });
  const sent = countRequests(page, OUT);
  await logIn(ownMock, page, request, 'verified', 'zh-CN');
  const form = new WithdrawPage(page);
  await form.open();
  await form.fill('800', FUNDS_PASSWORD);
  const leaving = page.waitForRequest((r) => new URL(r.url()).pathname === OUT);
  await form.submit.click();
  await leaving;
  // The mock holds the request (its slow rule is used up) before the page goes: a reload racing
  // the request's arrival would leave the rule armed, and the trader's second send would be the
  // slow one (CI flake, sessions 17 and 18).
  await expect
    .poll(async () => {
      const { rules } = await ownMock.control.get<{ rules: { id: string; hits: number }[] }>(
        '/faults',
      );
      return rules.find((rule) => rule.id === 'slow-withdrawal')?.hits;
    })
    .toBe(1);
  await page.reload();
  // Back in the page: the records are read before anything else, and nothing is sent again.
  const outcome = page.getByTestId('intent-outcome');
  await expect(outcome).toHaveAttribute('data-phase', 'not-found');
  await expect(form.amount).toHaveValue('800');
  await expect(form.submit).toBeDisabled();
  expect(sent()).toBe(1);
  // The abandoned request never reached the books; the trader sends it again, by hand.
  expect((await withdrawalsOf(ownMock, 'verified')).length).toBe(before);
  await form.password.fill(FUNDS_PASSWORD);
  await page.getByTestId('intent-send-again').click();
  await expect(form.result).toBeVisible();
  expect(sent()).toBe(2);
  const rows = await withdrawalsOf(ownMock, 'verified');
  expect(rows.length - before).toBe(1);
  expect(rows.filter((r) => r.withAmt === 800)).toHaveLength(1);
});
