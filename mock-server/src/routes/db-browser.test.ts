// `/__db`: read-only json-server view of the live store, without passwords.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { testServer } from '../testing';

describe('/__db', () => {
  it('lists tables and serves them with json-server, passwords stripped', async () => {
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
    expect(all.text).not.toMatch(/userPwd|withPwd|withdrawalPwd|scrypt\$/);

    const one = await request(server.app).get('/__db/users?phone=' + NAMED_USERS.verified.phone);
    expect(one.body).toMatchObject([{ phone: NAMED_USERS.verified.phone }]);
    // The store itself keeps its hashes.
    expect(server.store.db.users[0]?.userPwd).toMatch(/^scrypt\$/);
  });

  it('refuses every write with 405 and leaves the store alone', async () => {
    const server = testServer();
    const before = structuredClone(server.store.db);
    const agent = request(server.app);
    const replies = [
      await agent.post('/__db/users').send({ phone: '1' }),
      await agent.put('/__db/users/1').send({ phone: '1' }),
      await agent.patch('/__db/users/1').send({ phone: '1' }),
      await agent.delete('/__db/users/1'),
      await agent.post('/__db/users/1').set('X-HTTP-Method-Override', 'DELETE'),
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
