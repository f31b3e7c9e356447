import { describe, expect, it } from 'vitest';

import { ControlError, createControlClient, mockPortOf } from './control-client';

interface Call {
  url: string;
  method: string;
  body: string | undefined;
  contentType: string | undefined;
}

const fakeFetch = (reply: (call: Call) => Response) => {
  const calls: Call[] = [];
  const impl = (url: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call = {
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? init.body : undefined,
      contentType: headers.get('Content-Type') ?? undefined,
    };
    calls.push(call);
    return Promise.resolve(reply(call));
  };
  return { impl, calls };
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('control API client', () => {
  it("sends clock changes as JSON to the page's own origin, for the mock's port", async () => {
    const view = { beijing: '2026-11-03 11:29:50', phases: { aShares: 'open' } };
    const { impl, calls } = fakeFetch(() => json(view));
    const client = createControlClient('http://localhost:18650/', impl);

    await expect(client.setClock({ at: '2026-11-03 11:29:50', frozen: true })).resolves.toEqual(
      view,
    );
    expect(calls).toEqual([
      {
        url: '/__mock/18650/__harness/clock',
        method: 'PUT',
        body: '{"at":"2026-11-03 11:29:50","frozen":true}',
        contentType: 'application/json',
      },
    ]);
  });

  it('expires one user by phone or everyone', async () => {
    const { impl, calls } = fakeFetch(() => json({ expired: 1 }));
    const client = createControlClient('http://localhost:8091', impl);
    await client.expireSessions('13800000001');
    await client.expireSessions();
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/__mock/8091/__harness/sessions/expire', '{"phone":"13800000001"}'],
      ['/__mock/8091/__harness/sessions/expire', '{}'],
    ]);
  });

  it('says every state change is JSON, with a body or without; reads say nothing', async () => {
    const { impl, calls } = fakeFetch(() => json({}));
    const client = createControlClient('http://localhost:8091', impl);
    await client.loadScenario('market-open');
    await client.removeFault('f1');
    await client.clearFaults();
    await client.clearJournal();
    await client.resetState();
    await client.clock();
    await client.faults();
    expect(calls.map((c) => [c.method, c.url, c.contentType])).toEqual([
      ['POST', '/__mock/8091/__harness/scenarios/market-open', 'application/json'],
      ['DELETE', '/__mock/8091/__harness/faults/f1', 'application/json'],
      ['DELETE', '/__mock/8091/__harness/faults', 'application/json'],
      ['DELETE', '/__mock/8091/__harness/journal', 'application/json'],
      ['POST', '/__mock/8091/__harness/state/reset', 'application/json'],
      ['GET', '/__mock/8091/__harness/clock', undefined],
      ['GET', '/__mock/8091/__harness/faults', undefined],
    ]);
  });

  it('never calls the mock origin itself: the journal stream is on the page origin too', () => {
    const client = createControlClient('http://127.0.0.1:18091', fakeFetch(() => json({})).impl);
    expect(client.base).toBe('/__mock/18091');
    expect(client.journalStreamUrl(12)).toBe('/__mock/18091/__harness/journal/stream?since=12');
  });

  it('takes the port from the mock origin, or the scheme default', () => {
    expect(mockPortOf('http://localhost:8091')).toBe(8091);
    expect(mockPortOf('http://localhost')).toBe(80);
    expect(mockPortOf('https://mock.test')).toBe(443);
  });

  it("reports the mock's error text", async () => {
    const { impl } = fakeFetch(() => json({ error: 'unknown contract path "/x"' }, 400));
    const client = createControlClient('http://localhost:8091', impl);
    const failure = client.addFault({ scope: { path: '/x' }, kind: 'http500' });
    await expect(failure).rejects.toBeInstanceOf(ControlError);
    await expect(failure).rejects.toThrow('unknown contract path "/x"');
  });

  it('logs in with a form post and returns the token from the envelope', async () => {
    const { impl, calls } = fakeFetch(() =>
      json({ status: 0, msg: '登陆成功', data: { key: 'USERTOKEN', token: 'USERABC' } }),
    );
    const client = createControlClient('http://localhost:8091', impl);
    await expect(client.login('13800000001', 'trade123')).resolves.toBe('USERABC');
    expect(calls[0]).toMatchObject({
      url: '/__mock/8091/api/user/login.do',
      method: 'POST',
      body: 'phone=13800000001&userPwd=trade123',
      contentType: 'application/x-www-form-urlencoded',
    });
  });

  it("fails a login the backend refused, with the backend's message", async () => {
    const { impl } = fakeFetch(() => json({ status: 1, msg: '登陆失败, 账户被锁定' }));
    const client = createControlClient('http://localhost:8091', impl);
    await expect(client.login('13800000003', 'locked123')).rejects.toThrow('账户被锁定');
  });

  it('imports a capsule file as JSON and refuses a file that is not JSON', async () => {
    const { impl, calls } = fakeFetch(() => json({ userId: 7, phone: '13800000007', rows: 40 }));
    const client = createControlClient('http://localhost:8091', impl);
    await expect(client.importCapsule('{"format":"trader-mock-capsule"}')).resolves.toEqual({
      userId: 7,
      phone: '13800000007',
      rows: 40,
    });
    expect(calls[0]?.url).toBe('/__mock/8091/__harness/capsules');
    await expect(client.importCapsule('PK\u0003\u0004')).rejects.toThrow('not JSON');
    expect(calls).toHaveLength(1);
  });

  it('asks for a scrubbed capsule when told to', async () => {
    const { impl, calls } = fakeFetch(() => new Response('{"user":{}}'));
    const client = createControlClient('http://localhost:8091', impl);
    await expect(client.exportCapsule('13800000007', true)).resolves.toBe('{"user":{}}');
    expect(calls[0]?.url).toBe('/__mock/8091/__harness/capsules/13800000007?scrub=1');
  });

  it("starts a frame's support-bundle replay with the file as it was, and ends it", async () => {
    const { impl, calls } = fakeFetch(() => json({ frame: 'f2', replies: 8 }));
    const client = createControlClient('http://localhost:8091', impl);
    const bundle = { format: 'trader-support-bundle', replies: [] };
    await client.startReplay('f2', bundle);
    await client.endReplay('f2');
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/__mock/8091/__harness/replays', JSON.stringify({ frame: 'f2', bundle })],
      ['DELETE', '/__mock/8091/__harness/replays/f2', undefined],
    ]);
  });
});
