import { describe, expect, it } from 'vitest';

import { createMoneyClient } from './money-client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const recording = (reply: () => Response | Promise<Response>) => {
  const calls: { url: string; method: string; body?: string; type: string | null }[] = [];
  const impl = (url: string, init?: RequestInit) => {
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? init.body : undefined,
      type: new Headers(init?.headers).get('Content-Type'),
    });
    return Promise.resolve(reply());
  };
  return { impl, calls };
};

describe('back-office money client', () => {
  it('reads the pending rows through the page origin', async () => {
    const { impl, calls } = recording(() => json({ rows: [{ id: 3, payAmt: 500 }] }));
    const client = createMoneyClient('/__mock/8091', impl);
    await expect(client.deposits()).resolves.toEqual([{ id: 3, payAmt: 500 }]);
    await client.withdrawals();
    expect(calls.map((c) => c.url)).toEqual([
      '/__mock/8091/__harness/money/deposits?status=0',
      '/__mock/8091/__harness/money/withdrawals?status=0',
    ]);
  });

  it('fails a read with the mock’s own words', async () => {
    const { impl } = recording(() => json({ error: 'no control operation GET …' }, 404));
    await expect(createMoneyClient('/m', impl).deposits()).rejects.toThrow('no control operation');
    const bad = recording(() => json({ nothing: true }));
    await expect(createMoneyClient('/m', bad.impl).withdrawals()).rejects.toThrow('no rows');
  });

  it('sends each decision as JSON, the reason only with a rejection', async () => {
    const { impl, calls } = recording(() => json({ ok: true, row: {} }));
    const client = createMoneyClient('/__mock/8091', impl);
    await expect(client.review('deposit', 12, 'approve')).resolves.toEqual({ kind: 'done' });
    await client.review('withdrawal', 4, 'paid');
    await client.review('withdrawal', 4, 'reject', '卡号有误');
    expect(calls).toEqual([
      {
        url: '/__mock/8091/__harness/money/deposits/12/approve',
        method: 'POST',
        body: '{}',
        type: 'application/json',
      },
      {
        url: '/__mock/8091/__harness/money/withdrawals/4/paid',
        method: 'POST',
        body: '{}',
        type: 'application/json',
      },
      {
        url: '/__mock/8091/__harness/money/withdrawals/4/reject',
        method: 'POST',
        body: '{"reason":"卡号有误"}',
        type: 'application/json',
      },
    ]);
  });

  it('tells an order already reviewed, a gone one, a missing operation and a dead mock apart', async () => {
    const review = (reply: () => Response | Promise<Response>) =>
      createMoneyClient('/m', recording(reply).impl).review('deposit', 1, 'approve');
    await expect(review(() => json({ error: 'already paid' }, 409))).resolves.toEqual({
      kind: 'already',
      why: 'already paid',
    });
    await expect(review(() => json({ error: 'no deposit 1' }, 404))).resolves.toEqual({
      kind: 'gone',
      why: 'no deposit 1',
    });
    await expect(
      review(() => json({ error: 'no control operation POST /__harness/money/…' }, 404)),
    ).resolves.toMatchObject({ kind: 'failed', why: expect.stringContaining('no control') });
    await expect(review(() => new Response('<html>', { status: 502 }))).resolves.toEqual({
      kind: 'failed',
      why: 'HTTP 502',
    });
    await expect(review(() => Promise.reject(new TypeError('Failed to fetch')))).resolves.toEqual({
      kind: 'failed',
      why: 'Failed to fetch',
    });
  });
});
