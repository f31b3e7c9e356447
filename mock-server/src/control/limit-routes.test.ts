// Control API for the attempt limits: read, change, forget the counts; a state reset puts the
// defaults back and forgets every count.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { DEFAULT_LIMITS, type LimitConfig } from '../limits/limit-config';
import { controlOperations, testServer, type TestServer } from '../testing';

const { verified } = NAMED_USERS;

const limitsOf = async (server: TestServer): Promise<LimitConfig> =>
  ((await request(server.app).get('/__harness/limits')).body as { limits: LimitConfig }).limits;

const wrongLogin = (server: TestServer) =>
  request(server.app)
    .post('/api/user/login.do')
    .type('form')
    .send({ phone: verified.phone, userPwd: 'wrong-one' });

/** Five wrong passwords: the phone is then in its backoff. */
const lockOut = async (server: TestServer) => {
  for (let i = 0; i < DEFAULT_LIMITS.loginBackoff.freeFailures; i++) await wrongLogin(server);
  const res = await request(server.app)
    .post('/api/user/login.do')
    .type('form')
    .send({ phone: verified.phone, userPwd: verified.password });
  return (res.body as { msg: string }).msg;
};

const rightLogin = async (server: TestServer) =>
  (
    (
      await request(server.app)
        .post('/api/user/login.do')
        .type('form')
        .send({ phone: verified.phone, userPwd: verified.password })
    ).body as { status: number }
  ).status;

describe('control API: limits', () => {
  it('is listed by GET /__harness/ and shows the defaults', async () => {
    const server = testServer();
    const ops = await controlOperations(server);
    expect(ops).toEqual(
      expect.arrayContaining([
        'GET /__harness/limits',
        'PUT /__harness/limits',
        'DELETE /__harness/limits/counts',
      ]),
    );
    expect(await limitsOf(server)).toEqual(DEFAULT_LIMITS);
  });

  it('shows how many tries each address made in the window', async () => {
    const server = testServer();
    await request(server.app).get('/api/sms/sendRegSms.do').query({ phoneNum: '13912340000' });
    await wrongLogin(server);
    const { addresses } = (await request(server.app).get('/__harness/limits')).body as {
      addresses: Record<string, Record<string, number>>;
    };
    expect(Object.values(addresses)).toEqual([
      { smsPerAddress: 1, loginsPerAddress: 1, loginFailuresPerAddress: 1 },
    ]);
  });

  it('changes some limits and keeps the rest; refuses what is not a limit', async () => {
    const server = testServer();
    const res = await request(server.app)
      .put('/__harness/limits')
      .send({ loginsPerAddress: { max: 100_000, windowMs: 60_000 } });
    expect(res.status).toBe(200);
    expect(await limitsOf(server)).toEqual({
      ...DEFAULT_LIMITS,
      loginsPerAddress: { max: 100_000, windowMs: 60_000 },
    });
    for (const body of [{ codeTries: 0 }, { nope: 1 }, { smsPerPhone: { max: 1 } }]) {
      expect((await request(server.app).put('/__harness/limits').send(body)).status).toBe(400);
    }
  });

  it('DELETE …/counts ends a login backoff', async () => {
    const server = testServer();
    expect(await lockOut(server)).toMatch(/^登录失败次数过多/);
    await request(server.app).delete('/__harness/limits/counts').send({}).expect(200);
    expect(await rightLogin(server)).toBe(0);
  });

  it('a state reset puts the default limits back and forgets every count', async () => {
    const server = testServer();
    await request(server.app).put('/__harness/limits').send({ codeTries: 2 }).expect(200);
    expect(await lockOut(server)).toMatch(/^登录失败次数过多/);
    await request(server.app).post('/__harness/state/reset').send({}).expect(200);
    expect(await limitsOf(server)).toEqual(DEFAULT_LIMITS);
    expect(await rightLogin(server)).toBe(0);
  });
});
