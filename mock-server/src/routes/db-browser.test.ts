// `/__db`: read-only json-server view of the live store, secrets masked unless `?raw=1`.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { MASK } from '../control/secret-mask';
import { testServer } from '../testing';

describe('/__db', () => {
  it('lists tables and serves them with json-server, secrets masked', async () => {
    const server = testServer();
    const index = await request(server.app).get('/__db');
    expect(index.body).toMatchObject({
      readOnly: true,
      tables: { users: server.store.db.users.length },
    });

    const users = await request(server.app).get('/__db/users');
    expect(users.status).toBe(200);
    expect((users.body as unknown[]).length).toBe(server.store.db.users.length);
    const all = await request(server.app).get('/__db/db');
    expect(all.text).not.toMatch(/scrypt\$/);
    const { db } = server.store;
    const shown = all.body as Record<string, Record<string, unknown>[]>;
    const masked = (table: string, field: string): unknown[] =>
      (shown[table] ?? []).map((row) => row[field]).filter((v) => v !== null);
    const isMasked = (v: unknown) => typeof v === 'string' && /^•••(\d{3}[\dX])?$/.test(v);
    for (const [table, field] of [
      ['users', 'userPwd'],
      ['users', 'withPwd'],
      ['users', 'idCard'],
      ['userBanks', 'bankNo'],
      ['userWithdraws', 'bankNo'],
      ['stockDzs', 'password'],
    ] as const) {
      const values = masked(table, field);
      expect(values.length, `${table}.${field}`).toBeGreaterThan(0);
      expect(
        values.filter((v) => !isMasked(v)),
        `${table}.${field}`,
      ).toEqual([]);
    }

    const one = await request(server.app).get('/__db/users?phone=' + NAMED_USERS.verified.phone);
    const verified = db.users.find((u) => u.phone === NAMED_USERS.verified.phone);
    // Support still sees whether a password is set and the last 4 digits of an ID number.
    expect(one.body).toMatchObject([
      {
        phone: NAMED_USERS.verified.phone,
        userPwd: MASK,
        withPwd: verified?.withPwd ? MASK : verified?.withPwd,
        idCard: `${MASK}${verified?.idCard?.slice(-4)}`,
      },
    ]);
    // The store itself keeps its hashes.
    expect(server.store.db.users[0]?.userPwd).toMatch(/^scrypt\$/);
  });

  it('raw=1 shows the stored values, and is no json-server filter', async () => {
    const server = testServer();
    const users = await request(server.app).get('/__db/users?raw=1');
    expect(users.body).toEqual(server.store.db.users);
    const one = await request(server.app).get(
      `/__db/users?raw=1&phone=${NAMED_USERS.verified.phone}`,
    );
    expect(one.body).toEqual(
      server.store.db.users.filter((u) => u.phone === NAMED_USERS.verified.phone),
    );
    const card = server.store.db.userBanks[0];
    const banks = await request(server.app).get(`/__db/userBanks/${card?.id}?raw=1`);
    expect((banks.body as { bankNo: string }).bankNo).toBe(card?.bankNo);
  });

  it('refuses every write with 405 and leaves the store alone', async () => {
    const server = testServer();
    const before = structuredClone(server.store.db);
    const agent = request(server.app);
    // JSON (the control guard refuses anything else with 415 first).
    const replies = [
      await agent.post('/__db/users').send({ phone: '1' }),
      await agent.put('/__db/users/1').send({ phone: '1' }),
      await agent.patch('/__db/users/1').send({ phone: '1' }),
      await agent.delete('/__db/users/1').send({}),
      await agent.post('/__db/users/1').set('X-HTTP-Method-Override', 'DELETE').send({}),
    ];
    for (const res of replies) {
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
    await agent.get('/__db/users/1').set('X-HTTP-Method-Override', 'DELETE');
    expect(server.store.db).toEqual(before);
  });

  it('shows the live state', async () => {
    const server = testServer();
    server.store.db.siteBanners = [];
    expect((await request(server.app).get('/__db/siteBanners')).body).toEqual([]);
  });
});
