// The control surface (`/__harness/*`, the journal stream, `/__db`) answers only the token holder,
// takes no cross-origin preflight and no state change that is not JSON.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { createMockServer } from '../create-app';
import { loginAs, testServer } from '../testing';

import { CONTROL_TOKEN_HEADER, tokenMatches } from './control-guard';

const TOKEN = 'a-test-token-long-enough-0123456789';

const READS = [
  '/__harness/',
  '/__harness/sessions',
  '/__harness/clock',
  '/__harness/journal',
  '/__harness/journal/stream',
  '/__harness/state/export',
  `/__harness/capsules/${NAMED_USERS.verified.phone}`,
  '/__db',
  '/__db/users',
  '/__db/db',
];

const server = () => createMockServer({ controlToken: TOKEN, log: () => {} });

describe('control token', () => {
  it('every read needs it: none or a wrong one gets 401 and no data', async () => {
    const { app } = server();
    for (const path of READS) {
      for (const token of [undefined, '', 'wrong', `${TOKEN}x`, TOKEN.slice(0, -1)]) {
        const call = request(app).get(path);
        if (token !== undefined) void call.set(CONTROL_TOKEN_HEADER, token);
        const res = await call;
        expect(res.status, `${path} with ${token}`).toBe(401);
        expect(res.text).not.toMatch(/USER|idCard|phone|beijing/);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('the right token opens every read (the SSE stream included)', async () => {
    const { app } = server();
    for (const path of READS.filter((p) => !p.endsWith('/stream'))) {
      const res = await request(app).get(path).set(CONTROL_TOKEN_HEADER, TOKEN);
      expect(res.status, path).toBe(200);
    }
    const stream = await new Promise<{ status: number; type: string }>((resolve, reject) => {
      const call = request(app)
        .get('/__harness/journal/stream')
        .set(CONTROL_TOKEN_HEADER, TOKEN)
        .buffer(false)
        .parse((res, done) => {
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']) });
          // An IncomingMessage underneath: stop reading the endless stream.
          (res as unknown as { destroy(): void }).destroy();
          done(null, null);
        });
      call.end((error) => (error ? reject(error) : undefined));
    });
    expect(stream).toMatchObject({ status: 200, type: expect.stringContaining('event-stream') });
  });

  it('a state change without the token changes nothing', async () => {
    const mock = server();
    const token = await loginAs(mock, 'verified');
    const before = mock.store.clock.now();
    const calls = [
      request(mock.app).post('/__harness/sessions/expire').send({}),
      request(mock.app).put('/__harness/clock').send({ shiftMs: 86_400_000 }),
      request(mock.app).post('/__harness/state/reset').send({}),
      request(mock.app).post('/__harness/scenarios/holiday').send({}),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
    expect(mock.store.sessions.peek(token)).toBeDefined();
    expect(Math.abs(mock.store.clock.now() - before)).toBeLessThan(60_000);
  });

  it('a server made without a token has a random one: nobody drives it by default', async () => {
    const a = createMockServer({ log: () => {} });
    const b = createMockServer({ log: () => {} });
    expect(a.controlToken).toMatch(/^[\w-]{40,}$/);
    expect(a.controlToken).not.toBe(b.controlToken);
    expect((await request(a.app).get('/__harness/sessions')).status).toBe(401);
    const empty = createMockServer({ controlToken: '', log: () => {} });
    expect(empty.controlToken).not.toBe('');
    expect(
      (await request(empty.app).get('/__harness/sessions').set(CONTROL_TOKEN_HEADER, '')).status,
    ).toBe(401);
  });

  it('the 401 says where the token is', async () => {
    const { app } = createMockServer({
      controlToken: TOKEN,
      controlTokenFile: '/tmp/state/control-token-8091',
      log: () => {},
    });
    const res = await request(app).get('/__harness/clock');
    expect((res.body as { error: string }).error).toContain('/tmp/state/control-token-8091');
  });

  it('compares whole tokens', () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    for (const given of [undefined, '', TOKEN.toUpperCase(), `${TOKEN} `, ['x']]) {
      expect(tokenMatches(TOKEN, given)).toBe(false);
    }
    expect(tokenMatches('', '')).toBe(false);
  });
});

describe('no cross-origin calls', () => {
  it('a preflight to any control path is refused without Access-Control-* headers', async () => {
    const { app } = server();
    for (const path of [...READS, '/__harness/sessions/expire', '/__harness/clock']) {
      const res = await request(app)
        .options(path)
        .set('Origin', 'http://localhost:5173')
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'x-harness-token,content-type')
        .set(CONTROL_TOKEN_HEADER, TOKEN);
      expect(res.status).toBe(403);
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });
});

describe('JSON only for state changes', () => {
  it('a form, text/plain or bodyless change is refused with 415 and changes nothing', async () => {
    // The in-process switch (no token) must not open a CSRF hole either.
    for (const mock of [server(), testServer()]) {
      const token = await loginAs(mock, 'verified');
      const auth = mock.controlToken ?? '';
      const replies = [
        await request(mock.app)
          .post('/__harness/sessions/expire')
          .set(CONTROL_TOKEN_HEADER, auth)
          .set('Content-Type', 'text/plain')
          .send('{}'),
        await request(mock.app)
          .post('/__harness/sessions/expire')
          .set(CONTROL_TOKEN_HEADER, auth)
          .type('form')
          .send({ phone: NAMED_USERS.verified.phone }),
        await request(mock.app).post('/__harness/sessions/expire').set(CONTROL_TOKEN_HEADER, auth),
        await request(mock.app).post('/__harness/state/reset').set(CONTROL_TOKEN_HEADER, auth),
        await request(mock.app).delete('/__harness/journal').set(CONTROL_TOKEN_HEADER, auth),
        await request(mock.app)
          .put('/__harness/clock')
          .set(CONTROL_TOKEN_HEADER, auth)
          .set('Content-Type', 'application/x-www-form-urlencoded')
          .send('shiftMs=86400000'),
      ];
      for (const res of replies) {
        expect(res.status).toBe(415);
        expect((res.body as { error: string }).error).toContain('Content-Type: application/json');
      }
      expect(mock.store.sessions.peek(token)).toBeDefined();
    }
  });

  it('JSON (with a charset too) goes through; reads need no content type', async () => {
    const mock = server();
    await loginAs(mock, 'verified');
    const expired = await request(mock.app)
      .post('/__harness/sessions/expire')
      .set(CONTROL_TOKEN_HEADER, TOKEN)
      .set('Content-Type', 'application/json; charset=utf-8')
      .send('{}');
    expect(expired.body).toEqual({ expired: 1 });
    const cleared = await request(mock.app)
      .delete('/__harness/journal')
      .set(CONTROL_TOKEN_HEADER, TOKEN)
      .set('Content-Type', 'application/json');
    expect(cleared.status).toBe(200);
    expect((await request(mock.app).get('/__db').set(CONTROL_TOKEN_HEADER, TOKEN)).status).toBe(
      200,
    );
  });
});
