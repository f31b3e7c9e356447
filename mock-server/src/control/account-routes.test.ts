// Control API for accounts: SMS codes and in-site messages.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { loginAs, testServer } from '../testing';

describe('/__harness/sms-codes', () => {
  it('lists the codes sent, newest first, and one phone by path or query', async () => {
    const server = testServer();
    await request(server.app).get('/api/sms/sendRegSms.do').query({ phoneNum: '13700000011' });
    server.clock.advance(1000);
    await request(server.app).get('/api/sms/sendForgetSms.do').query({ phoneNum: '13700000012' });

    const all = await request(server.app).get('/__harness/sms-codes');
    expect(all.body).toMatchObject({
      ttlMs: 60_000,
      codes: [
        { phone: '13700000012', purpose: 'forget' },
        { phone: '13700000011', purpose: 'register' },
      ],
    });
    const one = await request(server.app).get('/__harness/sms-codes/13700000011');
    expect(one.body).toEqual(server.store.smsCodes.get('13700000011'));
    const filtered = await request(server.app).get('/__harness/sms-codes?phone=13700000012');
    expect((filtered.body as { codes: unknown[] }).codes).toHaveLength(1);

    server.clock.advance(60_000);
    expect((await request(server.app).get('/__harness/sms-codes/13700000012')).status).toBe(404);
  });

  it('changes the validity of new codes and forgets every code', async () => {
    const server = testServer();
    const ttl = await request(server.app).put('/__harness/sms-codes/ttl').send({ ttlMs: 5000 });
    expect(ttl.body).toEqual({ ttlMs: 5000 });
    expect(
      (await request(server.app).put('/__harness/sms-codes/ttl').send({ ttlMs: -1 })).status,
    ).toBe(400);
    await request(server.app).get('/api/sms/sendRegSms.do').query({ phoneNum: '13700000013' });
    expect(server.store.smsCodes.get('13700000013')?.expiresAt).toBe(server.clock.now() + 5000);
    expect((await request(server.app).delete('/__harness/sms-codes').send({})).body).toEqual({
      cleared: 1,
    });
    expect(server.store.smsCodes.list()).toEqual([]);
  });

  it('is listed by GET /__harness/', async () => {
    const server = testServer();
    const res = await request(server.app).get('/__harness/');
    const paths = (res.body as { operations: { path: string }[] }).operations.map((o) => o.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/__harness/sms-codes', '/__harness/messages']) as unknown,
    );
  });
});

describe('POST /__harness/messages', () => {
  it('adds an unread message the user sees in the unread count', async () => {
    const server = testServer();
    const token = await loginAs(server, 'fresh');
    const count = async () =>
      (
        (await request(server.app).get('/user/cash/getUnreadCount.do').set('USERTOKEN', token))
          .body as { data: number }
      ).data;
    expect(await count()).toBe(0);
    const res = await request(server.app)
      .post('/__harness/messages')
      .send({ phone: NAMED_USERS.fresh.phone, content: '测试消息' });
    expect(res.body).toMatchObject({ unread: 1, message: { content: '测试消息', status: 1 } });
    expect(await count()).toBe(1);
  });

  it('refuses an unknown phone or a bad body', async () => {
    const server = testServer();
    const bad = [{ phone: '13000000000', content: 'x' }, { phone: NAMED_USERS.fresh.phone }, {}];
    for (const body of bad) {
      expect((await request(server.app).post('/__harness/messages').send(body)).status).toBe(400);
    }
  });
});
