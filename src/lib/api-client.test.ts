import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

import { defineEndpoint } from '@/api/contracts/endpoint';
import { getUserInfo, login } from '@/api/contracts/endpoints/user';
import { useAppStore } from '@/stores/app-store';

import { ApiError } from './api/api-error';
import { resetSessionExpiry } from './api/session-expiry';
import { HARNESS_FRAME_HEADER, http, request, REQUEST_TIMEOUT_MS, setApiBase } from './api-client';
import type * as HarnessFrameModule from './harness-frame';
import type { HarnessFrame } from './harness-frame';
import { initI18n } from './i18n';
import { registerNavigator } from './navigation';

const toast = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('antd-mobile', () => ({ Toast: toast }));
// What the harness bridge read at load: null off a harness frame (the jsdom host is not one).
const bridge = vi.hoisted(() => ({ frame: null as HarnessFrame | null }));
vi.mock('./harness-frame', async (importOriginal) => ({
  ...(await importOriginal<typeof HarnessFrameModule>()),
  get harnessFrame() {
    return bridge.frame;
  },
}));

type Reply = { status?: number; body: string } | Error;
let sent: InternalAxiosRequestConfig[] = [];
let replies: Array<(config: InternalAxiosRequestConfig) => Reply> = [];

const adapter: AxiosAdapter = async (config) => {
  sent.push(config);
  const next = replies.shift();
  const reply = next ? next(config) : { body: '{"status":0,"msg":"","data":null}' };
  if (reply instanceof Error) throw reply;
  return { data: reply.body, status: reply.status ?? 200, statusText: 'OK', headers: {}, config };
};

const json = (v: unknown): Reply => ({ body: JSON.stringify(v) });
const userInfoFixture = {
  id: 1,
  phone: '13800000001',
  accountType: 0,
  isLock: 0,
  isActive: 2,
  enableAmt: 100,
  userAmt: 100,
};

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  sent = [];
  replies = [];
  http.defaults.adapter = adapter;
  setApiBase('http://api.test:8091/');
  resetSessionExpiry();
  toast.show.mockReset();
  bridge.frame = null;
  useAppStore.getState().clearSession();
  useAppStore.getState().hideAlert();
});

afterEach(() => {
  vi.useRealTimers();
  registerNavigator(null);
});

