// CORS like the reference's filter (api-contract §1) for loopback and listed origins only; none
// for other sites, none at all on the control surface.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { createMockServer } from '../create-app';
import { HOUR, testServer } from '../testing';

import { corsPolicy, isLoopbackOrigin } from './cors';

const ORIGIN = 'http://localhost:5173';
const ATTACKER = 'https://attacker.example';

const corsHeaders = (headers: Record<string, string | undefined>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe('CORS for allowed origins', () => {
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
    const frame = 'http://f3.localhost:4173';
    const replies = [
      await request(app).post('/api/admin/getSetting.do').set('Origin', ORIGIN),
      await request(app).post('/user/getUserInfo.do').set('Origin', ORIGIN),
      await request(app).get('/nowhere').set('Origin', ORIGIN),
      // The fast path (a quote) and a harness frame's own origin.
      await request(app).get('/api/stock/getSingleStock.do?code=600519').set('Origin', frame),
    ];
    for (const res of replies) {
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(res.headers.vary).toContain('Origin');
    }
    expect(replies.map((r) => r.headers['access-control-allow-origin'])).toEqual([
      ORIGIN,
      ORIGIN,
      ORIGIN,
      frame,
    ]);
  });

  it('allows loopback origins on any port, and nothing that only looks like one', () => {
    for (const origin of [
      'http://localhost:5173',
      'https://localhost',
      'http://f12.localhost:14173',
      'http://127.0.0.1:8091',
      'http://127.8.9.10:1',
      'http://[::1]:3000',
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(true);
    }
    for (const origin of [
      ATTACKER,
      'null',
      'file://',
      'http://localhost.attacker.example',
      'http://f1.localhost.attacker.example',
      'http://127.0.0.1.nip.io',
      'http://localhost@attacker.example',
      'http://192.168.1.20:5173',
      'http://0.0.0.0:5173',
      'ws://localhost:5173',
      'http://localhost:5173/path',
    ]) {
      expect(isLoopbackOrigin(origin), origin).toBe(false);
    }
  });
});

describe('CORS for other origins', () => {
  it('a site on the internet gets no Access-Control-Allow-* header, on Express or the fast path', async () => {
    const { app } = testServer();
    const replies = [
      await request(app)
        .options('/user/getUserInfo.do')
        .set('Origin', ATTACKER)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'usertoken'),
      await request(app).post('/api/user/login.do').set('Origin', ATTACKER),
      await request(app).post('/user/getUserInfo.do').set('Origin', ATTACKER),
      await request(app).get('/api/stock/getSingleStock.do?code=600519').set('Origin', ATTACKER),
      await request(app).get('/api/user/login.do').set('Origin', 'null'),
    ];
    for (const res of replies) {
      expect(corsHeaders(res.headers)).toEqual([]);
      expect(res.headers.vary).toContain('Origin');
    }
  });

  it('origins given with --allow-origin are allowed like loopback ones, exactly', async () => {
    const { app } = createMockServer({
      log: () => {},
      allowOrigins: ['https://qa.example.com'],
    });
    const listed = await request(app)
      .get('/api/stock/getSingleStock.do?code=600519')
      .set('Origin', 'https://qa.example.com');
    expect(listed.headers['access-control-allow-origin']).toBe('https://qa.example.com');
    const sibling = await request(app)
      .post('/api/admin/getSetting.do')
      .set('Origin', 'https://qa.example.com.attacker.example');
    expect(corsHeaders(sibling.headers)).toEqual([]);
    expect(corsPolicy(['https://QA.example.com:443']).allows('https://qa.example.com')).toBe(true);
  });

  it('the control surface gets no CORS at all, not even for loopback origins', async () => {
    const { app, controlToken } = createMockServer({ log: () => {} });
    const token = controlToken ?? '';
    for (const path of ['/__harness/clock', '/__harness/sessions', '/__db/users', '/__db']) {
      const preflight = await request(app)
        .options(path)
        .set('Origin', ORIGIN)
        .set('Access-Control-Request-Method', 'PUT')
        .set('Access-Control-Request-Headers', 'x-harness-token,content-type');
      expect(preflight.status).toBe(403);
      expect(corsHeaders(preflight.headers)).toEqual([]);
      const read = await request(app).get(path).set('Origin', ORIGIN).set('x-harness-token', token);
      expect(read.status).toBe(200);
      expect(corsHeaders(read.headers)).toEqual([]);
    }
  });
});

describe('server time in the Date header', () => {
  const dateOf = (res: { headers: Record<string, string | undefined> }) =>
    Date.parse(res.headers.date ?? '');

  it('carries the mock clock on every reply and exposes it to the app', async () => {
    const { app, clock } = testServer();
    const replies = [
      await request(app).post('/api/admin/getSetting.do').set('Origin', ORIGIN),
      await request(app).post('/user/getUserInfo.do'),
      await request(app).get('/nowhere'),
      await request(app).options('/api/stock/getStock.do').set('Origin', ORIGIN),
    ];
    for (const res of replies) {
      // HTTP dates have whole seconds.
      expect(dateOf(res)).toBe(Math.floor(clock.now() / 1000) * 1000);
      expect(res.headers['access-control-expose-headers']).toBe('Date');
    }
    const control = await request(app).get('/__harness/clock');
    expect(dateOf(control)).toBe(Math.floor(clock.now() / 1000) * 1000);
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
