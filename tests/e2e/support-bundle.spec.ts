// Support bundles, issue 23: the trader logs in, looks at the profile tab and the positions, then
// saves a support bundle from settings. The file is valid against the shared schema, carries the
// replies behind those screens with the figures the screens showed, and none of the user's
// secrets or personal data. The page is shot in both themes.
import type { APIRequestContext } from '@playwright/test';

import { NAMED_USERS } from '../../fixtures/src/users';
import { supportBundleSchema, type SupportBundle } from '../../src/api/contracts/support-bundle';

import { expect, test } from './own-mock';
import { SettingsPage, UserTabPage, goInApp } from './pages/account.page';
import { LoginPage, loginViaApi } from './pages/auth.page';
import { shootBothThemes } from './pages/new-share-lifecycle.page';
import { SupportBundlePage } from './pages/support-bundle.page';

const money = (n: number) =>
  n.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

type Row = Record<string, unknown>;

/** The user's real data as the mock holds it: what must never be in a bundle. */
const realValues = async (api: APIRequestContext, origin: string) => {
  const { phone, password } = NAMED_USERS.trader;
  const headers = { USERTOKEN: await loginViaApi(api, origin, phone, password) };
  const read = async (path: string) =>
    ((await (await api.post(`${origin}${path}`, { headers })).json()) as { data: Row | null })
      .data ?? {};
  const info = await read('/user/getUserInfo.do');
  const bank = await read('/user/bank/getBankInfo.do');
  return { token: headers.USERTOKEN, password, info, bank };
};

/** The `data` of the last reply of `path` in the bundle. */
const lastData = (bundle: SupportBundle, path: string): unknown => {
  const reply = bundle.replies.filter((r) => r.path === path).at(-1);
  expect(reply, `a reply of ${path} in the bundle`).toBeDefined();
  return (JSON.parse(reply!.body) as { data: unknown }).data;
};

test('a support bundle holds the replies behind the screens, masked', async ({
  page,
  request,
  ownMock,
}, testInfo) => {
  const real = await realValues(request, ownMock.origin);
  await ownMock.use(page);
  const login = new LoginPage(page);
  await login.open();
  await login.login(NAMED_USERS.trader.phone, NAMED_USERS.trader.password);
  await expect(page).not.toHaveURL(/#\/login/);

  // What the screens showed: the stock account's balance and the Moutai position's entry.
  const user = new UserTabPage(page);
  await user.open();
  await expect(user.account('stock')).toContainText(money(Number(real.info.userAmt)));
  const balanceText = (await user.account('stock').textContent()) ?? '';
  await goInApp(page, '/warehouse?tab=open');
  const moutai = page.getByTestId('open-position').filter({ hasText: '600519' });
  await expect(moutai).toBeVisible();
  const positionText = (await moutai.textContent()) ?? '';

  const settings = new SettingsPage(page);
  await settings.open();
  const support = new SupportBundlePage(page);
  await support.openFromSettings();
  await expect(page.getByTestId('support-bundle-intro')).toContainText(
    '不会把支持包发送到任何地方',
  );
  await expect(support.summaryValue('logged-in')).toHaveText('已登录');
  await expect(support.replies.first()).toBeVisible();

  const { name, text } = await support.saveFile();
  expect(name).toMatch(/^support-bundle-\d{8}-\d{6}\.json$/);
  const bundle = supportBundleSchema.parse(JSON.parse(text));
  expect(bundle).toMatchObject({ isLoggedIn: true, language: 'zh-CN', theme: 'red' });
  // The page the user needed help with, not the settings pages that made the bundle.
  expect(bundle.route).toBe('/warehouse?tab=open');

  // The figures the screens showed are the bundle's.
  const info = lastData(bundle, '/user/getUserInfo.do') as Row;
  expect(balanceText).toContain(money(Number(info.userAmt)));
  expect(info.userAmt).toBe(real.info.userAmt);
  const positions = lastData(bundle, '/user/position/list.do') as { list: Row[] };
  const row = positions.list.find((p) => p.stockCode === '600519');
  expect(row, 'the Moutai position in the bundle').toBeDefined();
  expect(positionText).toContain(money(Number(row!.buyOrderPrice)));
  // Serials stay whole (an 18-digit position number is neither an ID nor a card).
  expect(String(row!.positionSn)).toMatch(/^\d{18}$/);

  // None of the user's secrets or personal data, anywhere in the file.
  const secrets = [
    real.token,
    real.password,
    NAMED_USERS.trader.phone,
    real.info.realName,
    real.info.nickName,
    real.info.idCard,
    real.bank.bankNo,
  ].filter((v): v is string => typeof v === 'string' && v.length > 1);
  expect(secrets.length).toBeGreaterThanOrEqual(5);
  for (const secret of secrets) expect(text, 'a secret in the bundle').not.toContain(secret);
  // The login itself is in the bundle, its password masked.
  const loginReply = bundle.replies.find((r) => r.path === '/api/user/login.do');
  expect(loginReply?.params.userPwd).toBe('[masked]');

  await shootBothThemes(page, testInfo, 'support-bundle', async () => {
    await support.openFromSettings();
  });
});
