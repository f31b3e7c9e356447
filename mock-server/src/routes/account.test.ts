// SMS codes, forgotten / changed passwords, funds password, in-site messages (api-contract §6.6,
// §6.7, §7.1, §11.12, §13.10, §13.11).
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { verifyPassword } from '../../../fixtures/src/password';
import { NAMED_USERS } from '../../../fixtures/src/users';
import { findUserByPhone } from '../store/users';
import { loginAs, testServer, type TestServer } from '../testing';

const { verified, trader, fresh } = NAMED_USERS;

const sendSms = (server: TestServer, kind: 'Reg' | 'Forget', phoneNum?: string) =>
  request(server.app)
    .get(`/api/sms/send${kind}Sms.do`)
    .query(phoneNum === undefined ? {} : { phoneNum });

const codeOf = (server: TestServer, phone: string): string => {
  const code = server.store.smsCodes.get(phone)?.code;
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
};

const reset = (server: TestServer, query: Record<string, string>) =>
  request(server.app).get('/api/user/updatePwd.do').query(query);

const asUser = (server: TestServer, token: string) => ({
  get: (path: string, query: Record<string, string | number> = {}) =>
    request(server.app).get(path).set('USERTOKEN', token).query(query),
  post: (path: string, form: Record<string, string | number> = {}) =>
    request(server.app).post(path).set('USERTOKEN', token).type('form').send(form),
});

describe('/api/sms/sendRegSms.do and sendForgetSms.do', () => {
  it('issue a 4-digit code valid for 1 minute, replacing the previous one', async () => {
    const server = testServer();
    expect((await sendSms(server, 'Reg', '13700000001')).body).toEqual({
      status: 0,
      msg: '发送成功',
    });
    const first = server.store.smsCodes.get('13700000001');
    expect(first).toMatchObject({ purpose: 'register', sentAt: server.clock.now() });
    expect(first?.code).toMatch(/^\d{4}$/);
    expect(first!.expiresAt - first!.sentAt).toBe(60_000);

    await sendSms(server, 'Forget', '13700000001');
    expect(server.store.smsCodes.list()).toHaveLength(1);
    expect(server.store.smsCodes.get('13700000001')?.purpose).toBe('forget');

    server.clock.advance(60_000);
    expect(server.store.smsCodes.get('13700000001')).toBeUndefined();
  });

  it('a blank phone → 发送失败，手机号不能为空; an absent one → HTTP 400', async () => {
    const server = testServer();
    for (const kind of ['Reg', 'Forget'] as const) {
      expect((await sendSms(server, kind, ' ')).body).toEqual({
        status: 1,
        msg: '发送失败，手机号不能为空',
      });
      expect((await sendSms(server, kind)).status).toBe(400);
    }
    expect(server.store.smsCodes.list()).toEqual([]);
  });
});

describe('GET /api/user/updatePwd.do (forgotten password)', () => {
  it('changes the password with the SMS code (text in data) and uses the code up', async () => {
    const server = testServer();
    await sendSms(server, 'Forget', fresh.phone);
    const code = codeOf(server, fresh.phone);
    const res = await reset(server, { phoneNum: fresh.phone, code, newPwd: 'brandnew9' });
    expect(res.body).toEqual({ status: 0, msg: '', data: '修改密码成功！' });
    expect(verifyPassword('brandnew9', findUserByPhone(server.store, fresh.phone)?.userPwd)).toBe(
      true,
    );
    // Used once.
    expect((await reset(server, { phoneNum: fresh.phone, code, newPwd: 'again123' })).body).toEqual(
      { status: 1, msg: '修改密码失败，验证码错误' },
    );
  });

  it('a wrong, foreign or expired code → 修改密码失败，验证码错误', async () => {
    const server = testServer();
    await sendSms(server, 'Forget', fresh.phone);
    await sendSms(server, 'Forget', verified.phone);
    const code = codeOf(server, fresh.phone);
    const wrong = code === '0000' ? '1111' : '0000';
    const foreign = codeOf(server, verified.phone);
    for (const c of [wrong, foreign === code ? wrong : foreign]) {
      expect(
        (await reset(server, { phoneNum: fresh.phone, code: c, newPwd: 'x12345' })).body,
      ).toEqual({ status: 1, msg: '修改密码失败，验证码错误' });
    }
    server.clock.advance(60_000);
    expect((await reset(server, { phoneNum: fresh.phone, code, newPwd: 'x12345' })).body).toEqual({
      status: 1,
      msg: '修改密码失败，验证码错误',
    });
    expect(
      verifyPassword(fresh.password, findUserByPhone(server.store, fresh.phone)?.userPwd),
    ).toBe(true);
  });

  it('an unregistered phone with a valid code → 用户不存在', async () => {
    const server = testServer();
    await sendSms(server, 'Forget', '13700000002');
    const code = codeOf(server, '13700000002');
    expect((await reset(server, { phoneNum: '13700000002', code, newPwd: 'x12345' })).body).toEqual(
      { status: 1, msg: '用户不存在' },
    );
  });

  it('blank parameters → 参数不能为空; absent ones → HTTP 400', async () => {
    const server = testServer();
    expect((await reset(server, { phoneNum: ' ', code: '1234', newPwd: 'x' })).body).toEqual({
      status: 1,
      msg: '参数不能为空',
    });
    expect((await reset(server, { phoneNum: fresh.phone, code: '1234', newPwd: '' })).body).toEqual(
      { status: 1, msg: '参数不能为空' },
    );
    expect((await reset(server, { phoneNum: fresh.phone, code: '1234' })).status).toBe(400);
  });
});

