// /setPassword as a trader (and an attacker reading the traffic) sees it: the page only learns
// whether a funds password is set — even when a reference backend answers the stored password — it
// never compares the current one itself but sends it for the server to check, and shows the
// server's refusals in the trader's language (issue 17).
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';

import { FUNDS_PASSWORD_TEXT } from '@/api/contracts/endpoints/trading';
import { WRONG_PASSWORD_LOCKED_TEXT } from '@/api/contracts/limit-texts';
import { http, setApiBase } from '@/lib/api-client';
import { i18n, initI18n } from '@/lib/i18n';
import { fundsPasswordKey } from '@/lib/queries/funds-password';
import { queryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';

import FundsPasswordPage from './funds-password-page';

type Body = { status: number; msg: string; data?: unknown };
interface Call {
  method: string;
  url: string;
  params: URLSearchParams;
}

/** What a reference backend answers for a user whose funds password is 123456. */
const STORED = '123456';
const FIND = '/user/findIdWithPwd.do';
const INSERT = '/user/insertWithPwd.do';

let calls: Call[];
let replies: Record<string, Body[]>;

const backend: AxiosAdapter = async (config) => {
  const url = config.url ?? '';
  const query = config.params instanceof URLSearchParams ? config.params.toString() : '';
  calls.push({
    method: config.method ?? '',
    url: query ? `${url}?${query}` : url,
    params: new URLSearchParams(typeof config.data === 'string' ? config.data : ''),
  });
  const body = replies[url]?.shift() ?? { status: 1, msg: 'unexpected call' };
  return { data: JSON.stringify(body), status: 200, statusText: 'OK', headers: {}, config };
};

const typeInto = (label: string, value: string) =>
  fireEvent.change(document.querySelector(`#setPassword_${label}`)!, { target: { value } });

const renderPage = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/setPassword']}>
        <Suspense fallback={null}>
          <FundsPasswordPage />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** The banner once the page knows whether a funds password is set. */
const expectState = (key: 'account:fundPassword.isSet' | 'account:fundPassword.notSet') =>
  waitFor(() => expect(screen.getByTestId('fund-password-state').textContent).toBe(i18n.t(key)));

const submit = () => fireEvent.click(screen.getByTestId('fund-password-submit'));

beforeEach(async () => {
  await initI18n('zh-CN');
  await i18n.loadNamespaces(['account', 'auth']);
  queryClient.clear();
  useAppStore.getState().setToken('USERtest');
  useAppStore.getState().hideAlert();
  calls = [];
  replies = {};
  http.defaults.adapter = backend;
  setApiBase('http://api.test');
});

describe('/setPassword with a funds password set', () => {
  it('keeps only "is set" from a reply that carries the stored password', async () => {
    replies[FIND] = [{ status: 0, msg: STORED }];
    renderPage();
    await expectState('account:fundPassword.isSet');
    await waitFor(() => expect(document.querySelector('#setPassword_old')).not.toBeNull());
    expect(queryClient.getQueryData(fundsPasswordKey)).toBe(true);
    expect(document.body.textContent).not.toContain(STORED);
  });

  it('sends the current password for the server to check, and shows its refusal', async () => {
    replies[FIND] = [{ status: 0, msg: STORED }];
    // Not the stored one: a page comparing in the browser would refuse it without a request.
    replies[INSERT] = [{ status: 1, msg: FUNDS_PASSWORD_TEXT.oldWrong }];
    renderPage();
    await waitFor(() => expect(document.querySelector('#setPassword_old')).not.toBeNull());
    typeInto('old', '000000');
    typeInto('password', '654321');
    typeInto('confirm', '654321');
    submit();
    await screen.findByText(i18n.t('account:fundPassword.oldWrong'));
    const sent = calls.filter((c) => c.url === INSERT);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('post');
    expect(Object.fromEntries(sent[0]!.params)).toEqual({
      withPwd: '654321',
      oldWithPwd: '000000',
    });
  });

  it('says when the server stopped taking tries', async () => {
    replies[FIND] = [{ status: 0, msg: FUNDS_PASSWORD_TEXT.isSet }];
    replies[INSERT] = [{ status: 1, msg: WRONG_PASSWORD_LOCKED_TEXT }];
    renderPage();
    await waitFor(() => expect(document.querySelector('#setPassword_old')).not.toBeNull());
    typeInto('old', '123456');
    typeInto('password', '654321');
    typeInto('confirm', '654321');
    submit();
    await screen.findByText(i18n.t('account:fundPassword.locked', { minutes: 15 }));
  });
});

describe('/setPassword without a funds password', () => {
  it('asks for no current one and sends only the new one', async () => {
    replies[FIND] = [{ status: 1, msg: FUNDS_PASSWORD_TEXT.notSet }];
    replies[INSERT] = [{ status: 0, msg: '修改成功！' }];
    replies[FIND].push({ status: 0, msg: FUNDS_PASSWORD_TEXT.isSet });
    renderPage();
    await expectState('account:fundPassword.notSet');
    await waitFor(() => expect(document.querySelector('#setPassword_password')).not.toBeNull());
    expect(document.querySelector('#setPassword_old')).toBeNull();
    typeInto('password', '654321');
    typeInto('confirm', '654321');
    submit();
    await waitFor(() => expect(calls.some((c) => c.url === INSERT)).toBe(true));
    const sent = calls.find((c) => c.url === INSERT)!;
    expect(Object.fromEntries(sent.params)).toEqual({ withPwd: '654321' });
    // No call ever carried a password in its URL.
    for (const c of calls) expect(c.url).not.toMatch(/654321|[?&]\w*pwd=/i);
  });
});
