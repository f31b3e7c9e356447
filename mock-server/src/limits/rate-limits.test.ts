// Issue 17 #3, as an attacker tried it: the 4-digit reset code brute-forced in 3.2 s (8,718
// requests), and no lockout after 30 wrong logins. Each limit refuses what it should, says how long
// to wait, and lets the owner in again afterwards.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { LIMIT_TEXT } from '../../../src/api/contracts/limit-texts';
import { MAX_CAPTCHAS } from '../store/captchas';
import { HOUR, testServer, type TestServer } from '../testing';

import { WindowCounter } from './window-counter';

const WRONG_RESET = '修改密码失败，验证码错误';
const WRONG_REG = '验证码错误,请重新输入';
const LOGIN_WRONG = '登陆失败，用户名密码错误';

const sendForget = (server: TestServer, phone: string, forwardedFor?: string) => {
  const req = request(server.app).get('/api/sms/sendForgetSms.do').query({ phoneNum: phone });
  return forwardedFor ? req.set('X-Forwarded-For', forwardedFor) : req;
};
const sendReg = (server: TestServer, phone: string) =>
  request(server.app).get('/api/sms/sendRegSms.do').query({ phoneNum: phone });

const codeOf = (server: TestServer, phone: string): string => {
  const code = server.store.smsCodes.get(phone)?.code;
  if (!code) throw new Error(`no live code for ${phone}`);
  return code;
};
/** A 4-digit code that is not `code`. */
const wrong = (code: string, i = 0): string =>
  String((Number(code) + 1 + i) % 10_000).padStart(4, '0');

const reset = (server: TestServer, phone: string, code: string, newPwd = 'Taken.123') =>
  request(server.app)
    .post('/api/user/updatePwd.do')
    .type('form')
    .send({ phoneNum: phone, code, newPwd });
const register = (server: TestServer, phone: string, code: string) =>
  request(server.app)
    .post('/api/user/reg.do')
    .type('form')
    .send({ phone, userPwd: 'abc12345', yzmCode: code, uid: 'u1', agentCode: '' });
const login = (server: TestServer, phone: string, userPwd: string, forwardedFor?: string) => {
  const req = request(server.app).post('/api/user/login.do').type('form');
  if (forwardedFor) void req.set('X-Forwarded-For', forwardedFor);
  return req.send({ phone, userPwd });
};

const msgOf = (res: request.Response): string => (res.body as { msg: string }).msg;
const waitOf = (res: request.Response): number => Number(res.headers['retry-after']);

const { verified, trader, fresh } = NAMED_USERS;

describe('SMS codes: at most 5 wrong tries per code (issue 17 #3)', () => {
  it('the sixth try is refused even with the right code; the password stays', async () => {
    const server = testServer();
    await sendForget(server, verified.phone);
    const code = codeOf(server, verified.phone);
    for (let i = 0; i < 4; i++) {
      expect(msgOf(await reset(server, verified.phone, wrong(code, i)))).toBe(WRONG_RESET);
    }
    // The fifth wrong try voids the code and says a new one is needed.
    expect(msgOf(await reset(server, verified.phone, wrong(code, 4)))).toBe(LIMIT_TEXT.codeVoid);
    const sixth = await reset(server, verified.phone, code);
    expect(sixth.body).toEqual({ status: 1, msg: LIMIT_TEXT.codeVoid });
    // The account was not taken over: the old password still logs in.
    expect((await login(server, verified.phone, verified.password)).body).toMatchObject({
      status: 0,
    });
    // A new code works at once.
    await sendForget(server, verified.phone);
    const fresh = codeOf(server, verified.phone);
    expect((await reset(server, verified.phone, fresh)).body).toMatchObject({ status: 0 });
  });

  it('the same holds for the registration code', async () => {
    const server = testServer();
    const phone = '13912345678';
    await sendReg(server, phone);
    const code = codeOf(server, phone);
    for (let i = 0; i < 4; i++)
      expect(msgOf(await register(server, phone, wrong(code, i)))).toBe(WRONG_REG);
    expect(msgOf(await register(server, phone, wrong(code, 4)))).toBe(LIMIT_TEXT.codeVoid);
    expect(msgOf(await register(server, phone, code))).toBe(LIMIT_TEXT.codeVoid);
    // The control API no longer lists a void code.
    expect(server.store.smsCodes.list().map((c) => c.phone)).not.toContain(phone);
  });

  it('brute force over the whole code space gets nowhere', async () => {
    const server = testServer();
    await sendForget(server, trader.phone);
    const code = codeOf(server, trader.phone);
    let changed = 0;
    // Every guess but the right one, as a script walking the code space would meet them.
    for (let guess = 0, sent = 0; sent < 60; guess++) {
      const typed = String(guess).padStart(4, '0');
      if (typed === code) continue;
      sent += 1;
      const res = await reset(server, trader.phone, typed);
      if ((res.body as { status: number }).status === 0) changed += 1;
    }
    // Even the right code, sent last, is refused.
    expect((await reset(server, trader.phone, code)).body).toMatchObject({ status: 1 });
    expect(changed).toBe(0);
  });
});

