// The control API end to end on the assembled server: each operation and its effect on the next
// contract request a client makes.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { parseBeijing } from '../domain/beijing-time';
import { createMockServer } from '../create-app';
import { loginAs, testServer } from '../testing';

const userInfo = (server: ReturnType<typeof testServer>, token: string) =>
  request(server.app).post('/user/getUserInfo.do').set('USERTOKEN', token);

const NOT_LOGGED_IN = { success: false, msg: '請先登錄，無權限訪問user' };

describe('GET /__harness/', () => {
  it('lists every operation with method, path and purpose', async () => {
    const res = await request(testServer().app).get('/__harness/');
    const ops = (res.body as { operations: { method: string; path: string; purpose: string }[] })
      .operations;
    const paths = ops.map((o) => `${o.method} ${o.path}`);
    for (const expected of [
      'PUT /__harness/clock',
      'PUT /__harness/trading-hours',
      'POST /__harness/sessions/expire',
      'PUT /__harness/sessions/ttl',
      'POST /__harness/faults',
      'PUT /__harness/config-docs',
      'GET /__harness/journal/stream',
      'POST /__harness/state/reset',
      'GET /__harness/state/export',
      'POST /__harness/state/import',
      'GET /__harness/capsules/:user',
      'POST /__harness/scenarios/:name',
    ]) {
      expect(paths).toContain(expected);
    }
    expect(ops.every((o) => o.purpose.length > 5)).toBe(true);
  });

  it('answers unknown operations and broken JSON in plain JSON', async () => {
    const server = testServer();
    const missing = await request(server.app).get('/__harness/nope');
    expect(missing.status).toBe(404);
    expect((missing.body as { error: string }).error).toContain('GET /__harness/');
    const broken = await request(server.app)
      .put('/__harness/clock')
      .set('Content-Type', 'application/json')
      .send('{"at":');
    expect(broken.status).toBe(400);
    expect(broken.body).toHaveProperty('error');
  });

  it('requires the control token when one is set', async () => {
    const { app } = createMockServer({ controlToken: 's3cret', log: () => {} });
    expect((await request(app).get('/__harness/clock')).status).toBe(401);
    const ok = await request(app).get('/__harness/clock').set('x-harness-token', 's3cret');
    expect(ok.status).toBe(200);
  });
});

describe('clock and trading hours', () => {
  it('sets, freezes and speeds the clock; the trading-hours verdict follows it', async () => {
    const server = testServer();
    const open = await request(server.app)
      .put('/__harness/clock')
      .send({ at: '2026-11-03 10:00:00', frozen: true });
    expect(open.body).toMatchObject({
      beijing: '2026-11-03 10:00:00',
      isFrozen: true,
      aShares: { isOpen: true },
    });
    server.clock.advance(3_600_000);
    const still = await request(server.app).get('/__harness/clock');
    expect(still.body).toMatchObject({ beijing: '2026-11-03 10:00:00' });

    const lunch = await request(server.app)
      .put('/__harness/clock')
      .send({ shiftMs: 2 * 3_600_000 });
    expect(lunch.body).toMatchObject({
      beijing: '2026-11-03 12:00:00',
      aShares: { isOpen: false, reason: 'outside-hours' },
    });

    const fast = await request(server.app)
      .put('/__harness/clock')
      .send({ frozen: false, speed: 60 });
    server.clock.advance(1000);
    expect((await request(server.app).get('/__harness/clock')).body).toMatchObject({
      beijing: '2026-11-03 12:01:00',
      speed: 60,
    });
    expect(fast.status).toBe(200);

    const weekend = await request(server.app)
      .put('/__harness/clock')
      .send({ at: '2026-11-07 10:00:00' });
    expect(weekend.body).toMatchObject({ aShares: { isOpen: false, reason: 'weekend' } });

    const live = await request(server.app).put('/__harness/clock').send({ live: true });
    expect(live.body).toMatchObject({ isLive: true, now: server.clock.now() });
  });

  it('rejects a malformed time and unknown fields without changing the clock', async () => {
    const server = testServer();
    const before = (await request(server.app).get('/__harness/clock')).body as { now: number };
    for (const body of [{ at: '2026-13-01 10:00:00' }, { speed: 0 }, { jump: 5 }]) {
      const res = await request(server.app).put('/__harness/clock').send(body);
      expect(res.status).toBe(400);
    }
    expect(((await request(server.app).get('/__harness/clock')).body as { now: number }).now).toBe(
      before.now,
    );
  });

  it('forces trading hours open or closed', async () => {
    const server = testServer();
    await request(server.app).put('/__harness/clock').send({ at: '2026-11-07 03:00:00' });
    const res = await request(server.app).put('/__harness/trading-hours').send({ mode: 'open' });
    expect(res.body).toMatchObject({ tradingHours: 'open', aShares: { isOpen: true } });
    expect(
      (await request(server.app).put('/__harness/trading-hours').send({ mode: 'maybe' })).status,
    ).toBe(400);
  });

  it('session expiry follows the mock clock', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    await request(server.app)
      .put('/__harness/clock')
      .send({ shiftMs: 49 * 3_600_000 });
    expect((await userInfo(server, token)).body).toEqual(NOT_LOGGED_IN);
  });
});