describe('GET /user/updatePwd.do (change the login password)', () => {
  it('checks the old password, then stores the new one (修改成功)', async () => {
    const server = testServer();
    const me = asUser(server, await loginAs(server, 'verified'));
    expect((await me.get('/user/updatePwd.do', { oldPwd: 'nope', newPwd: 'abc123' })).body).toEqual(
      { status: 1, msg: '密码错误' },
    );
    expect((await me.get('/user/updatePwd.do', { oldPwd: ' ', newPwd: 'abc123' })).body).toEqual({
      status: 1,
      msg: '参数不能为空',
    });
    expect(
      (await me.get('/user/updatePwd.do', { oldPwd: verified.password, newPwd: 'abc123' })).body,
    ).toEqual({ status: 0, msg: '修改成功' });
    const row = findUserByPhone(server.store, verified.phone);
    expect(verifyPassword('abc123', row?.userPwd)).toBe(true);
  });

  it('needs a session (interceptor reply)', async () => {
    const server = testServer();
    const res = await request(server.app)
      .get('/user/updatePwd.do')
      .query({ oldPwd: 'a', newPwd: 'b' });
    expect(res.body).toEqual({ success: false, msg: '請先登錄，無權限訪問user' });
  });
});

// The funds password: funds-password.test.ts.

describe('in-site messages', () => {
  it('lists my messages newest first, counts the unread, marks them read', async () => {
    const server = testServer();
    const me = asUser(server, await loginAs(server, 'trader'));
    const traderId = findUserByPhone(server.store, trader.phone)!.id;
    const mine = server.store.db.siteMessages.filter((m) => m.userId === traderId);
    const unread = mine.filter((m) => m.status === 1).length;
    expect(unread).toBeGreaterThan(0);

    const list = await me.post('/user/cash/getMessagelist.do', {
      pageNum: 1,
      pageSize: 3,
      userId: 0,
    });
    expect(list.body).toMatchObject({ status: 0 });
    const rows = (list.body as { data: { list: { userId: number; addTime: number }[] } }).data.list;
    // The reference's paging is ineffective: every message of mine comes back.
    expect(rows).toHaveLength(mine.length);
    expect(rows.every((r) => r.userId === traderId)).toBe(true);
    expect(rows.map((r) => r.addTime)).toEqual(
      [...rows.map((r) => r.addTime)].sort((a, b) => b - a),
    );

    expect((await me.get('/user/cash/getUnreadCount.do')).body).toEqual({
      status: 0,
      msg: '',
      data: unread,
    });
    expect((await me.post('/user/cash/updateMessageStatus.do')).body).toEqual({
      status: 0,
      msg: '',
      data: '查看成功',
    });
    expect((await me.get('/user/cash/getUnreadCount.do')).body).toMatchObject({ data: 0 });
  });

  it('userId 999 lists every user; an absent userId is a 400', async () => {
    const server = testServer();
    const me = asUser(server, await loginAs(server, 'fresh'));
    const all = await me.post('/user/cash/getMessagelist.do', { userId: 999 });
    expect((all.body as { data: { total: number } }).data.total).toBe(
      server.store.db.siteMessages.length,
    );
    expect((await me.post('/user/cash/getMessagelist.do')).status).toBe(400);
    expect((await me.get('/user/cash/getUnreadCount.do')).body).toMatchObject({ data: 0 });
  });
});

describe('SMS codes in the request journal', () => {
  it('the journal entry of a send shows the code, since no SMS leaves the machine', async () => {
    const server = testServer();
    await request(server.app).get('/api/sms/sendRegSms.do?phoneNum=13712340000');
    const code = server.store.smsCodes.get('13712340000')?.code;
    const journal = (await request(server.app).get('/__harness/journal?path=sendRegSms')).body as {
      entries: { note?: string }[];
    };
    expect(code).toMatch(/^\d{4}$/);
    expect(journal.entries.at(-1)?.note).toBe(`SMS code ${code} (register) to 13712340000`);
  });
});
