// Login, registration, checkPhone and getUserInfo (api-contract §6, §11.11).
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { verifyPassword } from '../../../fixtures/src/password';
import { NAMED_USERS } from '../../../fixtures/src/users';
import { userInfo } from '../../../src/api/contracts/models/user';
import { findUserByPhone } from '../store/users';
import { loginAs, testServer, type TestServer } from '../testing';

const login = (server: TestServer, form: Record<string, string>) =>
  request(server.app).post('/api/user/login.do').type('form').send(form);

const register = (server: TestServer, form: Record<string, string>) =>
  request(server.app).post('/api/user/reg.do').type('form').send(form);

/** Fetches a captcha for `uid` and reads its text from the store. */
const captcha = async (server: TestServer, uid: string): Promise<string> => {
  const res = await request(server.app).get('/code/getCode.do').query({ uid });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  const code = server.store.captchas.get(uid);
  if (code === undefined) throw new Error('no captcha stored');
  return code;
};

describe('POST /api/user/login.do', () => {
  const { verified, loginLocked } = NAMED_USERS;

  it('succeeds with 登陆成功 and {key: "USERTOKEN", token}', async () => {
    const server = testServer();
    const res = await login(server, { phone: verified.phone, userPwd: verified.password });
    expect(res.body).toEqual({
      status: 0,
      msg: '登陆成功',
      data: { key: 'USERTOKEN', token: expect.stringMatching(/^USER/) as unknown },
    });
    const log = server.store.db.siteLoginLogs.at(-1);
    expect(log).toMatchObject({ userName: '张伟', addTime: server.clock.now() });
  });

  it('blank phone or password → 手机号和密码不能为空', async () => {
    const server = testServer();
    for (const form of [
      { phone: ' ', userPwd: verified.password },
      { phone: verified.phone, userPwd: '' },
    ]) {
      expect((await login(server, form)).body).toEqual({ status: 1, msg: '手机号和密码不能为空' });
    }
  });

  it('wrong password or unknown phone → 登陆失败，用户名密码错误', async () => {
    const server = testServer();
    for (const form of [
      { phone: verified.phone, userPwd: 'wrong-one' },
      { phone: '13999999999', userPwd: verified.password },
      // A locked account with a wrong password fails on the password first.
      { phone: loginLocked.phone, userPwd: 'wrong-one' },
    ]) {
      expect((await login(server, form)).body).toEqual({
        status: 1,
        msg: '登陆失败，用户名密码错误',
      });
    }
  });

  it('a login-locked account → 登陆失败, 账户被锁定', async () => {
    const server = testServer();
    const res = await login(server, { phone: loginLocked.phone, userPwd: loginLocked.password });
    expect(res.body).toEqual({ status: 1, msg: '登陆失败, 账户被锁定' });
  });

  it('the fresh (unverified, trade-locked) user may log in', async () => {
    const server = testServer();
    await expect(loginAs(server, 'fresh')).resolves.toMatch(/^USER/);
  });
});

