// CORS like the reference's filter (api-contract §1).
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { testServer } from '../testing';

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