describe('code checks per phone and per address', () => {
  it('a phone takes 10 code checks an hour, right or wrong, whatever the code', async () => {
    const server = testServer();
    server.store.limits.configure({ smsPerPhone: { max: 100, windowMs: HOUR } });
    for (let round = 0; round < 3; round++) {
      await sendForget(server, verified.phone);
      const code = codeOf(server, verified.phone);
      for (let i = 0; i < 4 && round * 4 + i < 10; i++) {
        expect(msgOf(await reset(server, verified.phone, wrong(code, i)))).toBe(WRONG_RESET);
      }
    }
    await sendForget(server, verified.phone);
    const res = await reset(server, verified.phone, codeOf(server, verified.phone));
    expect(msgOf(res)).toMatch(/^操作过于频繁，请\d+秒后再试$/);
    expect(waitOf(res)).toBeGreaterThan(HOUR / 1000 - 60);
    server.clock.advance(HOUR);
    await sendForget(server, verified.phone);
    expect(
      (await reset(server, verified.phone, codeOf(server, verified.phone))).body,
    ).toMatchObject({ status: 0 });
  });

  it('wrong codes spread over many phones from one address are limited too', async () => {
    const server = testServer();
    server.store.limits.configure({ codeFailuresPerAddress: { max: 3, windowMs: HOUR } });
    for (const phone of ['13900000001', '13900000002', '13900000003']) {
      await sendReg(server, phone);
      expect(msgOf(await register(server, phone, wrong(codeOf(server, phone))))).toBe(WRONG_REG);
    }
    await sendReg(server, '13900000004');
    const res = await register(server, '13900000004', codeOf(server, '13900000004'));
    expect(msgOf(res)).toMatch(/^操作过于频繁/);
  });
});

describe('SMS sending per phone and per address', () => {
  it('5 SMS to one phone an hour; the sixth says how long to wait', async () => {
    const server = testServer();
    for (let i = 0; i < 5; i++) {
      expect((await sendForget(server, verified.phone)).body).toEqual({
        status: 0,
        msg: '发送成功',
      });
    }
    const res = await sendForget(server, verified.phone);
    expect(res.body).toEqual({ status: 1, msg: `操作过于频繁，请${waitOf(res)}秒后再试` });
    expect(waitOf(res)).toBe(HOUR / 1000);
    // Register and forget SMS share the phone's count.
    expect(msgOf(await sendReg(server, verified.phone))).toMatch(/^操作过于频繁/);
    server.clock.advance(HOUR);
    expect(msgOf(await sendForget(server, verified.phone))).toBe('发送成功');
  });

  it('one address cannot spray SMS over many phones, X-Forwarded-For or not', async () => {
    const server = testServer();
    server.store.limits.configure({ smsPerAddress: { max: 3, windowMs: HOUR } });
    for (let i = 0; i < 3; i++) {
      expect(msgOf(await sendReg(server, `1390000000${i}`))).toBe('发送成功');
    }
    const spoofed = await sendForget(server, '13900000009', '203.0.113.7');
    expect(msgOf(spoofed)).toMatch(/^操作过于频繁/);
  });
});

