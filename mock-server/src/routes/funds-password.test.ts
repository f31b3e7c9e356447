// The funds password (api-contract §11.12) and the current-password checks, as issue 17 wants
// them: hashed at rest, never answered, the current one needed to replace it, wrong tries limited;
// both password changes accepted as POST form bodies (§6.6, §6.7: any method).
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { isPasswordHash, verifyPassword } from '../../../fixtures/src/password';
import { NAMED_USERS } from '../../../fixtures/src/users';
import { FUNDS_PASSWORD_TEXT } from '../../../src/api/contracts/endpoints/trading';
import {
  WRONG_PASSWORD_LOCK_MINUTES,
  WRONG_PASSWORD_LOCKED_TEXT,
  WRONG_PASSWORD_TRIES,
} from '../../../src/api/contracts/limit-texts';
import { exportCapsule, importCapsule } from '../store/capsule';
import { applyState, exportState, parseStateDoc } from '../store/state-io';
import { findUserByPhone } from '../store/users';
import { loginAs, testServer, type TestServer } from '../testing';

const { verified, fresh } = NAMED_USERS;
/** Every verified named user's funds password (fixtures/README.md). */
const FUNDS = '123456';

const asUser = (server: TestServer, token: string) => ({
  post: (path: string, form: Record<string, string> = {}) =>
    request(server.app).post(path).set('USERTOKEN', token).type('form').send(form),
});

const rowOf = (server: TestServer, phone: string) => {
  const row = findUserByPhone(server.store, phone);
  if (!row) throw new Error(`no user ${phone}`);
  return row;
};

describe('/user/findIdWithPwd.do', () => {
  it('answers whether a funds password is set, never the password', async () => {
    const server = testServer();
    const me = asUser(server, await loginAs(server, 'verified'));
    const res = await me.post('/user/findIdWithPwd.do');
    expect(res.body).toEqual({ status: 0, msg: FUNDS_PASSWORD_TEXT.isSet });
    expect(res.text).not.toContain(FUNDS);
    expect(res.text).not.toContain('scrypt');

    const newcomer = asUser(server, await loginAs(server, 'fresh'));
    expect((await newcomer.post('/user/findIdWithPwd.do')).body).toEqual({
      status: 1,
      msg: '请设置提现密码！',
    });
  });
});

describe('/user/insertWithPwd.do', () => {
  it('sets a first funds password without an old one and stores it hashed', async () => {
    const server = testServer();
    const me = asUser(server, await loginAs(server, 'fresh'));
    expect(rowOf(server, fresh.phone).withPwd).toBeNull();
    expect((await me.post('/user/insertWithPwd.do', { withPwd: '' })).body).toEqual({
      status: 1,
      msg: '参数不能为空',
    });
    expect((await me.post('/user/insertWithPwd.do', { withPwd: '654321' })).body).toEqual({
      status: 0,
      msg: '修改成功！',
    });
    const stored = rowOf(server, fresh.phone).withPwd;
    expect(isPasswordHash(stored)).toBe(true);
    expect(stored).not.toContain('654321');
    expect(verifyPassword('654321', stored)).toBe(true);
    expect((await me.post('/user/findIdWithPwd.do')).body).toEqual({
      status: 0,
      msg: FUNDS_PASSWORD_TEXT.isSet,
    });
    expect((await me.post('/user/insertWithPwd.do')).status).toBe(400);
  });

  it('replaces a set one only with the current one', async () => {
    const server = testServer();
    const me = asUser(server, await loginAs(server, 'verified'));
    const before = rowOf(server, verified.phone).withPwd;
    expect((await me.post('/user/insertWithPwd.do', { withPwd: '654321' })).body).toEqual({
      status: 1,
      msg: FUNDS_PASSWORD_TEXT.oldMissing,
    });
    expect(
      (await me.post('/user/insertWithPwd.do', { withPwd: '654321', oldWithPwd: '000000' })).body,
    ).toEqual({ status: 1, msg: FUNDS_PASSWORD_TEXT.oldWrong });
    expect(rowOf(server, verified.phone).withPwd).toBe(before);

    expect(
      (await me.post('/user/insertWithPwd.do', { withPwd: '654321', oldWithPwd: FUNDS })).body,
    ).toEqual({ status: 0, msg: '修改成功！' });
    expect(verifyPassword('654321', rowOf(server, verified.phone).withPwd)).toBe(true);
    expect(verifyPassword(FUNDS, rowOf(server, verified.phone).withPwd)).toBe(false);
  });

  it(`refuses the right one after ${WRONG_PASSWORD_TRIES} wrong tries, for ${WRONG_PASSWORD_LOCK_MINUTES} minutes`, async () => {
    const server = testServer();
    const me = asUser(server, await loginAs(server, 'verified'));
    const change = (oldWithPwd: string) =>
      me.post('/user/insertWithPwd.do', { withPwd: '654321', oldWithPwd });
    for (let i = 0; i < WRONG_PASSWORD_TRIES; i += 1) {
      expect((await change(`00000${i}`)).body.msg).toBe(FUNDS_PASSWORD_TEXT.oldWrong);
    }
    expect((await change(FUNDS)).body).toEqual({ status: 1, msg: WRONG_PASSWORD_LOCKED_TEXT });
    expect(verifyPassword(FUNDS, rowOf(server, verified.phone).withPwd)).toBe(true);

    // Real time counts, not the mock clock (the harness may freeze or move it).
    server.store.clock.set(server.clock.now() + 3_600_000);
    expect((await change(FUNDS)).body.msg).toBe(WRONG_PASSWORD_LOCKED_TEXT);
    server.clock.advance(WRONG_PASSWORD_LOCK_MINUTES * 60_000 - 1);
    expect((await change(FUNDS)).body.msg).toBe(WRONG_PASSWORD_LOCKED_TEXT);
    server.clock.advance(1);
    expect((await change(FUNDS)).body).toEqual({ status: 0, msg: '修改成功！' });
  });

  it('counts wrong tries per user: another user is not locked out', async () => {
    const server = testServer();
    const me = asUser(server, await loginAs(server, 'verified'));
    for (let i = 0; i <= WRONG_PASSWORD_TRIES; i += 1) {
      await me.post('/user/insertWithPwd.do', { withPwd: '654321', oldWithPwd: '999999' });
    }
    const other = asUser(server, await loginAs(server, 'trader'));
    expect(
      (await other.post('/user/insertWithPwd.do', { withPwd: '654321', oldWithPwd: FUNDS })).body,
    ).toEqual({ status: 0, msg: '修改成功！' });
  });
});