describe('registration: getCode → reg.do', () => {
  const form = (code: string, uid = 'u-1') => ({
    phone: '13712345678',
    userPwd: 'newpass1',
    yzmCode: code,
    uid,
    agentCode: '',
  });

  it('registers a new user with the captcha text (any case) and lets it log in', async () => {
    const server = testServer();
    const code = await captcha(server, 'u-1');
    const res = await register(server, form(code.toUpperCase()));
    expect(res.body).toEqual({ status: 0, msg: '注册成功.请登录' });

    const user = findUserByPhone(server.store, '13712345678');
    expect(user).toMatchObject({
      agentId: 0,
      agentName: '无代理',
      accountType: 0,
      isLock: 1,
      isActive: 0,
      isLogin: 0,
      userAmt: 0,
      enableAmt: 0,
      userIndexAmt: 0,
      enableIndexAmt: 0,
      userFutAmt: 0,
      enableFutAmt: 0,
      djzj: 0,
      tradingAmount: 0,
      regTime: server.clock.now(),
      regIp: expect.any(String) as unknown,
      regAddress: expect.any(String) as unknown,
    });
    expect(user?.userPwd).not.toContain('newpass1');
    expect(verifyPassword('newpass1', user?.userPwd)).toBe(true);

    const ok = await login(server, { phone: '13712345678', userPwd: 'newpass1' });
    expect(ok.body).toMatchObject({ status: 0, msg: '登陆成功' });
  });

  it('a phone already registered → 注册失败, 手机号已注册', async () => {
    const server = testServer();
    const code = await captcha(server, 'u-2');
    const res = await register(server, { ...form(code, 'u-2'), phone: NAMED_USERS.fresh.phone });
    expect(res.body).toEqual({ status: 1, msg: '注册失败, 手机号已注册' });
  });

  it('a wrong, unknown-uid or expired code → 验证码错误,请重新输入', async () => {
    const server = testServer();
    const code = await captcha(server, 'u-3');
    const wrong = code === 'zzzz' ? 'yyyy' : 'zzzz';
    expect((await register(server, form(wrong, 'u-3'))).body).toEqual({
      status: 1,
      msg: '验证码错误,请重新输入',
    });
    expect((await register(server, form(code, 'other-uid'))).body).toMatchObject({ status: 1 });
    server.clock.advance(300_000);
    expect((await register(server, form(code, 'u-3'))).body).toEqual({
      status: 1,
      msg: '验证码错误,请重新输入',
    });
  });

  it('a blank phone, password or code → 注册失败, 参数不能为空', async () => {
    const server = testServer();
    const code = await captcha(server, 'u-4');
    for (const patch of [{ phone: '' }, { userPwd: ' ' }, { yzmCode: '' }]) {
      const res = await register(server, { ...form(code, 'u-4'), ...patch });
      expect(res.body).toEqual({ status: 1, msg: '注册失败, 参数不能为空' });
    }
    // yzmCode absent defaults to "" (blank), not HTTP 400.
    const { yzmCode: _omit, ...withoutCode } = form(code, 'u-4');
    expect((await register(server, withoutCode)).body).toMatchObject({ status: 1 });
  });

  it('a missing uid is a Spring 400', async () => {
    const server = testServer();
    const { uid: _omit, ...withoutUid } = form('abcd');
    const res = await register(server, withoutUid);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "Required String parameter 'uid' is not present" });
  });

  it('a failed insert answers status 0 注册出错, 请重试 (reference quirk, via the fault hook)', async () => {
    const server = testServer();
    const before = server.store.db.users.length;
    const code = await captcha(server, 'u-5');
    server.store.faults.arm('user.insert');
    expect((await register(server, form(code, 'u-5'))).body).toEqual({
      status: 0,
      msg: '注册出错, 请重试',
    });
    expect(server.store.db.users).toHaveLength(before);
    // The fault is used up: the retry succeeds.
    expect((await register(server, form(code, 'u-5'))).body).toMatchObject({
      status: 0,
      msg: '注册成功.请登录',
    });
  });

  it('getCode needs uid (400) and never caches', async () => {
    const server = testServer();
    expect((await request(server.app).get('/code/getCode.do')).status).toBe(400);
    const res = await request(server.app).get('/code/getCode.do?uid=x');
    expect(res.headers['cache-control']).toContain('no-store');
    const body: unknown = res.body;
    expect(Buffer.isBuffer(body) ? body.toString('utf8') : res.text).toMatch(/^<svg /);
  });
});

describe('registration with the SMS code and an invitation code (ADR 0006)', () => {
  const phone = '13712340000';
  const form = (patch: Record<string, string> = {}) => ({
    phone,
    userPwd: 'newpass1',
    yzmCode: '',
    uid: 'no-captcha',
    agentCode: '',
    ...patch,
  });
  const smsCode = async (server: TestServer, to = phone): Promise<string> => {
    const res = await request(server.app).get('/api/sms/sendRegSms.do').query({ phoneNum: to });
    expect(res.body).toEqual({ status: 0, msg: '发送成功' });
    const code = server.store.smsCodes.get(to)?.code;
    if (!code) throw new Error('no SMS code stored');
    return code;
  };

  it('registers with the SMS code of the phone and uses the code up', async () => {
    const server = testServer();
    const code = await smsCode(server);
    expect((await register(server, form({ yzmCode: code }))).body).toEqual({
      status: 0,
      msg: '注册成功.请登录',
    });
    expect(server.store.smsCodes.get(phone)).toBeUndefined();
    expect(findUserByPhone(server.store, phone)).toMatchObject({ agentId: 0, agentName: '无代理' });
  });

  it("another phone's code, a wrong code or an expired one (1 minute) → 验证码错误,请重新输入", async () => {
    const server = testServer();
    const other = await smsCode(server, '13712349999');
    const code = await smsCode(server);
    const wrong = code === '0000' ? '1111' : '0000';
    for (const yzmCode of [wrong, other === code ? wrong : other]) {
      expect((await register(server, form({ yzmCode }))).body).toEqual({
        status: 1,
        msg: '验证码错误,请重新输入',
      });
    }
    server.clock.advance(60_000);
    expect((await register(server, form({ yzmCode: code }))).body).toEqual({
      status: 1,
      msg: '验证码错误,请重新输入',
    });
  });

  it('an existing agent code attaches the user to that agent', async () => {
    const server = testServer();
    const agent = server.store.db.agents[0]!;
    const code = await smsCode(server);
    const res = await register(server, form({ yzmCode: code, agentCode: agent.agentCode }));
    expect(res.body).toMatchObject({ status: 0 });
    expect(findUserByPhone(server.store, phone)).toMatchObject({
      agentId: agent.id,
      agentName: agent.agentName,
    });
  });

  it('an unknown agent code → 注册失败, 邀请码不存在; a locked one → 注册失败, 邀请码已停用', async () => {
    const server = testServer();
    const code = await smsCode(server);
    expect((await register(server, form({ yzmCode: code, agentCode: '000000' }))).body).toEqual({
      status: 1,
      msg: '注册失败, 邀请码不存在',
    });
    server.store.tables.agents.insert({
      agentName: '停用营业部',
      agentCode: '777777',
      agentPhone: '18800000000',
      isLock: 1,
      addTime: 0,
    });
    expect((await register(server, form({ yzmCode: code, agentCode: '777777' }))).body).toEqual({
      status: 1,
      msg: '注册失败, 邀请码已停用',
    });
    // Nothing was created and the code is still usable.
    expect(findUserByPhone(server.store, phone)).toBeUndefined();
    expect(server.store.smsCodes.get(phone)?.code).toBe(code);
  });

  it('an already registered phone with a valid SMS code → 注册失败, 手机号已注册', async () => {
    const server = testServer();
    const taken = NAMED_USERS.fresh.phone;
    const code = await smsCode(server, taken);
    expect((await register(server, form({ phone: taken, yzmCode: code }))).body).toEqual({
      status: 1,
      msg: '注册失败, 手机号已注册',
    });
  });
});

