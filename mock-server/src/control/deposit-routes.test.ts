// Control API: the back office's deposit review — list, approve (credited once through the
// ledger), reject with a reason (never credited) — each action in the request journal.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { CASH_DETAIL_TYPE } from '../../../src/api/contracts/cash-detail-types';
import { depositForm, inMoney, rechargeList } from '../routes/deposit-test-support';
import { findUserByPhone } from '../store/users';
import { controlOperations, loginAs, testServer, type TestServer } from '../testing';

const BASE = '/__harness/money/deposits';

interface Row {
  id: number;
  userId: number;
  orderStatus: number;
  orderDesc: string | null;
  payAmt: number;
  phone: string | null;
  realName: string | null;
}

const verifiedUser = (server: TestServer) => {
  const user = findUserByPhone(server.store, NAMED_USERS.verified.phone);
  if (!user) throw new Error('no verified user');
  return user;
};

/** A fresh deposit of 2,500.50 by the verified trader, under review. */
const pendingDeposit = async () => {
  const server = testServer();
  const token = await loginAs(server, 'verified');
  await inMoney(server, token, await depositForm(server, token, { amt: '2500.50' }));
  const order = server.store.tables.userRecharges.rows.at(-1);
  if (!order) throw new Error('no order');
  return { server, token, id: order.id };
};

const post = (server: TestServer, path: string, body: object = {}) =>
  request(server.app).post(`${BASE}${path}`).send(body);

const balances = (server: TestServer) => {
  const { userAmt, enableAmt } = verifiedUser(server);
  return { userAmt, enableAmt };
};

const mismatches = async (server: TestServer) =>
  (await request(server.app).get('/__harness/ledger')).body as { mismatches: unknown[] };

describe('control API: deposit review', () => {
  it('is listed by GET /__harness/', async () => {
    const ops = await controlOperations(testServer());
    expect(ops).toEqual(
      expect.arrayContaining([
        `GET ${BASE}?status=`,
        `POST ${BASE}/:id/approve`,
        `POST ${BASE}/:id/reject`,
      ]),
    );
  });

  it("lists every user's orders by status, newest first, with phone and real name", async () => {
    const { server, id } = await pendingDeposit();
    const other = await loginAs(server, 'verifiedNoCard');
    server.clock.advance(60_000);
    await inMoney(server, other, await depositForm(server, other, { amt: '3000' }));
    const res = await request(server.app).get(BASE).query({ status: '0' });
    const rows = (res.body as { rows: Row[] }).rows;
    expect(rows[0]).toMatchObject({ payAmt: 3000, phone: NAMED_USERS.verifiedNoCard.phone });
    expect(rows[1]).toMatchObject({
      id,
      orderStatus: 0,
      payAmt: 2500.5,
      phone: NAMED_USERS.verified.phone,
      realName: verifiedUser(server).realName,
    });
    expect(rows.every((r) => r.orderStatus === 0)).toBe(true);
    expect(new Set(rows.map((r) => r.userId)).size).toBeGreaterThan(1);
    const all = (await request(server.app).get(BASE)).body as { rows: Row[] };
    expect(all.rows.length).toBe(server.store.tables.userRecharges.size);
    expect((await request(server.app).get(BASE).query({ status: '7' })).status).toBe(400);
  });

  it('approve credits the amount once through the ledger; the app sees it', async () => {
    const { server, token, id } = await pendingDeposit();
    const before = balances(server);
    const res = await post(server, `/${id}/approve`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, row: { id, orderStatus: 1 } });
    expect(balances(server)).toEqual({
      userAmt: before.userAmt + 2500.5,
      enableAmt: before.enableAmt + 2500.5,
    });
    const booked = server.store.tables.ledger.rows.filter((l) => l.ref === `recharge:${id}`);
    expect(booked.map((l) => [l.field, l.delta]).sort()).toEqual([
      ['enableAmt', 2500.5],
      ['userAmt', 2500.5],
    ]);
    expect((await mismatches(server)).mismatches).toEqual([]);
    const line = server.store.tables.userCashDetails.rows.at(-1);
    expect(line).toMatchObject({ deType: CASH_DETAIL_TYPE.depositCredited, deAmt: 2500.5 });
    const list = (await rechargeList(server, token)).body as { data: { list: Row[] } };
    expect(list.data.list.find((r) => r.id === id)?.orderStatus).toBe(1);

    const again = await post(server, `/${id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'the order is already approved (paid)' });
    expect((await post(server, `/${id}/reject`, { reason: 'late' })).status).toBe(409);
    expect(balances(server).userAmt).toBe(before.userAmt + 2500.5);
    expect(server.store.tables.ledger.rows.filter((l) => l.ref === `recharge:${id}`)).toHaveLength(
      2,
    );
  });

  it('reject keeps the reason in orderDesc and never credits', async () => {
    const { server, token, id } = await pendingDeposit();
    const before = balances(server);
    const ledger = server.store.tables.ledger.size;
    const res = await post(server, `/${id}/reject`, { reason: '未收到款项' });
    expect(res.body).toMatchObject({
      ok: true,
      row: { id, orderStatus: 2, orderDesc: '未收到款项' },
    });
    expect(balances(server)).toEqual(before);
    expect(server.store.tables.ledger.size).toBe(ledger);
    const list = (await rechargeList(server, token)).body as { data: { list: Row[] } };
    expect(list.data.list.find((r) => r.id === id)).toMatchObject({
      orderStatus: 2,
      orderDesc: '未收到款项',
    });
    const approve = await post(server, `/${id}/approve`);
    expect(approve.status).toBe(409);
    expect(approve.body).toEqual({ error: 'the order is already rejected (failed)' });
    expect(balances(server)).toEqual(before);
  });

  it('a reason is required; unknown ids are 404', async () => {
    const { server, id } = await pendingDeposit();
    expect((await post(server, `/${id}/reject`)).status).toBe(400);
    expect((await post(server, `/${id}/reject`, { reason: '  ' })).status).toBe(400);
    expect((await post(server, '/999999/approve')).status).toBe(404);
    expect((await post(server, '/abc/reject', { reason: 'x' })).status).toBe(404);
    expect(server.store.tables.userRecharges.get(id)?.orderStatus).toBe(0);
  });

  it('every review action is in the journal, on the owner, with a note', async () => {
    const { server, id } = await pendingDeposit();
    await post(server, `/${id}/approve`);
    await post(server, `/${id}/approve`);
    const res = await request(server.app)
      .get('/__harness/journal')
      .query({ path: '/__harness/money/deposits' });
    const entries = (
      res.body as { entries: { path: string; status: number; userId?: number; note?: string }[] }
    ).entries;
    expect(entries.map((e) => [e.path, e.status])).toEqual([
      [`${BASE}/${id}/approve`, 200],
      [`${BASE}/${id}/approve`, 409],
    ]);
    expect(entries[0]?.userId).toBe(verifiedUser(server).id);
    expect(entries[0]?.note).toBe(
      `back office: deposit ${id} approved; 2500.5 credited to userAmt and enableAmt`,
    );
  });
});
