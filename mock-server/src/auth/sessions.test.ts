// Sessions through the HTTP surface (api-contract §3): token header, 48 h TTL, refresh on every
// authenticated /user/** call, not-logged-in reply, logout.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { HOUR, loginAs, testServer } from '../testing';

const NOT_LOGGED_IN = { success: false, msg: '請先登錄，無權限訪問user' };

const userInfo = (server: ReturnType<typeof testServer>, token?: string) => {
  const req = request(server.app).post('/user/getUserInfo.do');
  return token === undefined ? req : req.set('USERTOKEN', token);
};

describe('sessions', () => {
  it('a token from login is accepted in the USERTOKEN header', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    expect(token).toMatch(/^USER[0-9A-F]{32}$/);
    const res = await userInfo(server, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 0, data: { phone: NAMED_USERS.verified.phone } });
  });

  it('without a token or with an unknown one: HTTP 200, {success:false, msg}, no status', async () => {
    const server = testServer();
    for (const res of [await userInfo(server), await userInfo(server, 'USERNOPE')]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(NOT_LOGGED_IN);
      expect(res.body).not.toHaveProperty('status');
    }
  });

  it('the interceptor answers before parameter binding and for unknown /user/ paths', async () => {
    const server = testServer();
    // getUserInfo with junk params: no binding happens before the interceptor.
    const junk = await request(server.app).get('/user/getUserInfo.do?x=%ZZ&__proto__=1');
    expect(junk.body).toEqual(NOT_LOGGED_IN);
    expect((await request(server.app).get('/user/nothing-here.do')).body).toEqual(NOT_LOGGED_IN);
    const token = await loginAs(server, 'verified');
    const res = await request(server.app).get('/user/nothing-here.do').set('USERTOKEN', token);
    expect(res.status).toBe(404);
  });

  it('exempt /user/ paths pass the interceptor without a token', async () => {
    const server = testServer();
    // The IPO calendar answers a visitor with its rows, not the not-logged-in reply.
    const res = await request(server.app).post('/user/newStockList.do');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 0, data: { list: expect.any(Array) } });
  });

  it('the cookie is set at login but never read', async () => {
    const server = testServer();
    const res = await request(server.app)
      .post('/api/user/login.do')
      .type('form')
      .send({ phone: NAMED_USERS.verified.phone, userPwd: NAMED_USERS.verified.password });
    const token = (res.body as { data: { token: string } }).data.token;
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`USERTOKEN=${token}`);
    expect(cookie).toContain('Max-Age=99999999');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    const withCookieOnly = await request(server.app)
      .post('/user/getUserInfo.do')
      .set('Cookie', `USERTOKEN=${token}`);
    expect(withCookieOnly.body).toEqual(NOT_LOGGED_IN);
  });

  it('expires 48 h after the last authenticated call', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    server.clock.advance(48 * HOUR - 1);
    expect((await userInfo(server, token)).body).toMatchObject({ status: 0 });

    const other = await loginAs(server, 'verified');
    server.clock.advance(48 * HOUR);
    expect((await userInfo(server, other)).body).toEqual(NOT_LOGGED_IN);
  });

  it('every authenticated /user/** call resets the TTL; public calls do not', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    for (let i = 0; i < 3; i++) {
      server.clock.advance(47 * HOUR);
      expect((await userInfo(server, token)).body).toMatchObject({ status: 0 });
    }
    // 47 h after the last refresh, a public call with the header does not extend it…
    server.clock.advance(47 * HOUR);
    await request(server.app).post('/api/admin/getSetting.do').set('USERTOKEN', token);
    server.clock.advance(HOUR);
    // …so at 48 h it is gone.
    expect((await userInfo(server, token)).body).toEqual(NOT_LOGGED_IN);
  });

  it('logout answers {status:0,msg:""}, deletes the session and clears the cookie', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    const res = await request(server.app).post('/api/user/logout.do').set('USERTOKEN', token);
    expect(res.text).toBe('{"status":0,"msg":""}');
    expect(String(res.headers['set-cookie'])).toMatch(/USERTOKEN=;.*Max-Age=0/);
    expect((await userInfo(server, token)).body).toEqual(NOT_LOGGED_IN);
    // Without a token it still answers success.
    expect((await request(server.app).get('/api/user/logout.do')).body).toEqual({
      status: 0,
      msg: '',
    });
  });

  it('sessions of one user are independent', async () => {
    const server = testServer();
    const a = await loginAs(server, 'verified');
    const b = await loginAs(server, 'verified');
    expect(a).not.toBe(b);
    await request(server.app).post('/api/user/logout.do').set('USERTOKEN', a);
    expect((await userInfo(server, b)).body).toMatchObject({ status: 0 });
  });
});