describe('funds passwords at rest', () => {
  it('are hashed for every user, and a plain one from an older saved state is hashed on load', () => {
    const server = testServer();
    for (const u of server.store.db.users) {
      if (u.withPwd !== null) expect(isPasswordHash(u.withPwd), u.phone).toBe(true);
    }
    const doc = structuredClone(exportState(server.store));
    const row = doc.db.users.find((u) => u.phone === verified.phone)!;
    row.withPwd = '112233';
    const parsed = parseStateDoc(doc, Object.keys(server.store.db));
    if (!parsed.ok) throw new Error(parsed.error);
    applyState(server.store, parsed.doc);
    const loaded = rowOf(server, verified.phone).withPwd;
    expect(isPasswordHash(loaded)).toBe(true);
    expect(verifyPassword('112233', loaded)).toBe(true);
  });

  it('hashes a plain one carried by a support capsule when it is imported', () => {
    const server = testServer();
    const capsule = exportCapsule(server.store, rowOf(server, verified.phone).id)!;
    capsule.user.withPwd = '445566';
    const result = importCapsule(server.store, structuredClone(capsule));
    expect(result.ok).toBe(true);
    const loaded = rowOf(server, verified.phone).withPwd;
    expect(isPasswordHash(loaded)).toBe(true);
    expect(verifyPassword('445566', loaded)).toBe(true);
  });
});

describe('password changes by POST (issue 17)', () => {
  it('/user/updatePwd.do takes a form body; wrong old passwords are limited', async () => {
    const server = testServer();
    const me = asUser(server, await loginAs(server, 'verified'));
    for (let i = 0; i < WRONG_PASSWORD_TRIES; i += 1) {
      expect(
        (await me.post('/user/updatePwd.do', { oldPwd: `nope${i}`, newPwd: 'abc123' })).body,
      ).toEqual({ status: 1, msg: '密码错误' });
    }
    const right = { oldPwd: verified.password, newPwd: 'abc123' };
    expect((await me.post('/user/updatePwd.do', right)).body).toEqual({
      status: 1,
      msg: WRONG_PASSWORD_LOCKED_TEXT,
    });
    server.clock.advance(WRONG_PASSWORD_LOCK_MINUTES * 60_000);
    expect((await me.post('/user/updatePwd.do', right)).body).toEqual({
      status: 0,
      msg: '修改成功',
    });
    expect(verifyPassword('abc123', rowOf(server, verified.phone).userPwd)).toBe(true);
  });

  it('/api/user/updatePwd.do takes a form body', async () => {
    const server = testServer();
    await request(server.app).get('/api/sms/sendForgetSms.do').query({ phoneNum: fresh.phone });
    const code = server.store.smsCodes.get(fresh.phone)?.code ?? '';
    const res = await request(server.app)
      .post('/api/user/updatePwd.do')
      .type('form')
      .send({ phoneNum: fresh.phone, code, newPwd: 'reset123' });
    expect(res.body).toEqual({ status: 0, msg: '', data: '修改密码成功！' });
    expect(verifyPassword('reset123', rowOf(server, fresh.phone).userPwd)).toBe(true);
  });
});
