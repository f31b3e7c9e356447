// Every fault kind as a client sees it, on a tiny app whose handlers count the calls that reach
// them (so "commit, then drop" can show the state changed although no reply came back).
import { createServer, type Server } from 'node:http';

import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';

import { fakeClock } from '../testing';

import { faultMiddleware, MALFORMED_BODY } from './fault-middleware';
import { FaultRegistry, FRAME_HEADER, type FaultRuleInput } from './faults';

const REG = '/api/user/reg.do';
const POSITIONS = '/user/position/list.do';

const servers: Server[] = [];

const setup = async (...rules: FaultRuleInput[]) => {
  const clock = fakeClock();
  const faults = new FaultRegistry(clock);
  const added = faults.add(rules);
  if (!added.ok) throw new Error(added.error);
  const calls = { reg: 0, positions: 0, other: 0 };
  const app = express();
  app.use(faultMiddleware({ faults, clock, userIdOf: (req) => Number(req.get('USERTOKEN')) }));
  app.all(REG, (_req, res) => {
    calls.reg += 1;
    res.json({ status: 0, msg: '注册成功.请登录' });
  });
  app.all(POSITIONS, (_req, res) => {
    calls.positions += 1;
    res.json({ status: 0, msg: '', data: { list: [] } });
  });
  app.all(['/__harness/ping', '/__db/users', '/config/primary.json'], (_req, res) => {
    calls.other += 1;
    res.json({ ok: true });
  });
  const server = createServer(app).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return { app: server, faults, calls, clock };
};

afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** The network error a request ends with (supertest rejects with it). */
const networkError = async (req: PromiseLike<unknown>): Promise<string> => {
  try {
    await req;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  }
  throw new Error('expected the request to fail');
};

const waitFor = async (condition: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
};

describe('fault middleware', () => {
  it('leaves calls alone when no rule matches', async () => {
    const { app, calls } = await setup({ kind: 'http500', scope: { path: REG } });
    const res = await request(app).get(POSITIONS);
    expect(res.status).toBe(200);
    expect(calls.positions).toBe(1);
  });

  it('never touches the harness, the DB browser or the config documents', async () => {
    const { app, calls } = await setup({ kind: 'reset' });
    for (const path of ['/__harness/ping', '/__db/users', '/config/primary.json']) {
      expect((await request(app).get(path)).body).toEqual({ ok: true });
    }
    expect(calls.other).toBe(3);
  });

  it('latency: delays, then answers normally', async () => {
    const { app, calls } = await setup({ kind: 'latency', latencyMs: 120 });
    const started = Date.now();
    const res = await request(app).post(REG);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    expect(res.body).toEqual({ status: 0, msg: '注册成功.请登录' });
    expect(calls.reg).toBe(1);
  });

  it.each([500, 400] as const)(
    'http%s: Spring default error JSON, handler not run',
    async (code) => {
      const { app, calls } = await setup({ id: 'boom', kind: `http${code}` });
      const res = await request(app).post(`${REG}?x=1`);
      expect(res.status).toBe(code);
      expect(res.body).toMatchObject({
        status: code,
        error: code === 500 ? 'Internal Server Error' : 'Bad Request',
        message: `Injected fault boom (http${code})`,
        path: REG,
      });
      expect(res.body.timestamp).toMatch(/^\d{4}-\d\d-\d\dT.*\+0000$/);
      expect(calls.reg).toBe(0);
    },
  );

  it('reset: the connection is reset, no reply', async () => {
    const { app, calls } = await setup({ kind: 'reset' });
    expect(await networkError(request(app).post(REG))).toMatch(/ECONNRESET|socket hang up/);
    expect(calls.reg).toBe(0);
  });

  it('empty: HTTP 200 with an empty body', async () => {
    const { app } = await setup({ kind: 'empty' });
    const res = await request(app).post(REG);
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
  });

  it('malformed: HTTP 200 JSON that does not parse', async () => {
    const { app } = await setup({ kind: 'malformed' });
    const res = await request(app)
      .post(REG)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (chunk: Buffer) => (text += chunk.toString()));
        r.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(MALFORMED_BODY) as unknown).toThrow();
  });

  it('tooManyTraders: the global error envelope with HTTP 200', async () => {
    const { app } = await setup({ kind: 'tooManyTraders' });
    const res = await request(app).post(REG);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 1,
      msg: '當前交易人數過多，請稍後嘗試！',
      data: 'java.lang.RuntimeException: injected fault',
    });
  });

  it('hang: no reply until the client gives up', async () => {
    const { app, faults, calls } = await setup({ kind: 'hang' });
    const error = await networkError(request(app).post(REG).timeout(150));
    expect(error).toMatch(/ECONNABORTED|Timeout/);
    expect(calls.reg).toBe(0);
    await waitFor(() => faults.list()[0]?.held === 0);
  });

  it('hang: removing the rule releases the held socket', async () => {
    const { app, faults } = await setup({ id: 'stuck', kind: 'hang' });
    const pending = networkError(request(app).post(REG));
    await waitFor(() => faults.list()[0]?.held === 1);
    faults.remove('stuck');
    expect(await pending).toMatch(/ECONNRESET|socket hang up/);
  });

  it('dropResponse: the handler commits, the client gets no reply', async () => {
    const { app, calls } = await setup({ kind: 'dropResponse', scope: { path: REG }, times: 1 });
    expect(await networkError(request(app).post(REG))).toMatch(/ECONNRESET|socket hang up/);
    expect(calls.reg).toBe(1);
    const retry = await request(app).post(REG);
    expect(retry.body).toEqual({ status: 0, msg: '注册成功.请登录' });
    expect(calls.reg).toBe(2);
  });

  it('`times`: "fail the next 2 position/list.do calls with reset", then recover', async () => {
    const { app, calls } = await setup({ kind: 'reset', scope: { path: POSITIONS }, times: 2 });
    await networkError(request(app).get(POSITIONS));
    await networkError(request(app).get(POSITIONS));
    expect((await request(app).get(POSITIONS)).status).toBe(200);
    expect(calls.positions).toBe(1);
  });

  it('frame and user scopes: only that device frame, only that user', async () => {
    const { app } = await setup(
      { kind: 'http500', scope: { frame: 'pixel-7' } },
      { kind: 'http400', scope: { userId: 9 } },
    );
    expect((await request(app).get(POSITIONS).set(FRAME_HEADER, 'pixel-7')).status).toBe(500);
    expect((await request(app).get(POSITIONS).set(FRAME_HEADER, 'iphone-15')).status).toBe(200);
    expect((await request(app).get(POSITIONS).set('USERTOKEN', '9')).status).toBe(400);
    expect((await request(app).get(POSITIONS).set('USERTOKEN', '8')).status).toBe(200);
  });

  it('a seeded share of calls fails the same way on every run', async () => {
    const run = async () => {
      const { app } = await setup({ kind: 'http500', probability: 0.5, seed: 7 });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await request(app).get(POSITIONS)).status);
      return statuses;
    };
    const first = await run();
    expect(new Set(first)).toEqual(new Set([200, 500]));
    expect(await run()).toEqual(first);
  });
});
