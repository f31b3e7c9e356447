// Login and forgotten password as a Thai trader sees the mock's attempt limits (issue 17): the
// backoff and the void code in Thai, with the wait, under the field they concern — never the
// server's Chinese text.
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

import { LIMIT_TEXT, loginBackoffText } from '@/api/contracts/limit-texts';
import { http, setApiBase } from '@/lib/api-client';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';

import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';

type Body = { status: number; msg: string; data?: unknown };
let replies: Record<string, Body[]>;

const backend: AxiosAdapter = async (config) => {
  const body = replies[config.url ?? '']?.shift() ?? { status: 1, msg: 'unexpected call' };
  return { data: JSON.stringify(body), status: 200, statusText: 'OK', headers: {}, config };
};

const renderAt = (path: string, page: ReactNode) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>{page}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const typeInto = (id: string, value: string) =>
  fireEvent.change(document.querySelector(`#${id}`)!, { target: { value } });

beforeEach(async () => {
  await initI18n('tg');
  await changeLanguage('tg');
  await i18n.loadNamespaces(['auth', 'validation', 'common']);
  queryClient.clear();
  useAppStore.getState().hideAlert();
  replies = {};
  http.defaults.adapter = backend;
  setApiBase('http://api.test');
});

afterAll(async () => {
  await changeLanguage('zh-CN');
});

describe('attempt limits on the auth pages (Thai)', () => {
  it('login: the backoff is said in Thai with the wait, under the password', async () => {
    replies['/api/user/login.do'] = [{ status: 1, msg: loginBackoffText(30) }];
    renderAt('/login', <LoginPage />);
    typeInto('login_phone', '13800000001');
    typeInto('login_password', 'wrong123');
    fireEvent.click(screen.getByTestId('login-submit'));
    const shown = await screen.findByText(i18n.t('common:limits.loginBackoffSeconds', { n: 30 }));
    expect(shown.textContent).toContain('30');
    expect(shown.textContent).toContain('วินาที');
    expect(document.body.textContent).not.toContain(loginBackoffText(30));
  });

  it('forgotten password: a void code says to request a new one, in Thai', async () => {
    replies['/api/user/updatePwd.do'] = [{ status: 1, msg: LIMIT_TEXT.codeVoid }];
    renderAt('/forget', <ForgotPasswordPage />);
    typeInto('forget_phone', '13800000001');
    typeInto('forget_code', '1234');
    typeInto('forget_password', 'second12');
    typeInto('forget_confirm', 'second12');
    fireEvent.click(screen.getByTestId('forget-submit'));
    await screen.findByText(i18n.t('common:limits.codeVoid'));
    expect(document.body.textContent).not.toContain(LIMIT_TEXT.codeVoid);
    // Not the plain "wrong code" text, which would send the trader guessing again.
    expect(document.body.textContent).not.toContain(i18n.t('auth:sms.codeWrong'));
  });
});
