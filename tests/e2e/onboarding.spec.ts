// Issue 22 onboarding journeys: /openaccount shows each visitor's or user's real state on the four
// steps and sends the one button to the next thing to do; /jijin says honestly that funds are not
// offered; a /notify message opens the page it is about. Each user is a named fixture user cloned
// to a phone of its own, so no other spec's trading changes what these see.
import { KYC_REJECTION, NAMED_USERS } from '../../fixtures/src/users';

import { expect, freshPhone, MOCK_ORIGIN, test } from './fixtures';
import { cloneUser, signIn } from './pages/kyc.page';
import { shootBothThemes } from './pages/new-share-lifecycle.page';
import { NotifyPage } from './pages/new-share-lifecycle.page';
import { FundsIntroPage, OpenAccountPage } from './pages/open-account.page';

/** Every balance of a user row: zero for "no money". */
const BALANCES = [
  'userAmt',
  'enableAmt',
  'userIndexAmt',
  'enableIndexAmt',
  'userFutAmt',
  'enableFutAmt',
] as const;

test('a visitor: register first, with a way to log in', async ({ page }, testInfo) => {
  // A visitor's page asks nothing that needs a login.
  const userCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/user\//.test(r.url())) userCalls.push(r.url());
  });
  const open = new OpenAccountPage(page);
  await open.open();
  await open.expectSteps(['todo', 'todo', 'todo', 'todo'], 'register');
  await expect(open.next).toContainText('第一步：注册账户');
  await expect(page.getByTestId('open-prepare')).toContainText('身份证');
  await expect(page.getByTestId('test-station-notice')).toBeVisible();
  await shootBothThemes(page, testInfo, 'openaccount-visitor', () => open.open());
  await expect(open.login).toHaveAttribute('href', '#/login');
  expect(userCalls).toEqual([]);
  await open.nextButton.click();
  await expect(page).toHaveURL(/#\/register$/);
});

