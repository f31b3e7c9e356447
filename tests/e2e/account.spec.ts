// Accounts, issue 5: the profile tab and its balances, login and fund passwords, messages with the
// unread badge, customer service, agreements, settings; screenshots of every page in both themes.
import { NAMED_USERS } from '../../fixtures/src/users';

import { expect, freshPhone, MOCK_ORIGIN, test } from './fixtures';
import {
  AccountForm,
  attachScreenshot,
  goInApp,
  SettingsPage,
  UserTabPage,
} from './pages/account.page';
import {
  countRequests,
  loginViaApi,
  registerViaApi,
  useLanguage,
  useToken,
} from './pages/auth.page';

const money = (n: number) =>
  n.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('the profile tab shows identity, status and balances of the verified user', async ({
  page,
  request,
}) => {
  const { phone, password } = NAMED_USERS.verified;
  const token = await loginViaApi(request, MOCK_ORIGIN, phone, password);
  const info = (
    (await (
      await request.post(`${MOCK_ORIGIN}/user/getUserInfo.do`, { headers: { USERTOKEN: token } })
    ).json()) as { data: Record<string, number> }
  ).data;
  await useToken(page, token);
  await page.goto('/#/User');
  const user = new UserTabPage(page);
  await expect(user.phone).toHaveText(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
  await expect(user.verification).toHaveText('已实名');
  const total =
    Math.round(
      ((info.userAmt ?? 0) + (info.userIndexAmt ?? 0) + (info.userFuturesAmt ?? 0)) * 100,
    ) / 100;
  await expect(user.total).toHaveText(money(total));
  await expect(user.account('stock')).toContainText(money(info.userAmt ?? 0));
  await expect(user.account('index')).toContainText(money(info.userIndexAmt ?? 0));
  // Hiding amounts masks them.
  await page.getByTestId('toggle-hide').click();
  await expect(user.total).toHaveText('****');
});

test('messages: unread badge, list, mark all read', async ({ page, request, control }) => {
  const phone = freshPhone();
  await registerViaApi(request, control, MOCK_ORIGIN, phone, 'msg12345');
  await useToken(page, await loginViaApi(request, MOCK_ORIGIN, phone, 'msg12345'));
  await page.goto('/#/User');
  const user = new UserTabPage(page);
  await expect(user.bell).toHaveAttribute('data-count', '0');
  await control.send('POST', '/messages', { phone, content: '您的提现申请已受理' });
  // Polled every 10 s, as the reference does.
  await expect(user.bell).toHaveAttribute('data-count', '1', { timeout: 15_000 });
  await user.bell.click();
  await expect(page.getByTestId('notify-list')).toContainText('您的提现申请已受理');
  await expect(page.getByTestId('notify-list')).toContainText('未读');
  await page.getByTestId('notify-mark-all').click();
  await expect(page.getByTestId('notify-list')).toContainText('已读');
  await expect(page.getByTestId('notify-unread')).toHaveText('0条未读');
});

test('login password: wrong inputs, wrong old password, one request per double tap', async ({
  page,
  request,
  control,
}) => {
  const phone = freshPhone();
  await registerViaApi(request, control, MOCK_ORIGIN, phone, 'old12345');
  await useToken(page, await loginViaApi(request, MOCK_ORIGIN, phone, 'old12345'));
  await page.goto('/#/loginPassword');
  const form = new AccountForm(page, 'loginPassword', 'login-password-submit');
  await form.input('old').waitFor();
  await form.submit.click();
  await expect(form.error('old')).toHaveText('请输入旧密码');
  await expect(form.error('password')).toHaveText('请输入密码');
  await form.fill({ old: 'wrong123', password: 'new12345', confirm: 'new12346' });
  await form.submit.click();
  await expect(form.error('confirm')).toHaveText('新密码不一致');
  await form.fill({ confirm: 'new12345' });
  await form.submit.click();
  await expect(form.error('old')).toHaveText('密码错误');
  await expect(form.input('password')).toHaveValue('new12345');
  await form.fill({ old: 'old12345' });
  const calls = countRequests(page, '/user/updatePwd.do');
  await form.submit.dblclick();
  await expect(page).toHaveURL(/#\/user$/i);
  expect(calls()).toBe(1);
  expect(await loginViaApi(request, MOCK_ORIGIN, phone, 'new12345')).toMatch(/^USER/);
});

test('fund password: set, then change with the old one (English)', async ({
  page,
  request,
  control,
}) => {
  const phone = freshPhone();
  await registerViaApi(request, control, MOCK_ORIGIN, phone, 'fund1234');
  await useLanguage(page, 'en');
  await useToken(page, await loginViaApi(request, MOCK_ORIGIN, phone, 'fund1234'));
  await page.goto('/#/setPassword');
  await expect(page.getByTestId('fund-password-state')).toHaveText(
    'You have not set a fund password yet',
  );
  const form = new AccountForm(page, 'setPassword', 'fund-password-submit');
  await form.submit.click();
  await expect(form.error('password')).toHaveText('Password cannot be empty');
  await form.fill({ password: '12ab', confirm: '123456' });
  await form.submit.click();
  await expect(form.error('password')).toHaveText('Wrong format: the fund password is 6 digits');
  await form.fill({ password: '123457' });
  await form.submit.click();
  await expect(form.error('confirm')).toHaveText('The two passwords do not match');
  await form.fill({ password: '123456' });
  const calls = countRequests(page, '/user/insertWithPwd.do');
  await form.submit.dblclick();
  await expect(page).toHaveURL(/#\/user$/i);
  expect(calls()).toBe(1);

  await goInApp(page, '/setPassword');
  await expect(page.getByTestId('fund-password-state')).toHaveText(
    'Your fund password is set; you can change it here',
  );
  await form.fill({ old: '000000', password: '654321', confirm: '654321' });
  await form.submit.click();
  await expect(form.error('old')).toHaveText('The current fund password is wrong');
  await form.fill({ old: '123456' });
  await form.submit.click();
  await expect(page).toHaveURL(/#\/user$/i);
});

test('customer service opens in a new tab; agreements show the operator’s texts in any language', async ({
  page,
  request,
}) => {
  const site = (
    (await (await request.post(`${MOCK_ORIGIN}/api/site/getInfo.do`)).json()) as {
      data: { onlineService: string; tradeAgreeTitle: string };
    }
  ).data;
  await page.goto('/#/service');
  const link = page.getByTestId('service-open');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', site.onlineService);
  await goInApp(page, '/agree');
  await expect(page.getByTestId('agreement-agree')).toContainText('用户注册协议');
  await goInApp(page, '/trade');
  await expect(page.getByTestId('agreement-trade')).toContainText(site.tradeAgreeTitle);
  await goInApp(page, '/setup');
  await page.getByTestId('language-en').click();
  // The operator writes one language (issue 18, ADR 0026): the page shows its text as sent.
  await goInApp(page, '/aggre');
  await expect(page.getByTestId('agreement-aggre')).toContainText(site.tradeAgreeTitle);
  await expect(page.getByTestId('agreement-fallback-note')).toHaveCount(0);
  await goInApp(page, '/setup');
  await page.getByTestId('language-zh-CN').click();
});

for (const theme of ['red', 'black'] as const) {
  test(`screenshots of the account pages, ${theme} theme`, async ({ page, request }, testInfo) => {
    const { phone, password } = NAMED_USERS.trader;
    await page.goto('/#/login');
    await attachScreenshot(page, testInfo, `${theme}-login-visitor`);
    await useToken(page, await loginViaApi(request, MOCK_ORIGIN, phone, password));
    await page.goto('/#/setup');
    await page.reload();
    const settings = new SettingsPage(page);
    await settings.chooseTheme(theme);
    await expect(settings.version).toHaveText(/^V\d+\.\d+\.\d+$/);
    await attachScreenshot(page, testInfo, `${theme}-setup`);
    for (const path of [
      '/register',
      '/forget',
      '/User',
      '/account',
      '/wallet',
      '/loginPassword',
      '/setPassword',
      '/notify',
      '/service',
      '/agree',
      '/aggre',
      '/trade',
    ]) {
      await goInApp(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await attachScreenshot(page, testInfo, `${theme}${path.replace('/', '-')}`);
    }
  });
}
