// Page object of real-name verification (/smrz, /authentication, /authentications) plus the
// sign-in shortcut the account specs share: a fixture user cloned to a phone of its own (through
// the control API's capsules), logged in through the API, the token put in place before the app
// loads.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { NAMED_USERS, type NamedUserKey } from '../../../fixtures/src/users';
import type { MockControl } from '../control';

export type Lang = 'zh-CN' | 'en';

/** A copy of a named fixture user under `phone`, so parallel tests never share one. */
export async function cloneUser(
  control: MockControl,
  key: NamedUserKey,
  phone: string,
): Promise<{ phone: string; password: string }> {
  const named = NAMED_USERS[key];
  const capsule = await control.get<{ user: Record<string, unknown> }>(`/capsules/${named.phone}`);
  capsule.user.phone = phone;
  await control.send('POST', '/capsules?clock=0', capsule);
  return { phone, password: named.password };
}

/** Logs in through the API and makes the app start with that session and language. */
export async function signIn(
  page: Page,
  api: APIRequestContext,
  mockOrigin: string,
  user: { phone: string; password: string },
  lang: Lang = 'zh-CN',
): Promise<void> {
  const res = await api.post(`${mockOrigin}/api/user/login.do`, {
    form: { phone: user.phone, userPwd: user.password },
  });
  const body = (await res.json()) as { data?: { token?: string } };
  const token = body.data?.token;
  if (!token) throw new Error(`login failed for ${user.phone}: ${JSON.stringify(body)}`);
  await page.addInitScript(
    ([t, l]) => {
      localStorage.setItem('USERTOKEN', t);
      localStorage.setItem('language', l);
    },
    [token, lang] as const,
  );
}

/** A 1×1 PNG: small, decodable by the browser, so the app can re-encode it. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export type PhotoFile = { name: string; mimeType: string; buffer: Buffer };
export const photo = (name = 'id.png'): PhotoFile => ({
  name,
  mimeType: 'image/png',
  buffer: PNG_1PX,
});

const TEXT = {
  'zh-CN': {
    realName: '真实姓名',
    idCard: '身份证号',
    front: '身份证正面',
    back: '身份证反面',
    submit: '提交认证',
  },
  en: {
    realName: 'Legal name',
    idCard: 'ID number',
    front: 'ID front',
    back: 'ID back',
    submit: 'Submit',
  },
} as const;

export class KycPage {
  readonly realName: Locator;
  readonly idCard: Locator;
  readonly front: Locator;
  readonly back: Locator;
  readonly submitButton: Locator;
  readonly statusText: Locator;
  readonly summaryName: Locator;
  readonly summaryId: Locator;

  constructor(
    readonly page: Page,
    lang: Lang = 'zh-CN',
  ) {
    const t = TEXT[lang];
    this.realName = page.getByLabel(t.realName, { exact: true });
    this.idCard = page.getByLabel(t.idCard, { exact: true });
    this.front = page.getByLabel(t.front, { exact: true });
    this.back = page.getByLabel(t.back, { exact: true });
    this.submitButton = page.getByRole('button', { name: t.submit });
    this.statusText = page.getByTestId('kyc-status-text');
    this.summaryName = page.getByTestId('kyc-summary-name');
    this.summaryId = page.getByTestId('kyc-summary-id');
  }

  async open(path: '/smrz' | '/authentication' | '/authentications' = '/smrz'): Promise<void> {
    await this.page.goto(`/#${path}`);
    await this.page.getByRole('heading', { level: 2 }).first().waitFor();
  }

  heading(text: string): Locator {
    return this.page.getByRole('heading', { level: 2, name: text });
  }

  async upload(side: 'front' | 'back', file: PhotoFile): Promise<void> {
    await this[side].setInputFiles(file);
  }

  /** The photo of one side is shown (uploaded and previewed). */
  async expectPhoto(side: 'front' | 'back', label: string): Promise<void> {
    await expect(this.page.getByRole('img', { name: label, exact: true })).toBeVisible();
    await expect(this[side]).toBeEnabled();
  }
}
