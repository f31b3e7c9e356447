// Accounts, issue 5: register → login → profile → logout in two languages, forgotten password,
// wrong input for every field (the other fields keep their text), one request per double tap.
import { NAMED_USERS } from '../../fixtures/src/users';

import { expect, freshPhone, MOCK_ORIGIN, test } from './fixtures';
import { SettingsPage, UserTabPage } from './pages/account.page';
import {
  countRequests,
  ForgetPage,
  LoginPage,
  registerViaApi,
  RegisterPage,
  smsCodeOf,
  TEXT,
  useLanguage,
  wrongCode,
} from './pages/auth.page';

for (const lang of ['zh-CN', 'en'] as const) {
  const text = TEXT[lang];

  test(`register → login → profile → logout (${lang})`, async ({ page, control }) => {
    await useLanguage(page, lang);
    const register = new RegisterPage(page);
    await register.open();

    // Nothing filled: every field says what it needs, the agreement too.
    await register.submit.click();
    await expect(register.error('phone')).toHaveText(text.phoneRequired);
    await expect(register.error('code')).toHaveText(text.codeRequired);
    await expect(register.error('password')).toHaveText(text.passwordRequired);
    await expect(register.error('confirm')).toHaveText(text.confirmRequired);
    await expect(page.getByText(text.mustAgree)).toBeVisible();

    // Wrong values: the right message under each field, and every field keeps its text.
    const bad = { phone: '1380000', code: '12', password: 'ab', confirm: 'abc', invite: '' };
    await register.fill(bad);
    await register.submit.click();
    await expect(register.error('phone')).toHaveText(text.phoneInvalid);
    await expect(register.error('password')).toHaveText(text.passwordInvalid);
    await expect(register.error('confirm')).toHaveText(text.confirmMismatch);
    await register.expectValues(bad);

    // A real phone gets a code; a wrong code and an unknown invitation code are refused.
    const phone = freshPhone();
    const password = 'Trade.123';
    await register.fill({ phone, password, confirm: password, invite: '000000' });
    await register.sendCode.click();
    const code = await smsCodeOf(control, phone);
    await expect(register.sendCode).toBeDisabled();
    await register.agree.click();
    await register.fill({ code: wrongCode(code) });
    await register.submit.click();
    await expect(register.error('code')).toHaveText(text.codeWrong);
    await register.expectValues({ phone, password, confirm: password, invite: '000000' });
    await register.fill({ code });
    await register.submit.click();
    await expect(register.error('invite')).toHaveText(text.unknownInvite);

    // A double tap registers once.
    await register.fill({ invite: '' });
    const regCalls = countRequests(page, '/api/user/reg.do');
    await register.submit.dblclick();
    await expect(page).toHaveURL(/#\/login$/);
    expect(regCalls()).toBe(1);

    // Login: the phone is prefilled; a double tap logs in once.
    const login = new LoginPage(page);
    await expect(login.input('phone')).toHaveValue(phone);
    await login.fill({ password });
    const loginCalls = countRequests(page, '/api/user/login.do');
    await login.submit.dblclick();
    await expect(page).toHaveURL(/#\/home$/);
    expect(loginCalls()).toBe(1);

    // The profile tab shows who I am.
    const user = new UserTabPage(page);
    await user.open();
    await expect(user.phone).toHaveText(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    await expect(user.total).toHaveText('0.00');

    // Log out from the settings page.
    const settings = new SettingsPage(page);
    await settings.open();
    await settings.logout.click();
    await expect(page.getByText(text.logoutConfirm)).toBeVisible();
    await page.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(page).toHaveURL(/#\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('USERTOKEN'))).toBeNull();
  });

  test(`a registered phone is told to log in (${lang})`, async ({ page }) => {
    await useLanguage(page, lang);
    const register = new RegisterPage(page);
    await register.open();
    await register.fill({ phone: NAMED_USERS.fresh.phone, password: 'abc123' });
    await register.sendCode.click();
    await expect(register.error('phone')).toHaveText(text.alreadyRegistered);
    await register.expectValues({ phone: NAMED_USERS.fresh.phone, password: 'abc123' });
  });

  test(`forgotten password (${lang})`, async ({ page, control, request }) => {
    await useLanguage(page, lang);
    const phone = freshPhone();
    await registerViaApi(request, control, MOCK_ORIGIN, phone, 'first123');
    const forget = new ForgetPage(page);
    await forget.open();

    // An unregistered phone is told to register.
    await forget.fill({ phone: '13999999990' });
    await forget.sendCode.click();
    await expect(forget.error('phone')).toHaveText(text.notRegistered);

    await forget.fill({ phone, password: 'second12', confirm: 'second13' });
    await forget.sendCode.click();
    const code = await smsCodeOf(control, phone);
    await forget.submit.click();
    await expect(forget.error('code')).toHaveText(text.codeRequired);
    await expect(forget.error('confirm')).toHaveText(text.confirmMismatch);
    await forget.fill({ code: wrongCode(code), confirm: 'second12' });
    await forget.submit.click();
    await expect(forget.error('code')).toHaveText(text.codeWrong);
    await forget.expectValues({ phone, password: 'second12', confirm: 'second12' });

    await forget.fill({ code });
    const calls = countRequests(page, '/api/user/updatePwd.do');
    await forget.submit.dblclick();
    await expect(page).toHaveURL(/#\/login$/);
    expect(calls()).toBe(1);

    const login = new LoginPage(page);
    await login.login(phone, 'first123');
    await expect(login.error('password')).toHaveText(text.loginWrong);
    await login.expectValues({ phone });
    await login.fill({ password: 'second12' });
    await login.submit.click();
    await expect(page).toHaveURL(/#\/home$/);
  });
}

test('login: wrong input and a locked account', async ({ page }) => {
  const text = TEXT['zh-CN'];
  const login = new LoginPage(page);
  await login.open();
  await login.submit.click();
  await expect(login.error('phone')).toHaveText(text.phoneRequired);
  await expect(login.error('password')).toHaveText(text.passwordRequired);
  await login.login('12345', 'whatever1');
  await expect(login.error('phone')).toHaveText(text.phoneInvalid);
  await login.expectValues({ password: 'whatever1' });
  const { loginLocked } = NAMED_USERS;
  await login.login(loginLocked.phone, loginLocked.password);
  await expect(login.error('password')).toHaveText(text.loginLocked);
});