describe('sessions', () => {
  it('expires one user’s sessions: their next call gets the not-logged-in reply, others keep working', async () => {
    const server = testServer();
    const verified = await loginAs(server, 'verified');
    const fresh = await loginAs(server, 'fresh');
    const res = await request(server.app)
      .post('/__harness/sessions/expire')
      .send({ phone: NAMED_USERS.verified.phone });
    expect(res.body).toEqual({ expired: 1 });
    expect((await userInfo(server, verified)).body).toEqual(NOT_LOGGED_IN);
    expect((await userInfo(server, fresh)).body).toMatchObject({ status: 0 });
  });

  it('expires every session', async () => {
    const server = testServer();
    const a = await loginAs(server, 'verified');
    await loginAs(server, 'fresh');
    expect((await request(server.app).post('/__harness/sessions/expire').send({})).body).toEqual({
      expired: 2,
    });
    expect((await userInfo(server, a)).body).toEqual(NOT_LOGGED_IN);
  });

  it('a shorter TTL applies from the next login or call', async () => {
    const server = testServer();
    await request(server.app).put('/__harness/sessions/ttl').send({ ttlMs: 60_000 });
    const token = await loginAs(server, 'verified');
    const list = (await request(server.app).get('/__harness/sessions')).body as {
      sessions: { phone: string; expiresAt: number }[];
    };
    expect(list.sessions[0]).toMatchObject({
      phone: NAMED_USERS.verified.phone,
      expiresAt: server.clock.now() + 60_000,
    });
    server.clock.advance(61_000);
    expect((await userInfo(server, token)).body).toEqual(NOT_LOGGED_IN);
  });
});

describe('faults, config documents and the journal on the real server', () => {
  it('a fault on one endpoint hits that endpoint only, and the journal records it', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    const add = await request(server.app)
      .post('/__harness/faults')
      .send({ id: 'ui-500', scope: { path: '/user/getUserInfo.do' }, kind: 'http500', times: 1 });
    expect(add.status).toBeLessThan(300);
    expect((await userInfo(server, token)).status).toBe(500);
    expect((await userInfo(server, token)).body).toMatchObject({ status: 0 });
    const site = await request(server.app).post('/api/admin/getSetting.do');
    expect(site.body).toMatchObject({ status: 0 });
    const journal = (await request(server.app).get('/__harness/journal?path=getUserInfo')).body as {
      entries: { status: number | null; fault?: { kind: string } | null }[];
    };
    const statuses = journal.entries.map((e) => e.status);
    expect(statuses).toEqual(expect.arrayContaining([500, 200]));
    expect(journal.entries.some((e) => e.fault?.kind === 'http500')).toBe(true);
  });

  it('config-document modes change what the app fetches at start-up', async () => {
    const server = testServer();
    await request(server.app).put('/__harness/config-docs').send({ mode: 'primary-fails' });
    expect((await request(server.app).get('/config/primary.json')).status).toBe(503);
    expect((await request(server.app).get('/config/secondary.json')).body).toHaveProperty('ads');
    await request(server.app).put('/__harness/config-docs').send({ mode: 'no-ads' });
    expect((await request(server.app).get('/config/secondary.json')).body).toEqual({});
  });
});