describe('request helper', () => {
  it('posts form-encoded bodies with lang and token headers, cookies and a 50 s timeout', async () => {
    localStorage.setItem('language', 'en');
    useAppStore.getState().setToken('USERabc');
    replies.push(() =>
      json({ status: 0, msg: '登陆成功', data: { key: 'USERTOKEN', token: 'USERxyz' } }),
    );
    const res = await request(login, { phone: '13800000001', userPwd: 'a b&c=1' });
    const config = sent[0]!;
    expect(config.method).toBe('post');
    expect(config.baseURL).toBe('http://api.test:8091');
    expect(config.url).toBe('/api/user/login.do');
    expect(String(config.data)).toBe('phone=13800000001&userPwd=a+b%26c%3D1');
    expect(config.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(config.headers.lang).toBe('en');
    expect(config.headers.USERTOKEN).toBe('USERabc');
    expect(config.withCredentials).toBe(true);
    expect(config.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(50_000);
    expect(res).toEqual({ data: { key: 'USERTOKEN', token: 'USERxyz' }, message: '登陆成功' });
  });

  it('sends GET parameters as a query string, no lang header for Chinese and no missing token', async () => {
    localStorage.removeItem('language');
    const news = defineEndpoint({
      path: '/api/news/getNewsList.do',
      accepts: 'any',
      uses: 'GET',
      auth: 'public',
      params: z.object({ pageNum: z.number(), pageSize: z.number(), type: z.optional(z.number()) }),
      required400: [],
      data: z.unknown(),
      reply: 'envelope',
      section: '10.6',
      origin: 'reference',
    });
    await request(news, { pageNum: 1, pageSize: 15, type: undefined });
    const config = sent[0]!;
    expect(config.method).toBe('get');
    expect(String(config.params)).toBe('pageNum=1&pageSize=15');
    // The backend translates only for other languages: without the header, the call needs no
    // CORS preflight.
    expect(config.headers.lang).toBeUndefined();
    expect(config.headers.USERTOKEN).toBeUndefined();
    for (const language of ['zh-CN', 'tww']) {
      localStorage.setItem('language', language);
      await request(news, { pageNum: 1, pageSize: 15 });
      expect(sent.at(-1)!.headers.lang).toBeUndefined();
    }
    for (const language of ['tg', 'yn']) {
      localStorage.setItem('language', language);
      await request(news, { pageNum: 1, pageSize: 15 });
      expect(sent.at(-1)!.headers.lang).toBe(language);
    }
  });

  it('names the harness frame to the mock only inside a harness frame', async () => {
    const info = () => json({ status: 0, msg: '', data: userInfoFixture });
    replies.push(info, info, info);
    await request(getUserInfo);
    expect(sent[0]!.headers[HARNESS_FRAME_HEADER]).toBeUndefined();
    bridge.frame = { frame: 'f3', language: 'en', theme: null };
    await request(getUserInfo);
    expect(sent[1]!.headers[HARNESS_FRAME_HEADER]).toBe('f3');
    // A frame load without a name (an old harness) sends nothing either.
    bridge.frame = { frame: null, language: 'en', theme: null };
    await request(getUserInfo);
    expect(sent[2]!.headers[HARNESS_FRAME_HEADER]).toBeUndefined();
  });

  it('reads success text from data when the backend puts it there', async () => {
    const buy = defineEndpoint({
      path: '/user/buy.do',
      accepts: 'any',
      uses: 'POST',
      auth: 'user',
      params: z.object({}),
      required400: [],
      data: z.string(),
      reply: 'envelope',
      section: '11.3',
      origin: 'reference',
    });
    replies.push(() => json({ status: 0, msg: '', data: '下单成功' }));
    await expect(request(buy)).resolves.toEqual({ data: '下单成功', message: '下单成功' });
  });

  it('turns status 1 and the status-0 failure quirks into business errors without an alert', async () => {
    replies.push(() => json({ status: 1, msg: '登陆失败，用户名密码错误' }));
    const err = await request(login, { phone: '1', userPwd: '2' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('business');
    expect((err as ApiError).serverMessage).toBe('登陆失败，用户名密码错误');
    replies.push(() => json({ status: 0, msg: '注册出错, 请重试' }));
    const quirk = await request(login, { phone: '1', userPwd: '2' }).catch((e: unknown) => e);
    expect((quirk as ApiError).kind).toBe('business');
    expect(useAppStore.getState().alert.visible).toBe(false);
  });

  it('gives a clear localized message on timeout and network failure', async () => {
    replies.push(() => new AxiosError('timeout of 50000ms exceeded', AxiosError.ECONNABORTED));
    const timeout = await request(getUserInfo).catch((e: unknown) => e);
    expect((timeout as ApiError).kind).toBe('timeout');
    expect(useAppStore.getState().alert).toMatchObject({
      visible: true,
      type: 'error',
      text: 'The request timed out. Please try again later.',
    });
    replies.push(() => new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    const network = await request(getUserInfo).catch((e: unknown) => e);
    expect((network as ApiError).kind).toBe('network');
    expect(useAppStore.getState().alert.text).toBe(
      'Network connection failed. Please check your network and try again.',
    );
  });

  it('tells empty, malformed, HTTP 400, HTTP 5xx and off-contract replies apart', async () => {
    const kinds: string[] = [];
    for (const reply of [
      { body: '' },
      { body: '{"status":0,' },
      {
        status: 400,
        body: '{"timestamp":"x","status":400,"error":"Bad Request","message":"m","path":"/p"}',
      },
      { status: 502, body: 'Bad gateway' },
      { body: JSON.stringify({ status: 0, msg: '', data: { id: 'not-a-number' } }) },
    ]) {
      replies.push(() => reply);
      const e = await request(getUserInfo).catch((x: unknown) => x);
      kinds.push((e as ApiError).kind);
    }
    expect(kinds).toEqual(['empty-reply', 'malformed', 'bad-request', 'server', 'contract']);
  });

  it('parses data with the contract schema', async () => {
    replies.push(() => json({ status: 0, msg: '', data: userInfoFixture }));
    const { data } = await request(getUserInfo);
    expect(data.phone).toBe('13800000001');
    expect(data.enableAmt).toBe(100);
  });

  it('sends one request for a repeated intent while the first is in flight', async () => {
    let release: (() => void) | undefined;
    http.defaults.adapter = (config) => {
      sent.push(config);
      return new Promise((ok) => {
        release = () =>
          ok({
            data: '{"status":0,"msg":"","data":"下单成功"}',
            status: 200,
            statusText: 'OK',
            headers: {},
            config,
          });
      });
    };
    const buy = defineEndpoint({
      path: '/user/buy.do',
      accepts: 'any',
      uses: 'POST',
      auth: 'user',
      params: z.object({ stockId: z.number() }),
      required400: [],
      data: z.string(),
      reply: 'envelope',
      section: '11.3',
      origin: 'reference',
    });
    const taps = Array.from({ length: 10 }, () =>
      request(buy, { stockId: 1 }, { intentKey: 'buy-1' }),
    );
    // axios reaches the adapter after its async interceptors; wait until the one request is out.
    await vi.waitFor(() => expect(release).toBeDefined());
    taps.push(request(buy, { stockId: 1 }, { intentKey: 'buy-1' }));
    release?.();
    const results = await Promise.all(taps);
    expect(sent).toHaveLength(1);
    expect(new Set(results.map((r) => r.data))).toEqual(new Set(['下单成功']));
  });
});

describe('session expiry (product-spec §8)', () => {
  const notLoggedIn = [
    json({ success: false, msg: '請先登錄，無權限訪問user' }),
    json({ status: 0, msg: '請先登錄' }),
    json({ status: 1, msg: '请先登录' }),
    json({ status: 0, msg: '請先登陸' }),
  ];

  it.each(notLoggedIn.map((r, i) => [i, r] as const))(
    'variant %i: toast, token removed, /login after 1 s',
    async (_i, reply) => {
      vi.useFakeTimers();
      const navigate = vi.fn();
      registerNavigator(navigate);
      window.location.hash = '#/warehouse';
      useAppStore.getState().setToken('USERdead');
      replies.push(() => reply);
      const err = await request(getUserInfo).catch((e: unknown) => e);
      expect((err as ApiError).kind).toBe('not-logged-in');
      // The toast module is loaded on first use.
      await vi.dynamicImportSettled();
      expect(toast.show).toHaveBeenCalledTimes(1);
      expect(toast.show.mock.calls[0]?.[0]).toMatchObject({
        content: 'You are not logged in. Please log in first.',
      });
      expect(localStorage.getItem('USERTOKEN')).toBeNull();
      expect(useAppStore.getState().token).toBe('');
      expect(navigate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1000);
      expect(navigate).toHaveBeenCalledWith('/login', {
        replace: true,
        state: { from: '/warehouse' },
      });
    },
  );

  it('N parallel failures give one toast and one redirect', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    registerNavigator(navigate);
    window.location.hash = '#/user';
    useAppStore.getState().setToken('USERdead');
    for (let i = 0; i < 6; i++)
      replies.push(() => json({ success: false, msg: '請先登錄，無權限訪問user' }));
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => request(getUserInfo)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    vi.advanceTimersByTime(5000);
    await vi.dynamicImportSettled();
    expect(toast.show).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('does not redirect again when already on the login page', async () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    registerNavigator(navigate);
    window.location.hash = '#/login';
    replies.push(() => json({ success: false, msg: '請先登錄，無權限訪問user' }));
    await request(getUserInfo).catch(() => undefined);
    vi.advanceTimersByTime(5000);
    expect(navigate).not.toHaveBeenCalled();
  });
});
