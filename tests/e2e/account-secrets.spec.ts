// Issue 17, findings 4 and 5, as someone reading the traffic or the browser's storage would check:
// no password in any URL (login password change, forgotten password, funds password), the funds
// password never sent to the browser and guessed at most 5 times, and nothing secret in storage
// but the session token under its one key — no script-set cookie.
import { expect, freshPhone, MOCK_ORIGIN, test } from './fixtures';
import { AccountForm, SettingsPage } from './pages/account.page';
import {
  ForgetPage,
  LoginPage,
  loginViaApi,
  registerViaApi,
  smsCodeOf,
  TEXT,
  useToken,
} from './pages/auth.page';
import {
  browserStorage,
  passwordParamsIn,
  recordRequests,
  requestsTo,
  type SeenRequest,
} from './pages/secrets.page';

const expectNoSecretInUrls = (seen: readonly SeenRequest[], secrets: readonly string[]) => {
  expect(seen.length).toBeGreaterThan(0);
  for (const { url } of seen) {
    expect(passwordParamsIn(url), url).toEqual([]);
    for (const secret of secrets) expect(url).not.toContain(secret);
  }
};

const formOf = (r: SeenRequest | undefined) => Object.fromEntries(new URLSearchParams(r?.body));

/** Keys the app may keep in localStorage (src/config/storage-keys.ts). */
const APP_KEYS = [
  'USERTOKEN',
  'language',
  'theme',
  'apiBase',
  'trader-preferences',
  'market-recent-searches',
  'skeleton-banner',
];

test('changing the login password sends both passwords in a POST body', async ({
  page,
  request,
  control,
}) => {
  const phone = freshPhone();
  await registerViaApi(request, control, MOCK_ORIGIN, phone, 'old12345');
  await useToken(page, await loginViaApi(request, MOCK_ORIGIN, phone, 'old12345'));
  const seen = recordRequests(page);
  await page.goto('/#/loginPassword');
  const form = new AccountForm(page, 'loginPassword', 'login-password-submit');
  await form.fill({ old: 'old12345', password: 'new12345', confirm: 'new12345' });
  await form.submit.click();
  await expect(page).toHaveURL(/#\/user$/i);
  const change = requestsTo(seen, '/user/updatePwd.do');
  expect(change.map((r) => r.method)).toEqual(['POST']);
  expect(formOf(change[0])).toEqual({ oldPwd: 'old12345', newPwd: 'new12345' });
  expectNoSecretInUrls(seen, ['old12345', 'new12345']);
});

test('a forgotten password is reset with a POST body', async ({ page, request, control }) => {
  const phone = freshPhone();
  await registerViaApi(request, control, MOCK_ORIGIN, phone, 'first123');
  const seen = recordRequests(page);
  const forget = new ForgetPage(page);
  await forget.open();
  await forget.fill({ phone, password: 'second12', confirm: 'second12' });
  await forget.sendCode.click();
  await forget.fill({ code: await smsCodeOf(control, phone) });
  await forget.submit.click();
  await expect(page).toHaveURL(/#\/login$/);
  const reset = requestsTo(seen, '/api/user/updatePwd.do');
  expect(reset.map((r) => r.method)).toEqual(['POST']);
  expect(formOf(reset[0])).toMatchObject({ phoneNum: phone, newPwd: 'second12' });
  expectNoSecretInUrls(seen, ['second12']);
  expect(await loginViaApi(request, MOCK_ORIGIN, phone, 'second12')).toMatch(/^USER/);
});

test('the funds password never reaches the browser; the server stops guesses after 5', async ({
  page,
  request,
  control,
}) => {
  const phone = freshPhone();
  await registerViaApi(request, control, MOCK_ORIGIN, phone, 'fund1234');
  const token = await loginViaApi(request, MOCK_ORIGIN, phone, 'fund1234');
  const set = await request.post(`${MOCK_ORIGIN}/user/insertWithPwd.do`, {
    headers: { USERTOKEN: token },
    form: { withPwd: '112233' },
  });
  expect(((await set.json()) as { status: number }).status).toBe(0);
  await useToken(page, token);
  const seen = recordRequests(page);
  const replies: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/user/findIdWithPwd.do') {
      void r.text().then((body) => replies.push(body));
    }
  });

  await page.goto('/#/setPassword');
  await expect(page.getByTestId('fund-password-state')).toHaveText('您已设置资金密码，可在此修改');
  const form = new AccountForm(page, 'setPassword', 'fund-password-submit');
  const submit = async () => {
    const answered = page.waitForResponse((r) => r.url().includes('/user/insertWithPwd.do'));
    await form.submit.click();
    return (await (await answered).json()) as { msg: string };
  };
  for (let i = 0; i < 5; i += 1) {
    await form.fill({ old: `00000${i}`, password: '654321', confirm: '654321' });
    await submit();
    await expect(form.error('old')).toHaveText('原资金密码错误');
  }
  // The sixth try is refused even with the right password.
  await form.fill({ old: '112233' });
  await submit();
  await expect(form.error('old')).toHaveText('错误次数过多，请15分钟后再试');
  await expect(page).toHaveURL(/#\/setPassword$/);

  const sent = requestsTo(seen, '/user/insertWithPwd.do');
  expect(sent).toHaveLength(6);
  expect(sent.every((r) => r.method === 'POST')).toBe(true);
  expect(formOf(sent[5])).toEqual({ withPwd: '654321', oldWithPwd: '112233' });
  expect(replies.length).toBeGreaterThan(0);
  for (const body of replies) expect(body).not.toContain('112233');
  expectNoSecretInUrls(seen, ['112233', '654321', '000000']);
});

test('after login only the token is stored, in localStorage, and logout removes it', async ({
  page,
  request,
  control,
}) => {
  const phone = freshPhone();
  await registerViaApi(request, control, MOCK_ORIGIN, phone, 'keep1234');
  const login = new LoginPage(page);
  await login.open();
  await login.login(phone, 'keep1234');
  await expect(page).toHaveURL(/#\/home$/);
  await expect.poll(async () => (await browserStorage(page)).local.USERTOKEN).toMatch(/^USER/);

  const stored = await browserStorage(page);
  const token = stored.local.USERTOKEN ?? '';
  // No script-readable cookie: the old USER_TOKEN copy is gone.
  expect(stored.cookie).not.toContain(token);
  expect(stored.cookie).not.toContain('USER_TOKEN');
  for (const key of Object.keys(stored.local)) expect(APP_KEYS).toContain(key);
  const everything = JSON.stringify(stored);
  expect(everything).not.toContain('keep1234');
  expect(everything.split(token)).toHaveLength(2);

  const settings = new SettingsPage(page);
  await settings.open();
  await settings.logout.click();
  await page.getByRole('button', { name: TEXT['zh-CN'].confirm, exact: true }).click();
  await expect(page).toHaveURL(/#\/login$/);
  const after = await browserStorage(page);
  expect(JSON.stringify(after)).not.toContain(token);
  expect(after.local.USERTOKEN).toBeUndefined();
});
