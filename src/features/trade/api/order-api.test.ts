import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';

import { http, setApiBase } from '@/lib/api-client';

import { buildOrderRequest } from '../model/build-order';

import { intentKeyOf, sendOrder } from './order-api';

let sent: InternalAxiosRequestConfig[] = [];
let waiting: (() => void)[] = [];
const release = () => waiting.splice(0).forEach((r) => r());

const adapter: AxiosAdapter = async (config) => {
  sent.push(config);
  await new Promise<void>((r) => waiting.push(r));
  return {
    data: JSON.stringify({ status: 0, msg: '', data: '下单成功' }),
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  };
};

beforeEach(() => {
  sent = [];
  waiting = [];
  http.defaults.adapter = adapter;
  setApiBase('http://api.test');
});

/** Lets axios run its interceptors and reach the adapter. */
const settle = () => new Promise((r) => setTimeout(r, 20));

const order = buildOrderRequest(
  { kind: 'futures', id: 2, code: 'CL', gid: 'hf_CL', name: '纽约原油' },
  { side: 'long', orderType: 'market', lots: 2, lever: 20 },
);

describe('sendOrder', () => {
  it('ten calls while one is in flight send one request and share its reply', async () => {
    const calls = Array.from({ length: 10 }, () => sendOrder(order));
    await settle();
    expect(sent).toHaveLength(1);
    release();
    const replies = await Promise.all(calls);
    expect(replies.every((r) => r.message === '下单成功')).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/user/buyFutures.do');
    expect(String(sent[0]!.data)).toBe('FuturesId=2&buyNum=2&buyType=0&lever=20');
  });

  it('a different order is a different intent', async () => {
    const other = { ...order, params: { ...order.params, buyNum: 3 } };
    expect(intentKeyOf(other)).not.toBe(intentKeyOf(order));
    const first = sendOrder(order);
    const second = sendOrder(other);
    await settle();
    expect(sent).toHaveLength(2);
    release();
    await Promise.all([first, second]);
  });
});
