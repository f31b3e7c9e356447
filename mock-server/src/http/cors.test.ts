// CORS like the reference's filter (api-contract §1).
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { HOUR, testServer } from '../testing';

const ORIGIN = 'http://localhost:5173';

describe('CORS', () => {
  it('answers a preflight with 200, an empty body and the reflected origin and headers', async () => {
    const { app } = testServer();
    for (const path of ['/api/user/login.do', '/user/getUserInfo.do', '/not/a/route']) {
      const res = await request(app)
        .options(path)
        .set('Origin', ORIGIN)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'usertoken,lang,content-type');
      expect(res.status).toBe(200);
      expect(res.text).toBe('');
      expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(res.headers['access-control-allow-headers']).toBe('usertoken,lang,content-type');
      expect(res.headers['access-control-allow-methods']).toContain('POST');
    }
  });

  it('decorates normal replies, including errors and the not-logged-in reply', async () => {
    const { app } = testServer();
    const replies = [
      await request(app).post('/api/admin/getSetting.do').set('Origin', ORIGIN),
      await request(app).post('/user/getUserInfo.do').set('Origin', ORIGIN),
      await request(app).get('/nowhere').set('Origin', ORIGIN),
      await request(app).get('/api/user/login.do').set('Origin', 'https://other.example'),
    ];
    for (const res of replies) {
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(res.headers.vary).toContain('Origin');
    }
    expect(replies.map((r) => r.headers['access-control-allow-origin'])).toEqual([
      ORIGIN,
      ORIGIN,
      ORIGIN,
      'https://other.example',
    ]);
  });
});

describe('server time in the Date header', () => {
  const dateOf = (res: { headers: Record<string, string | undefined> }) =>
    Date.parse(res.headers.date ?? '');

  it('carries the mock clock on every reply and exposes it to scripts', async () => {
    const { app, clock } = testServer();
    const replies = [
      await request(app).post('/api/admin/getSetting.do').set('Origin', ORIGIN),
      await request(app).post('/user/getUserInfo.do'),
      await request(app).get('/nowhere'),
      await request(app).get('/__harness/clock'),
      await request(app).options('/api/stock/getStock.do').set('Origin', ORIGIN),
    ];
    for (const res of replies) {
      // HTTP dates have whole seconds.
      expect(dateOf(res)).toBe(Math.floor(clock.now() / 1000) * 1000);
      expect(res.headers['access-control-expose-headers']).toBe('Date');
    }
  });

  it('follows the fake clock and the control API', async () => {
    const { app, clock } = testServer();
    clock.advance(30 * 24 * HOUR);
    expect(dateOf(await request(app).get('/api/admin/getSetting.do'))).toBe(
      Math.floor(clock.now() / 1000) * 1000,
    );
    const target = Date.parse('2026-11-07T10:00:00+08:00');
    await request(app).put('/__harness/clock').send({ at: target, frozen: true });
    clock.advance(HOUR);
    expect(dateOf(await request(app).get('/api/admin/getSetting.do'))).toBe(target);
  });
});
