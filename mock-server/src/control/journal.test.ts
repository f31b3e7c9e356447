// The journal as the harness reads it: who called what (passwords masked), what came back, which
// fault answered, and calls that never got a reply.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { fakeClock } from '../testing';

import { faultMiddleware } from './fault-middleware';
import { FaultRegistry, FRAME_HEADER, type FaultRuleInput } from './faults';
import { BodySample, Journal, journalMiddleware, MASK, maskedParams } from './journal';

const LOGIN = '/api/user/login.do';
const REG = '/api/user/reg.do';
const CAPTCHA = '/code/getCode.do';

const setup = (rules: FaultRuleInput[] = [], journal = new Journal()) => {
  const clock = fakeClock();
  const faults = new FaultRegistry(clock);
  faults.add(rules);
  const userIdOf = (req: express.Request) => Number(req.get('USERTOKEN')) || undefined;
  const app = express();
  app.use(journalMiddleware({ journal, clock, userIdOf }));
  app.use(express.urlencoded({ extended: false }));
  app.use(faultMiddleware({ faults, clock, userIdOf }));
  app.all([LOGIN, REG], (_req, res) => {
    clock.advance(1);
    res.json({ status: 0, msg: 'ok', data: 'x'.repeat(5000) });
  });
  app.get(CAPTCHA, (_req, res) => {
    res.type('image/png').send(Buffer.alloc(300));
  });
  app.get('/__harness/journal', (_req, res) => {
    res.json(journal.list());
  });
  return { app, journal, clock };
};

describe('journal middleware', () => {
  it('records method, path, params, token, user, frame, status, latency and a body sample', async () => {
    const { app, journal, clock } = setup();
    await request(app)
      .post(`${LOGIN}?lang=en`)
      .set('USERTOKEN', '12')
      .set(FRAME_HEADER, 'pixel-7')
      .type('form')
      .send({ phone: '13800000000', userPwd: 'secret1', newPwd: 'n', Password2: 'p' });
    const [entry] = journal.list();
    expect(entry).toMatchObject({
      seq: 1,
      time: clock.now() - 1,
      method: 'POST',
      path: LOGIN,
      params: { lang: 'en', phone: '13800000000', userPwd: MASK, newPwd: MASK, Password2: MASK },
      hasToken: true,
      userId: 12,
      frame: 'pixel-7',
      status: 200,
      bodyBytes: expect.any(Number) as number,
    });
    expect(entry?.latencyMs).toBeGreaterThanOrEqual(0);
    expect(entry?.body).toHaveLength(2048);
    expect(entry?.bodyBytes).toBeGreaterThan(5000);
    expect(entry?.fault).toBeUndefined();
    expect(JSON.stringify(journal.list())).not.toContain('secret1');
  });

  it('records the fault that answered, and a reset as closed without a reply', async () => {
    const { app, journal } = setup([{ id: 'r', kind: 'reset', scope: { path: REG } }]);
    await request(app)
      .post(REG)
      .catch(() => undefined);
    await request(app).post(LOGIN);
    await waitFor(() => journal.list().length === 2);
    expect(journal.list().map(({ path, status, fault }) => ({ path, status, fault }))).toEqual([
      { path: REG, status: null, fault: { id: 'r', kind: 'reset' } },
      { path: LOGIN, status: 200, fault: undefined },
    ]);
  });

  it('keeps what a dropped response would have said', async () => {
    const { app, journal } = setup([{ id: 'd', kind: 'dropResponse' }]);
    await request(app)
      .post(REG)
      .catch(() => undefined);
    await waitFor(() => journal.list().length === 1);
    const [entry] = journal.list();
    expect(entry).toMatchObject({
      status: null,
      fault: { id: 'd', kind: 'dropResponse', droppedStatus: 200 },
    });
    expect(entry?.body).toMatch(/^\{"status":0,"msg":"ok"/);
  });

  it('summarises binary replies and skips the harness’s own calls', async () => {
    const { app, journal } = setup();
    await request(app).get(CAPTCHA);
    await request(app).get('/__harness/journal');
    expect(journal.list()).toMatchObject([{ path: CAPTCHA, body: '[image/png, 300 bytes]' }]);
  });

  it('keeps only the newest entries', async () => {
    const { app, journal } = setup([], new Journal(3));
    for (let i = 0; i < 5; i++) await request(app).get(`${LOGIN}?i=${i}`);
    expect(journal.list().map((e) => [e.seq, e.params['i']])).toEqual([
      [3, '2'],
      [4, '3'],
      [5, '4'],
    ]);
  });
});

describe('Journal.list filters', () => {
  const journal = new Journal();
  const base = { time: 0, method: 'GET', params: {}, hasToken: false, latencyMs: 1, bodyBytes: 0 };
  journal.record({ ...base, path: LOGIN, status: 200, frame: 'a', userId: 1 });
  journal.record({ ...base, path: REG, status: 500, frame: 'b' });
  journal.record({ ...base, path: LOGIN, status: null, frame: 'b', userId: 1 });

  it.each([
    [{ frame: 'b' }, [2, 3]],
    [{ userId: 1 }, [1, 3]],
    [{ path: 'login' }, [1, 3]],
    [{ status: 500 }, [2]],
    [{ status: 'none' as const }, [3]],
    [{ since: 1 }, [2, 3]],
    [{ limit: 1 }, [3]],
    [{ frame: 'b', userId: 1 }, [3]],
  ])('%o → %o', (filter, seqs) => {
    expect(journal.list(filter).map((e) => e.seq)).toEqual(seqs);
  });
});

describe('maskedParams / BodySample', () => {
  it('masks any key containing pwd or password, merges a key sent twice', () => {
    expect(
      maskedParams({ withPwd: '1', a: '1' }, { oldPwd: '2', PASSWORD: '3', a: '2', n: 4 }),
    ).toEqual({ withPwd: MASK, oldPwd: MASK, PASSWORD: MASK, a: ['1', '2'], n: '4' });
  });

  it('keeps the first bytes and counts all', () => {
    const sample = new BodySample(4);
    sample.add('ab');
    sample.add(Buffer.from('cdef'));
    expect(sample.text('application/json')).toBe('abcd');
    expect(sample.bytes).toBe(6);
  });
});

const waitFor = async (condition: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
};
