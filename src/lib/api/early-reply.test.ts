// ADR 0038: a request the entry sent early is answered to the request helper by that reply, once,
// and only when it is the very request the helper would send; otherwise the helper sends its own.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { getBannerByPlat } from '@/api/contracts/endpoints/site';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { http, request, setApiBase } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';

import { ApiError } from './api-error';
import { EARLY_REPLY_MAX_AGE_MS, startEarlyRequest } from './early-request';

const BASE = 'http://api.test:8091';
const BANNERS = { path: getBannerByPlat.path, params: { platType: 'm' } };
const banner = (id: number) => ({
  id,
  bannerUrl: `https://img.test/${id}.png`,
  isOrder: id,
  isPc: 0,
  isM: 1,
  addTime: null,
  banTitle: '',
  banDesc: '',
  targetUrl: '',
});
const envelope = (data: unknown) => JSON.stringify({ status: 0, msg: '', data });

let sent: InternalAxiosRequestConfig[] = [];
const adapter: AxiosAdapter = async (config) => {
  sent.push(config);
  return { data: envelope([banner(2)]), status: 200, statusText: 'OK', headers: {}, config };
};
const fetched = vi.fn<typeof fetch>();

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  sent = [];
  localStorage.clear();
  http.defaults.adapter = adapter;
  setApiBase(BASE);
  fetched.mockReset();
  fetched.mockResolvedValue(new Response(envelope([banner(1)]), { status: 200 }));
  vi.stubGlobal('fetch', fetched);
});
afterEach(() => vi.unstubAllGlobals());

const askBanners = () => request(getBannerByPlat, { platType: 'm' }, { alert: 'none' });

describe('a request the entry sent early', () => {
  it('answers the helper once, through the schema check, without a second request', async () => {
    startEarlyRequest(BANNERS, `${BASE}/`);
    expect(fetched).toHaveBeenCalledTimes(1);
    const [url, init] = fetched.mock.calls[0]!;
    expect(url).toBe(`${BASE}/api/site/getBannerByPlat.do`);
    expect(init).toMatchObject({ method: 'POST', body: 'platType=m', credentials: 'include' });

    expect((await askBanners()).data.map((b) => b.id)).toEqual([1]);
    expect(sent).toHaveLength(0);
    // Handed out once: the next ask (a refetch) goes to the server.
    expect((await askBanners()).data.map((b) => b.id)).toEqual([2]);
    expect(sent).toHaveLength(1);
  });

  it('is checked like any reply: a body the contract refuses fails the request', async () => {
    fetched.mockResolvedValue(new Response(envelope([{ id: 'x' }]), { status: 200 }));
    startEarlyRequest(BANNERS, BASE);
    await expect(askBanners()).rejects.toBeInstanceOf(ApiError);
    expect(sent).toHaveLength(0);
  });

  it('without an answer (network failure), the helper sends the request itself', async () => {
    fetched.mockRejectedValue(new TypeError('Failed to fetch'));
    startEarlyRequest(BANNERS, BASE);
    expect((await askBanners()).data.map((b) => b.id)).toEqual([2]);
    expect(sent).toHaveLength(1);
  });

  it('sent to another address than the helper uses now, is not taken', async () => {
    startEarlyRequest(BANNERS, 'http://old-api.test');
    expect((await askBanners()).data.map((b) => b.id)).toEqual([2]);
    expect(sent[0]!.baseURL).toBe(BASE);
  });

  it('sent with other headers (a session begun since), is not taken', async () => {
    startEarlyRequest(BANNERS, BASE);
    localStorage.setItem(STORAGE_KEYS.token, 'USERabc');
    await askBanners();
    expect(sent).toHaveLength(1);
  });

  it('older than the limit, is not taken', async () => {
    startEarlyRequest(BANNERS, BASE, Date.now() - EARLY_REPLY_MAX_AGE_MS - 1);
    await askBanners();
    expect(sent).toHaveLength(1);
  });

  it('for other params, is not taken', async () => {
    startEarlyRequest(BANNERS, BASE);
    await request(getBannerByPlat, { platType: 'pc' }, { alert: 'none' });
    expect(sent).toHaveLength(1);
  });
});