describe('login backoff per phone (issue 17 #3: no lockout after 30 wrong logins)', () => {
  it('after 5 wrong passwords the next try waits 30 s, the right password too', async () => {
    const server = testServer();
    for (let i = 0; i < 4; i++) {
      expect(msgOf(await login(server, verified.phone, `wrong-${i}`))).toBe(LOGIN_WRONG);
    }
    const fifth = await login(server, verified.phone, 'wrong-4');
    expect(fifth.body).toEqual({ status: 1, msg: '登录失败次数过多，请30秒后再试' });
    expect(waitOf(fifth)).toBe(30);

    const right = await login(server, verified.phone, verified.password);
    expect(msgOf(right)).toMatch(/^登录失败次数过多，请\d+秒后再试$/);

    server.clock.advance(30_000);
    // One more wrong try doubles the wait.
    expect(msgOf(await login(server, verified.phone, 'wrong-5'))).toBe(
      '登录失败次数过多，请60秒后再试',
    );
    server.clock.advance(60_000);
    expect((await login(server, verified.phone, verified.password)).body).toMatchObject({
      status: 0,
    });
    // The right password ends the run: the next wrong one is a plain wrong one again.
    expect(msgOf(await login(server, verified.phone, 'wrong-6'))).toBe(LOGIN_WRONG);
  });

  it('30 wrong logins in a row never reach the password check again', async () => {
    const server = testServer();
    const replies = new Set<string>();
    for (let i = 0; i < 30; i++) replies.add(msgOf(await login(server, trader.phone, `x${i}`)));
    expect(msgOf(await login(server, trader.phone, trader.password))).toMatch(/^登录失败次数过多/);
    expect([...replies].some((m) => m.startsWith('登录失败次数过多'))).toBe(true);
    // Other phones are not affected.
    expect((await login(server, fresh.phone, fresh.password)).body).toMatchObject({ status: 0 });
  });

  it('the owner gets in after a password reset, whatever someone else ran up', async () => {
    const server = testServer();
    for (let i = 0; i < 5; i++) await login(server, verified.phone, 'not-it');
    expect(msgOf(await login(server, verified.phone, verified.password))).toMatch(
      /^登录失败次数过多/,
    );
    await sendForget(server, verified.phone);
    await reset(server, verified.phone, codeOf(server, verified.phone), 'Mine.4567');
    expect((await login(server, verified.phone, 'Mine.4567')).body).toMatchObject({ status: 0 });
  });

  it('the wait is capped at 15 minutes', async () => {
    const server = testServer();
    for (let i = 0; i < 5; i++) await login(server, trader.phone, 'nope');
    for (let i = 0; i < 10; i++) {
      server.clock.advance(16 * 60_000);
      await login(server, trader.phone, 'nope');
    }
    expect(waitOf(await login(server, trader.phone, trader.password))).toBe(15 * 60);
  });
});

describe('login per address', () => {
  it('limits login tries from one address, X-Forwarded-For or not', async () => {
    const server = testServer();
    server.store.limits.configure({ loginsPerAddress: { max: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i++) {
      expect((await login(server, verified.phone, verified.password)).body).toMatchObject({
        status: 0,
      });
    }
    const res = await login(server, fresh.phone, fresh.password, '198.51.100.9');
    expect(res.body).toEqual({ status: 1, msg: '操作过于频繁，请60秒后再试' });
    server.clock.advance(60_000);
    expect((await login(server, fresh.phone, fresh.password)).body).toMatchObject({ status: 0 });
  });

  it('wrong passwords over many phones from one address (credential stuffing) are limited', async () => {
    const server = testServer();
    server.store.limits.configure({ loginFailuresPerAddress: { max: 3, windowMs: HOUR } });
    for (const phone of [verified.phone, trader.phone, '13911112222']) {
      expect(msgOf(await login(server, phone, 'guess123'))).toBe(LOGIN_WRONG);
    }
    expect(msgOf(await login(server, fresh.phone, fresh.password))).toMatch(/^操作过于频繁/);
  });
});

describe('memory stays bounded whatever names a caller makes up', () => {
  it('keeps at most MAX_CAPTCHAS image captchas, the newest', async () => {
    const server = testServer();
    for (let i = 0; i < MAX_CAPTCHAS + 50; i++) server.store.captchas.set(`uid-${i}`, 'abcd');
    expect(server.store.captchas.size).toBe(MAX_CAPTCHAS);
    expect(server.store.captchas.get('uid-0')).toBeUndefined();
    expect(server.store.captchas.get(`uid-${MAX_CAPTCHAS + 49}`)).toBe('abcd');
    // The endpoint stores through the same cap.
    await request(server.app).get('/code/getCode.do').query({ uid: 'one-more' });
    expect(server.store.captchas.size).toBe(MAX_CAPTCHAS);
  });

  it('forgets phones whose window has passed', () => {
    let now = 0;
    const counter = new WindowCounter(() => ({ max: 5, windowMs: 1_000 }));
    for (let i = 0; i < 999; i++) counter.hit(`1390000${i}`, now);
    now += 2_000;
    counter.hit('13800000000', now);
    expect(counter.size).toBe(1);
  });
});
