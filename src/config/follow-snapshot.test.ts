import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';

import { followSnapshot, isUsableReply, whenNotBusy } from './follow-snapshot';
import type { ResolveResult } from './resolve-api-base';

const SNAPSHOT = 'https://old-api.example';
const LIVE = 'https://api.example';

/** An axios instance like the app's: the request interceptor sets the current base. */
const setup = (answers: Record<string, 'ok' | 'down' | 'html'>) => {
  let base = SNAPSHOT;
  const sent: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const origin = config.baseURL ?? '';
    sent.push(`${origin}${config.url ?? ''}`);
    const answer = answers[origin] ?? 'down';
    if (answer === 'down') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const data = answer === 'ok' ? JSON.stringify({ status: 0, from: origin }) : '<html>';
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  const http = axios.create({ adapter, responseType: 'text', validateStatus: () => true });
  http.interceptors.request.use((config) => {
    config.baseURL = base;
    return config;
  });
  let answerChain: (r: ResolveResult) => void = () => {};
  const live = new Promise<ResolveResult>((resolve) => (answerChain = resolve));
  const switchTo = vi.fn((b: string) => {
    base = b;
  });
  const fail = vi.fn();
  followSnapshot({ http, snapshot: SNAPSHOT, live, switchTo, fail });
  const get = () => http.get<string>('/api/x.do').then((r) => JSON.parse(r.data) as object);
  return { http, sent, get, switchTo, fail, answerChain };
};

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('following a config snapshot (ADR 0035)', () => {
  it('keeps the snapshot\u2019s good replies without waiting for the config chain', async () => {
    const { get } = setup({ [SNAPSHOT]: 'ok' });
    await expect(get()).resolves.toEqual({ status: 0, from: SNAPSHOT });
  });

  it('holds a failed reply until the chain answers, then asks its address', async () => {
    const t = setup({ [SNAPSHOT]: 'down', [LIVE]: 'ok' });
    const reply = t.get();
    await settle();
    expect(t.switchTo).not.toHaveBeenCalled();
    t.answerChain({ ok: true, base: LIVE, source: 'config' });
    await expect(reply).resolves.toEqual({ status: 0, from: LIVE });
    expect(t.switchTo).toHaveBeenCalledWith(LIVE);
    expect(t.sent).toEqual([`${SNAPSHOT}/api/x.do`, `${LIVE}/api/x.do`]);
  });

  it('treats a reply that is not the backend\u2019s JSON as a failure', async () => {
    const t = setup({ [SNAPSHOT]: 'html', [LIVE]: 'ok' });
    const reply = t.get();
    t.answerChain({ ok: true, base: LIVE, source: 'config' });
    await expect(reply).resolves.toEqual({ status: 0, from: LIVE });
  });

  it('passes the failure on when the chain confirms the same address', async () => {
    const t = setup({ [SNAPSHOT]: 'down' });
    const reply = t.get();
    t.answerChain({ ok: true, base: `${SNAPSHOT}/`, source: 'config' });
    await expect(reply).rejects.toThrow('Network Error');
    expect(t.switchTo).not.toHaveBeenCalled();
    expect(t.fail).not.toHaveBeenCalled();
  });

  it('shows the cannot-connect page when the chain fails', async () => {
    const t = setup({ [SNAPSHOT]: 'ok' });
    t.answerChain({ ok: false });
    await settle();
    expect(t.fail).toHaveBeenCalledTimes(1);
  });

  it('asks again at the live address what the snapshot answers after the switch', async () => {
    const t = setup({ [SNAPSHOT]: 'ok', [LIVE]: 'ok' });
    t.answerChain({ ok: true, base: LIVE, source: 'config' });
    await settle();
    await expect(t.get()).resolves.toEqual({ status: 0, from: LIVE });
  });

  it('tells usable replies from others', () => {
    const reply = (status: number, data: unknown) =>
      ({ status, data }) as Parameters<typeof isUsableReply>[0];
    expect(isUsableReply(reply(200, '{"status":0}'))).toBe(true);
    expect(isUsableReply(reply(200, '[1]'))).toBe(false);
    expect(isUsableReply(reply(502, '{"status":0}'))).toBe(false);
    expect(isUsableReply(reply(200, 'Bad gateway'))).toBe(false);
  });
});

describe('whenNotBusy', () => {
  it('waits for the requests in flight before the page is replaced', async () => {
    let busy = true;
    let done = false;
    void whenNotBusy(() => busy).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 80));
    expect(done).toBe(false);
    busy = false;
    await new Promise((r) => setTimeout(r, 80));
    expect(done).toBe(true);
  });
});