describe('/api/user/checkPhone.do', () => {
  it('status 0 用户已存在 when the phone exists, status 1 用户不存在 otherwise', async () => {
    const server = testServer();
    const check = (query: Record<string, string>) =>
      request(server.app).post('/api/user/checkPhone.do').type('form').send(query);
    expect((await check({ phoneNum: NAMED_USERS.verified.phone })).body).toEqual({
      status: 0,
      msg: '用户已存在',
    });
    expect((await check({ phoneNum: '13000000000' })).body).toEqual({
      status: 1,
      msg: '用户不存在',
    });
    expect((await check({})).body).toEqual({ status: 1, msg: '用户不存在' });
  });
});

describe('/user/getUserInfo.do', () => {
  it('returns the UserInfoVO of the store row, without any password', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    const res = await request(server.app).post('/user/getUserInfo.do').set('USERTOKEN', token);
    const row = findUserByPhone(server.store, NAMED_USERS.verified.phone);
    expect(res.body).toMatchObject({ status: 0, msg: '' });
    const data = userInfo.parse((res.body as { data: unknown }).data);
    expect(data).toMatchObject({
      id: row?.id,
      phone: row?.phone,
      isActive: 2,
      isLock: 0,
      enableAmt: row?.enableAmt,
      userAmt: row?.userAmt,
      enableIndexAmt: row?.enableIndexAmt,
      enableFuturesAmt: row?.enableFutAmt,
      allProfitAndLose: 0,
      allFreezAmt: 0,
      siteLever: null,
    });
    expect(res.text).not.toMatch(/userPwd|withPwd|withdrawalPwd|scrypt/);
  });

  it('reflects the store as it is now (fresh row, not the login-time copy)', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    const row = findUserByPhone(server.store, NAMED_USERS.verified.phone);
    if (row) row.enableAmt = 1234.5;
    const res = await request(server.app).get('/user/getUserInfo.do').set('USERTOKEN', token);
    expect(res.body).toMatchObject({ data: { enableAmt: 1234.5 } });
  });
});

describe('getUserInfo.do frozen margins and realised P/L (§11.11)', () => {
  it('sums open positions’ margins and funding margins, and closed positions’ P/L', async () => {
    const server = testServer();
    const token = await loginAs(server, 'trader');
    const res = await request(server.app).post('/user/getUserInfo.do').set('USERTOKEN', token);
    const info = (res.body as { data: Record<string, number | null> }).data;
    const user = findUserByPhone(server.store, NAMED_USERS.trader.phone)!;
    const positions = server.store.tables.userPositions.where('userId', user.id);
    const open = positions.filter((p) => !p.sellOrderId);
    const margins = open.reduce(
      (acc, p) =>
        acc +
        Math.round(((p.orderTotalPrice ?? 0) / (p.orderLever || 1)) * 100) / 100 +
        (p.marginAdd ?? 0),
      0,
    );
    expect(open.length).toBeGreaterThan(0);
    expect(info.allFreezAmt).toBeCloseTo(margins, 2);
    const closed = positions.filter((p) => p.sellOrderId);
    expect(info.accountProfitAndLose).toBeCloseTo(
      closed.reduce((acc, p) => acc + (p.allProfitAndLose ?? 0), 0),
      2,
    );
    expect(info.allIndexFreezAmt).toBeGreaterThan(0);
  });

  it('a new user has nothing frozen and no realised P/L', async () => {
    const server = testServer();
    const token = await loginAs(server, 'fresh');
    const res = await request(server.app).post('/user/getUserInfo.do').set('USERTOKEN', token);
    expect(res.body).toMatchObject({
      data: { allFreezAmt: 0, accountProfitAndLose: null, allIndexFreezAmt: 0 },
    });
  });
});
