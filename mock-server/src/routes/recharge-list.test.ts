// `/user/recharge/list.do` (api-contract §13.5): the caller's own deposit orders, newest first,
// PageHelper paging, exact status and channel filters.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { pageInfo } from '../../../src/api/contracts/envelope';
import { userRecharge, type UserRecharge } from '../../../src/api/contracts/models/money';
import { ENVELOPE_MESSAGES } from '../../../src/api/contracts/envelope';
import { findUserByPhone } from '../store/users';
import { loginAs, testServer, type TestServer } from '../testing';

import { depositForm, inMoney, rechargeList } from './deposit-test-support';

const page = pageInfo(userRecharge);

const listOf = async (
  server: TestServer,
  token: string,
  form: Record<string, string | number> = {},
) => {
  const res = await rechargeList(server, token, form);
  expect(res.body).toMatchObject({ status: 0 });
  return page.parse((res.body as { data: unknown }).data);
};

const ownRows = (server: TestServer, key: keyof typeof NAMED_USERS): UserRecharge[] => {
  const user = findUserByPhone(server.store, NAMED_USERS[key].phone);
  return user ? [...server.store.tables.userRecharges.where('userId', user.id)] : [];
};

describe('/user/recharge/list.do', () => {
  it("lists the caller's orders newest first, 10 a page by default", async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    const data = await listOf(server, token);
    const own = ownRows(server, 'verified');
    expect(own.length).toBeGreaterThan(1);
    expect(data.total).toBe(own.length);
    expect(data.pageSize).toBe(10);
    const times = data.list.map((r) => r.addTime ?? '');
    expect(times).toEqual([...times].sort().reverse());
    expect(data.list.map((r) => r.id).sort()).toEqual(own.map((r) => r.id).sort());
  });

  it('a new order comes first, under review', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    server.clock.advance(60_000);
    await inMoney(server, token, await depositForm(server, token, { amt: '4321' }));
    const [first] = (await listOf(server, token)).list;
    expect(first).toMatchObject({ payAmt: 4321, orderStatus: 0 });
  });

  it("never lists another user's orders", async () => {
    const server = testServer();
    const other = await loginAs(server, 'verifiedNoCard');
    await inMoney(server, other, await depositForm(server, other, { amt: '7777' }));
    const token = await loginAs(server, 'verified');
    const data = await listOf(server, token, { pageSize: 100 });
    const mine = findUserByPhone(server.store, NAMED_USERS.verified.phone)?.id;
    expect(data.list.every((r) => r.userId === mine)).toBe(true);
    expect(data.list.some((r) => r.payAmt === 7777)).toBe(false);
  });

  it('orderStatus and payChannel filter exactly; empty means all', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    const own = ownRows(server, 'verified');
    for (const status of ['0', '1', '2', '3']) {
      const data = await listOf(server, token, { orderStatus: status, pageSize: 100 });
      expect(data.list.map((r) => r.id).sort(), status).toEqual(
        own
          .filter((r) => String(r.orderStatus) === status)
          .map((r) => r.id)
          .sort(),
      );
    }
    expect((await listOf(server, token, { orderStatus: '', payChannel: '' })).total).toBe(
      own.length,
    );
    const channel = own[0]?.payChannel ?? '';
    const byChannel = await listOf(server, token, { payChannel: channel, pageSize: 100 });
    expect(byChannel.total).toBe(own.filter((r) => r.payChannel === channel).length);
    expect((await listOf(server, token, { payChannel: 'none' })).total).toBe(0);
  });

  it('pages with PageHelper fields', async () => {
    const server = testServer();
    const token = await loginAs(server, 'verified');
    const all = (await listOf(server, token, { pageSize: 100 })).list;
    const second = await listOf(server, token, { pageNum: 2, pageSize: 2 });
    expect(second).toMatchObject({ pageNum: 2, pageSize: 2, total: all.length });
    expect(second.list.map((r) => r.id)).toEqual(all.slice(2, 4).map((r) => r.id));
  });

  it('a visitor gets the interceptor reply', async () => {
    const res = await request(testServer().app).post('/user/recharge/list.do');
    expect(res.body).toEqual({ success: false, msg: ENVELOPE_MESSAGES.interceptorNotLoggedIn });
  });
});
