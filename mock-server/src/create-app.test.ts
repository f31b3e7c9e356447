// Behaviour of the assembled server around the handlers: Spring 400/405, the loud 404, request
// parameter hygiene.
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';

import { springErrorReply } from '../../src/api/contracts/envelope';
import { NAMED_USERS } from '../../fixtures/src/users';

import { createMockServer } from './create-app';
import { testServer } from './testing';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0000$/;

describe('Spring default errors', () => {
  it('a missing required parameter → HTTP 400 with the Spring body', async () => {
    const { app } = testServer();
    const res = await request(app)
      .post('/api/user/login.do')
      .type('form')
      .send({ phone: '13800000001' });
    expect(res.status).toBe(400);
    expect(springErrorReply.parse(res.body)).toEqual({
      timestamp: expect.stringMatching(TIMESTAMP) as unknown,
      status: 400,
      error: 'Bad Request',
      message: "Required String parameter 'userPwd' is not present",
      path: '/api/user/login.do',
    });
  });

  it('an unconvertible number → HTTP 400 "Failed to convert …"', async () => {
    const { app } = testServer();
    const res = await request(app).get('/api/site/getPayInfoById.do?payId=12x');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: 400,
      error: 'Bad Request',
      path: '/api/site/getPayInfoById.do',
    });
    expect((res.body as { message: string }).message).toMatch(
      /^Failed to convert value of type 'java\.lang\.String' to required type 'int'/,
    );
  });

  it('a JSON body is not read as request parameters', async () => {
    const { app } = testServer();
    const res = await request(app)
      .post('/api/user/login.do')
      .send({ phone: NAMED_USERS.verified.phone, userPwd: NAMED_USERS.verified.password });
    expect(res.status).toBe(400);
  });

  it('query string and form body are merged', async () => {
    const { app } = testServer();
    const res = await request(app)
      .post(`/api/user/login.do?phone=${NAMED_USERS.verified.phone}`)
      .type('form')
      .send({ userPwd: NAMED_USERS.verified.password });
    expect(res.body).toMatchObject({ status: 0, msg: '登陆成功' });
  });

  it('GET (or PUT) on a POST-only endpoint → HTTP 405 with the Spring body', async () => {
    const { app } = testServer();
    for (const res of [
      await request(app).get('/api/user/login.do'),
      await request(app).put('/api/user/reg.do'),
    ]) {
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.body).toMatchObject({ status: 405, error: 'Method Not Allowed' });
      expect((res.body as { message: string }).message).toMatch(
        /^Request method '(GET|PUT)' not supported$/,
      );
    }
  });

  it('endpoints that accept any method answer GET and POST alike', async () => {
    const { app } = testServer();
    const viaGet = await request(app).get('/api/admin/getSetting.do');
    const viaPost = await request(app).post('/api/admin/getSetting.do');
    expect(viaGet.body).toEqual(viaPost.body);
    expect(viaGet.body).toMatchObject({ status: 0 });
  });
});

describe('unknown routes', () => {
  it('answer a loud JSON 404 and log it', async () => {
    const server = testServer();
    const res = await request(server.app).post('/api/stock/nothing.do?x=1');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({
      status: 404,
      error: 'Not Found',
      path: '/api/stock/nothing.do',
      message: expect.stringContaining('No mock route for POST /api/stock/nothing.do') as unknown,
    });
    expect(server.logged.join('\n')).toContain('404 POST /api/stock/nothing.do');
  });

  it('paths are case-sensitive, as in Spring', async () => {
    const { app } = testServer();
    expect((await request(app).post('/api/admin/GETSETTING.do')).status).toBe(404);
  });
});

describe('parameter hygiene', () => {
  afterEach(() => {
    delete (Object.prototype as Record<string, unknown>).polluted;
  });

  const NASTY =
    '__proto__=x&__proto__[polluted]=1&constructor[prototype][polluted]=1&constructor=y&prototype=z';

  it('__proto__ / constructor[prototype] keys in the query neither pollute nor crash', async () => {
    const { app } = testServer();
    const res = await request(app).get(
      `/api/user/checkPhone.do?${NASTY}&phoneNum=${NAMED_USERS.verified.phone}`,
    );
    expect(res.body).toEqual({ status: 0, msg: '用户已存在' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('… nor in a form body', async () => {
    const { app } = testServer();
    const { phone, password } = NAMED_USERS.verified;
    const res = await request(app)
      .post('/api/user/login.do')
      .type('form')
      .send(`${NASTY}&phone=${phone}&userPwd=${password}`);
    expect(res.body).toMatchObject({ status: 0, msg: '登陆成功' });
    const banners = await request(app)
      .post('/api/site/getBannerByPlat.do')
      .type('form')
      .send(`${NASTY}&platType=m`);
    expect(banners.body).toMatchObject({ status: 0 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('a parameter literally named __proto__ cannot stand in for a required one', async () => {
    const { app } = testServer();
    const res = await request(app).post('/api/user/login.do').type('form').send('__proto__=1');
    expect(res.status).toBe(400);
  });

  it('an oversized form body → 413 Spring-style body', async () => {
    const { app } = testServer();
    const res = await request(app)
      .post('/api/user/checkPhone.do')
      .type('form')
      .send(`phoneNum=${'1'.repeat(200_000)}`);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: 413, error: 'Payload Too Large' });
  });
});

describe('createMockServer', () => {
  it('builds independent stores, from the fixtures seed', () => {
    const a = createMockServer({ log: () => {} });
    const b = createMockServer({ log: () => {} });
    expect(a.store.db).toEqual(b.store.db);
    expect(a.store.db).not.toBe(b.store.db);
    const other = createMockServer({ seed: 7, log: () => {} });
    expect(other.store.db.users.map((u) => u.phone)).not.toEqual(
      a.store.db.users.map((u) => u.phone),
    );
  });

  it('mounts every endpoint of this issue', () => {
    const { mounted } = createMockServer({ log: () => {} });
    expect(mounted.map((e) => e.path)).toEqual(
      expect.arrayContaining([
        '/api/user/login.do',
        '/api/user/reg.do',
        '/api/user/logout.do',
        '/api/user/checkPhone.do',
        '/user/getUserInfo.do',
        '/code/getCode.do',
        '/api/admin/getProductSetting.do',
        '/api/admin/getSetting.do',
        '/api/admin/getIndexSetting.do',
        '/api/admin/getFuturesSetting.do',
        '/api/site/getBannerByPlat.do',
        '/api/site/getPayInfo.do',
        '/api/site/getPayInfoById.do',
        '/api/site/getInfo.do',
      ]),
    );
  });
});
