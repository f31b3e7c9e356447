// Page objects of /login, /register and /forget, plus the session helpers the account specs use.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import type { MockControl } from '../control';

export type Lang = 'zh-CN' | 'en';

/** Texts the specs assert on, per language (the app's own locale files are not imported). */
export const TEXT = {
  'zh-CN': {
    phoneInvalid: '请输入正确的手机号',
    phoneRequired: '请输入手机号',
    passwordRequired: '请输入密码',
    passwordInvalid: '密码为6~12位数字、字母或符号',
    confirmRequired: '请确认密码',
    confirmMismatch: '两次输入的密码不一致',
    codeRequired: '请输入验证码',
    codeWrong: '验证码错误，请重新输入',
    alreadyRegistered: '该用户已注册，请直接登录',
    mustAgree: '请先阅读并同意用户注册协议',
    notRegistered: '用户还未注册，请注册',
    unknownInvite: '邀请码不存在或已停用',
    loginWrong: '手机号或密码错误，请重新输入',
    loginLocked: '该账户已被锁定，请联系客服',
    registered: '注册成功，请登录',
    logoutConfirm: '您确定要退出登录吗？',
    confirm: '确定',
  },
  en: {
    phoneInvalid: 'Please enter a valid 11-digit mobile number',
    phoneRequired: 'Please enter your mobile number',
    passwordRequired: 'Please enter a password',
    passwordInvalid: 'The password must be 6–12 letters, digits or symbols (!@#$%^&*.)',
    confirmRequired: 'Please confirm your password',
    confirmMismatch: 'The two passwords do not match',
    codeRequired: 'Please enter the verification code',
    codeWrong: 'Verification code incorrect, please re-enter',
    alreadyRegistered: 'User already registered, please log in',
    mustAgree: 'Please read and accept the User Registration Agreement',
    notRegistered: 'This phone is not registered, please register',
    unknownInvite: 'Invitation code not found or no longer valid',
    loginWrong: 'Wrong phone number or password, please try again',
    loginLocked: 'This account is locked, please contact customer service',
    registered: 'Registered, please log in',
    logoutConfirm: 'Are you sure you want to log out?',
    confirm: 'OK',
  },
} as const;

/** Starts the app in a language (stored before the first script runs). */
export const useLanguage = async (page: Page, lang: Lang): Promise<void> => {
  await page.addInitScript((l) => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('language', l);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  }, lang);
};

/** Counts requests to a path (double-tap checks). */
export const countRequests = (page: Page, path: string): (() => number) => {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) n += 1;
  });
  return () => n;
};

class FormPage {
  constructor(
    readonly page: Page,
    readonly form: string,
  ) {}

  input(field: string): Locator {
    return this.page.locator(`#${this.form}_${field}`);
  }

  /** The message under a field: the text its input names in aria-describedby. */
  error(field: string): Locator {
    return this.page.locator(`[id="${this.form}_${field}-error"]`);
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [field, value] of Object.entries(values)) await this.input(field).fill(value);
  }

  async expectValues(values: Record<string, string>): Promise<void> {
    for (const [field, value] of Object.entries(values)) {
      await expect(this.input(field)).toHaveValue(value);
    }
  }
}

export class LoginPage extends FormPage {
  readonly submit: Locator;
  constructor(page: Page) {
    super(page, 'login');
    this.submit = page.getByTestId('login-submit');
  }
  async open(): Promise<void> {
    await this.page.goto('/#/login');
    await this.input('phone').waitFor();
  }
  async login(phone: string, password: string): Promise<void> {
    await this.fill({ phone, password });
    await this.submit.click();
  }
}

export class RegisterPage extends FormPage {
  readonly submit: Locator;
  readonly sendCode: Locator;
  readonly agree: Locator;
  constructor(page: Page) {
    super(page, 'register');
    this.submit = page.getByTestId('register-submit');
    this.sendCode = page.getByTestId('send-code');
    this.agree = page.getByTestId('register-agree');
  }
  async open(): Promise<void> {
    await this.page.goto('/#/register');
    await this.input('phone').waitFor();
  }
}

export class ForgetPage extends FormPage {
  readonly submit: Locator;
  readonly sendCode: Locator;
  constructor(page: Page) {
    super(page, 'forget');
    this.submit = page.getByTestId('forget-submit');
    this.sendCode = page.getByTestId('send-code');
  }
  async open(): Promise<void> {
    await this.page.goto('/#/forget');
    await this.input('phone').waitFor();
  }
}

/** The live SMS code the mock "sent" to a phone (no SMS leaves the machine). */
export const smsCodeOf = async (control: MockControl, phone: string): Promise<string> => {
  let code = '';
  await expect
    .poll(async () => {
      const { codes } = await control.get<{ codes: { phone: string; code: string }[] }>(
        `/sms-codes?phone=${phone}`,
      );
      code = codes[0]?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
};

/** A code that is certainly not the live one. */
export const wrongCode = (code: string): string => (code === '0000' ? '1111' : '0000');

/** Registers a phone through the API (SMS code read from the control API). */
export const registerViaApi = async (
  api: APIRequestContext,
  control: MockControl,
  origin: string,
  phone: string,
  password: string,
): Promise<void> => {
  await api.get(`${origin}/api/sms/sendRegSms.do`, { params: { phoneNum: phone } });
  const code = await smsCodeOf(control, phone);
  const res = await api.post(`${origin}/api/user/reg.do`, {
    form: { phone, userPwd: password, yzmCode: code, uid: 'e2e', agentCode: '' },
  });
  expect(((await res.json()) as { status: number }).status).toBe(0);
};

/** Logs in through the API and returns the token. */
export const loginViaApi = async (
  api: APIRequestContext,
  origin: string,
  phone: string,
  password: string,
): Promise<string> => {
  const res = await api.post(`${origin}/api/user/login.do`, {
    form: { phone, userPwd: password },
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
};

/** Starts the app already logged in with a token. */
/** Points the page at a spec's own mock (own-mock.ts) and signs `user` in there by token. */
export const logInOnOwnMock = async (
  mock: { origin: string; use: (page: Page) => Promise<void> },
  page: Page,
  api: APIRequestContext,
  user: { phone: string; password: string },
): Promise<void> => {
  await mock.use(page);
  await useToken(page, await loginViaApi(api, mock.origin, user.phone, user.password));
};

export const useToken = async (page: Page, token: string): Promise<void> => {
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('USERTOKEN', t);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
};