describe('state', () => {
  it('export → reset → import gives back the same world, sessions and clock', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    await request(server.app)
      .put('/__harness/clock')
      .send({ at: '2026-11-03 14:00:00', frozen: true });
    await request(server.app).put('/__harness/trading-hours').send({ mode: 'closed' });
    const exported = (await request(server.app).get('/__harness/state/export')).body as Record<
      string,
      unknown
    >;
    const dbBefore = structuredClone(server.store.db);

    await request(server.app).post('/__harness/state/reset').send({});
    expect(server.store.db.siteLoginLogs).toHaveLength(0);
    expect((await userInfo(server, token)).body).toEqual(NOT_LOGGED_IN);

    const imported = await request(server.app).post('/__harness/state/import').send(exported);
    expect(imported.status).toBe(200);
    expect(server.store.db).toEqual(dbBefore);
    expect((await userInfo(server, token)).body).toMatchObject({ status: 0 });
    expect((await request(server.app).get('/__harness/clock')).body).toMatchObject({
      beijing: '2026-11-03 14:00:00',
      tradingHours: 'closed',
    });
  });

  it('a bad import changes nothing', async () => {
    const server = testServer();
    const before = structuredClone(server.store.db);
    for (const body of [{}, { format: 'trader-mock-state', version: 1 }, { format: 'x' }]) {
      expect((await request(server.app).post('/__harness/state/import').send(body)).status).toBe(
        400,
      );
    }
    expect(server.store.db).toEqual(before);
  });

  it('a capsule moves one user’s situation into another world', async () => {
    const a = testServer();
    const phone = NAMED_USERS.verified.phone;
    const user = a.store.tables.users.first('phone', phone);
    a.store.tables.users.update(user!.id, { enableAmt: 12_345.67 });
    await request(a.app).put('/__harness/clock').send({ at: '2026-11-05 09:45:00', frozen: true });
    const capsule = (await request(a.app).get(`/__harness/capsules/${phone}`)).body as {
      user: { phone: string };
    };
    expect(capsule.user.phone).toBe(phone);

    const b = testServer();
    const res = await request(b.app).post('/__harness/capsules').send(capsule);
    expect(res.body).toMatchObject({ ok: true, phone });
    expect(b.store.tables.users.first('phone', phone)?.enableAmt).toBe(12_345.67);
    expect(b.store.db.users.filter((u) => u.phone === phone)).toHaveLength(1);
    expect(b.store.clock.now()).toBe(parseBeijing('2026-11-05 09:45:00'));
    const token = await loginAs(b, 'verified');
    expect((await userInfo(b, token)).body).toMatchObject({
      status: 0,
      data: { enableAmt: 12_345.67 },
    });
  });

  it('a scrubbed capsule hides names and ID numbers but still logs in', async () => {
    const server = testServer();
    const capsule = (
      await request(server.app).get(`/__harness/capsules/${NAMED_USERS.verified.phone}?scrub=1`)
    ).body as { user: { realName: string; idCard: string; phone: string } };
    expect(capsule.user.realName).toBe('测试用户');
    expect(capsule.user.idCard).toMatch(/^0+\d{4}$|^0+\d{3}X$/);
    expect(capsule.user.phone).toBe(NAMED_USERS.verified.phone);
  });

  it('unknown users and bad capsules are refused', async () => {
    const server = testServer();
    expect((await request(server.app).get('/__harness/capsules/19999999999')).status).toBe(404);
    expect(
      (
        await request(server.app)
          .post('/__harness/capsules')
          .send({ format: 'trader-mock-capsule' })
      ).status,
    ).toBe(400);
  });
});

describe('quotes follow the mock clock', () => {
  const nowPrice = async (server: ReturnType<typeof testServer>) => {
    const res = await request(server.app)
      .post('/api/stock/getSingleStock.do')
      .type('form')
      .send({ code: '600519' });
    return (res.body as { data: { stock: { nowPrice: string } } }).data.stock.nowPrice;
  };
  const series = async (server: ReturnType<typeof testServer>, at: string, steps: number) => {
    await request(server.app).put('/__harness/clock').send({ at, frozen: true });
    const prices: string[] = [];
    for (let i = 0; i < steps; i++) {
      prices.push(await nowPrice(server));
      await request(server.app).put('/__harness/clock').send({ shiftMs: 60_000 });
    }
    return prices;
  };

  it('move minute by minute in a session, stand still at lunch, after the close and at weekends', async () => {
    const server = testServer();
    expect(new Set(await series(server, '2026-11-03 10:00:00', 6)).size).toBeGreaterThan(1);
    expect(new Set(await series(server, '2026-11-03 11:45:00', 6)).size).toBe(1);
    expect(new Set(await series(server, '2026-11-03 16:00:00', 6)).size).toBe(1);
    expect(new Set(await series(server, '2026-11-07 10:00:00', 6)).size).toBe(1);
  });

  it('a frozen clock freezes the quote inside a session', async () => {
    const server = testServer();
    await request(server.app)
      .put('/__harness/clock')
      .send({ at: '2026-11-03 10:00:00', frozen: true });
    const first = await nowPrice(server);
    server.clock.advance(120_000);
    expect(await nowPrice(server)).toBe(first);
    await request(server.app).put('/__harness/clock').send({ frozen: false, speed: 60 });
    server.clock.advance(5_000);
    expect(await nowPrice(server)).not.toBe(first);
  });
});