test('registered, nothing submitted: verification is next', async ({ page, request, control }) => {
  await signIn(page, request, MOCK_ORIGIN, await cloneUser(control, 'fresh', freshPhone()));
  const open = new OpenAccountPage(page);
  await open.open();
  await open.expectSteps(['done', 'todo', 'todo', 'todo'], 'verify');
  await expect(open.login).toHaveCount(0);
  await open.nextButton.click();
  await expect(page).toHaveURL(/#\/smrz$/);
});

test('verification under review: says so, then deposit once approved', async ({
  page,
  request,
  control,
}, testInfo) => {
  const user = await cloneUser(control, 'kycReview', freshPhone());
  await signIn(page, request, MOCK_ORIGIN, user);
  const open = new OpenAccountPage(page);
  await open.open();
  await open.expectSteps(['done', 'review', 'todo', 'todo'], 'verify');
  await expect(open.step('verify')).toContainText('审核中');
  await expect(open.next).toContainText('实名认证审核中');
  await expect(open.nextButton).toHaveText('查看审核进度');
  await shootBothThemes(page, testInfo, 'openaccount-review', () => open.open());
  await open.nextButton.click();
  await expect(page).toHaveURL(/#\/smrz$/);

  // The office approves while the page is open: verified, no money yet — the deposit is next.
  await open.open();
  await control.send('POST', `/kyc/${user.phone}/approve`, {});
  await expect(open.next).toContainText('下一步：入金', { timeout: 15_000 });
  await open.expectSteps(['done', 'done', 'todo', 'todo'], 'deposit');
  await open.nextButton.click();
  await expect(page).toHaveURL(/#\/recharge$/);
});

test('verification rejected: the reason and "submit again"', async ({ page, request, control }) => {
  await signIn(page, request, MOCK_ORIGIN, await cloneUser(control, 'kycRejected', freshPhone()));
  const open = new OpenAccountPage(page);
  await open.open();
  await open.expectSteps(['done', 'rejected', 'todo', 'todo'], 'verify');
  await expect(open.reason).toContainText(KYC_REJECTION);
  await expect(open.nextButton).toHaveText('重新提交');
  await open.nextButton.click();
  await expect(page).toHaveURL(/#\/smrz$/);
});

test('verified, a deposit waiting for review: under review on the deposit step', async ({
  page,
  request,
  control,
}) => {
  // The verified user's world with the money taken out and its last deposit back under review.
  const capsule = await control.get<{
    user: Record<string, unknown>;
    rows: Record<string, Record<string, unknown>[]>;
  }>(`/capsules/${NAMED_USERS.verified.phone}`);
  const phone = freshPhone();
  Object.assign(capsule.user, { phone }, ...BALANCES.map((k) => ({ [k]: 0 })));
  const deposits = capsule.rows.userRecharges ?? [];
  expect(deposits.length).toBeGreaterThan(0);
  capsule.rows.userRecharges = deposits.map((d, i) => ({ ...d, orderStatus: i === 0 ? 0 : 2 }));
  await control.send('POST', '/capsules?clock=0', capsule);
  await signIn(page, request, MOCK_ORIGIN, { phone, password: NAMED_USERS.verified.password });

  const open = new OpenAccountPage(page);
  await open.open();
  await open.expectSteps(['done', 'done', 'review', 'todo'], 'deposit');
  await expect(open.next).toContainText('入金审核中');
  await open.nextButton.click();
  await expect(page).toHaveURL(/#\/rechargelist$/);
});

test('verified with money, never traded: trading is next', async ({ page, request, control }) => {
  await signIn(page, request, MOCK_ORIGIN, await cloneUser(control, 'verified', freshPhone()));
  const open = new OpenAccountPage(page);
  await open.open();
  await open.expectSteps(['done', 'done', 'done', 'todo'], 'trade');
  await open.nextButton.click();
  await expect(page).toHaveURL(/#\/trading-list$/);
});

test('a trader: all four done, "you\'re all set"', async ({ page, request, control }, testInfo) => {
  await signIn(page, request, MOCK_ORIGIN, await cloneUser(control, 'trader', freshPhone()), 'en');
  const open = new OpenAccountPage(page);
  await open.open();
  await open.expectSteps(['done', 'done', 'done', 'done'], null);
  await expect(open.next).toContainText("You're all set");
  await shootBothThemes(page, testInfo, 'openaccount-done', () => open.open());
  await open.nextButton.click();
  await expect(page).toHaveURL(/#\/warehouse$/);
});

test('/jijin: says funds are not offered, lists no fund, leads on', async ({ page }, testInfo) => {
  const jijin = new FundsIntroPage(page);
  await jijin.open();
  await expect(jijin.root).toContainText('优选基金');
  await expect(jijin.root).toContainText('优选好基，追求更好回报');
  await expect(jijin.closed).toContainText('基金交易暂未开放');
  // No invented figures: not a single percentage or amount on the page.
  await expect(jijin.root).not.toContainText(/\d+(\.\d+)?%|净值\s*\d/);
  await shootBothThemes(page, testInfo, 'jijin', () => jijin.open());
  await jijin.way('college').click();
  await expect(page).toHaveURL(/#\/college$/);
  await jijin.open();
  await jijin.way('market').click();
  await expect(page).toHaveURL(/#\/trading-list$/);
});

test('/notify: a message opens the page it is about', async ({ page, request, control }) => {
  await signIn(page, request, MOCK_ORIGIN, await cloneUser(control, 'ipo', freshPhone()));
  await page.goto('/#/User');
  const notify = new NotifyPage(page);
  await notify.open();
  const allotment = notify.list.locator('li').filter({ hasText: '新股中签' }).first();
  await expect(allotment.getByTestId('notify-link')).toHaveText('查看中签记录');
  await allotment.getByTestId('notify-link').click();
  await expect(page).toHaveURL(/#\/zhongqianrecord$/);
});

test('/notify: a deposit message opens the deposit records, in English', async ({
  page,
  request,
  control,
}, testInfo) => {
  await signIn(page, request, MOCK_ORIGIN, await cloneUser(control, 'trader', freshPhone()), 'en');
  await page.goto('/#/User');
  const notify = new NotifyPage(page);
  await notify.open();
  const deposit = notify.list.locator('li').filter({ hasText: '300000.00' });
  await expect(deposit).toContainText('Funds movement');
  // A system notice is about no page: no link.
  const system = notify.list.locator('li').filter({ hasText: 'System notice' }).first();
  await expect(system.getByTestId('notify-link')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('notify-en.png') });
  await deposit.getByTestId('notify-link').click();
  await expect(page).toHaveURL(/#\/rechargelist$/);
});

const REGISTER_WORD = { tg: 'ลงทะเบียน', yn: 'Đăng ký' } as const;

for (const lang of ['tg', 'yn'] as const) {
  test(`/openaccount and /jijin fit a 320 px phone in ${lang}`, async ({ page }, testInfo) => {
    await page.addInitScript((l) => localStorage.setItem('language', l), lang);
    const open = new OpenAccountPage(page);
    const jijin = new FundsIntroPage(page);
    for (const one of [open, jijin]) {
      await one.open();
      if (one === open) await expect(open.step('register')).toContainText(REGISTER_WORD[lang]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await page.screenshot({ path: testInfo.outputPath(`${lang}-${one.constructor.name}.png`) });
    }
  });
}
