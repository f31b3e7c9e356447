// Control API for the withdrawal review: list by status, approve / paid (nothing moves), reject
// with a reason (money back once), 409 on a settled request, 404 on an unknown one, and every
// action in the request journal.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_USERS } from '../../../fixtures/src/users';
import { expectLedgerClean } from '../domain/trading/test-support';
import { withdrawServer, type WithdrawTestServer } from '../routes/withdrawals-test-support';
import { controlOperations, postJson } from '../testing';

const BASE = '/__harness/money/withdrawals';

const post = (s: WithdrawTestServer, path: string, body: object = {}) =>
  postJson(s, `${BASE}${path}`, body);

const journalNotes = (s: WithdrawTestServer) =>
  s.harness.journal
    .list({ path: BASE })
    .map((e) => ({ status: e.status, note: e.note, userId: e.userId }));

const pendingOf = async (s: WithdrawTestServer) => {
  await s.withdraw('2500');
  return s.myWithdrawals().at(-1)?.id ?? 0;
};

describe('control API: withdrawals', () => {
  it('is listed by GET /__harness/', async () => {
    const s = await withdrawServer();
    const ops = await controlOperations(s);
    for (const action of ['approve', 'paid', 'reject']) {
      expect(ops).toContain(`POST ${BASE}/:id/${action}`);
    }
  });

  it('lists requests of every user by status, with phone and real name', async () => {
    const s = await withdrawServer();
    await pendingOf(s);
    const res = await request(s.app).get(BASE).query({ status: 0 });
    const rows = (res.body as { rows: { withStatus: number; phone: string; realName: string }[] })
      .rows;
    expect(rows.every((r) => r.withStatus === 0)).toBe(true);
    const phones = rows.map((r) => r.phone);
    expect(phones).toContain(NAMED_USERS.verified.phone);
    expect(phones).toContain(NAMED_USERS.pendingWithdrawal.phone);
    expect(rows.find((r) => r.phone === NAMED_USERS.verified.phone)?.realName).toBe(
      s.me().realName,
    );
    const all = (await request(s.app).get(BASE)).body as { rows: { withStatus: number }[] };
    expect(new Set(all.rows.map((r) => r.withStatus))).toEqual(new Set([0, 1, 2, 3]));
    expect((await request(s.app).get(BASE).query({ status: 7 })).status).toBe(400);
  });

  it.each(['approve', 'paid'])(
    '%s marks it paid; nothing moves; a second action is 409',
    async (action) => {
      const s = await withdrawServer();
      const id = await pendingOf(s);
      const after = s.money();
      const res = await post(s, `/${id}/${action}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        ok: true,
        row: { id, withStatus: 1, transTime: '2026-11-02 10:00:00' },
      });
      expect(s.money()).toEqual(after);
      const again = await post(s, `/${id}/reject`, { reason: 'late' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ error: `withdrawal ${id} is already paid` });
      expect(s.money()).toEqual(after);
      expect(journalNotes(s)).toEqual([
        {
          status: 200,
          note: `back office: withdrawal ${id} paid (2500); nothing moves`,
          userId: s.me().id,
        },
        {
          status: 409,
          note: `back office: reject withdrawal ${id} refused (withdrawal ${id} is already paid)`,
          userId: s.me().id,
        },
      ]);
    },
  );

  it('reject returns the money once and keeps the reason; then the user cannot cancel', async () => {
    const s = await withdrawServer();
    const before = s.money();
    const id = await pendingOf(s);
    const res = await post(s, `/${id}/reject`, { reason: '银行卡户名不符' });
    expect(res.body).toMatchObject({
      ok: true,
      row: { id, withStatus: 2, withMsg: '银行卡户名不符' },
    });
    expect(s.money()).toEqual(before);
    expect((await post(s, `/${id}/reject`, { reason: 'twice' })).status).toBe(409);
    expect((await post(s, `/${id}/paid`)).status).toBe(409);
    expect((await s.call('/user/withdraw/cancel.do', { withId: id })).body).toEqual({
      status: 1,
      msg: '当前订单不能取消',
    });
    expect(s.money()).toEqual(before);
    expect(s.ledgerOf(id).filter((r) => r.reason === 'withdraw reject')).toHaveLength(2);
    expect(journalNotes(s)[0]).toEqual({
      status: 200,
      note: `back office: withdrawal ${id} rejected (银行卡户名不符); 2500 back to userAmt and enableAmt`,
      userId: s.me().id,
    });
    expectLedgerClean(s);
  });

  it('a cancelled request cannot be settled', async () => {
    const s = await withdrawServer();
    const id = await pendingOf(s);
    await s.call('/user/withdraw/cancel.do', { withId: id });
    const res = await post(s, `/${id}/approve`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: `withdrawal ${id} is already cancelled` });
  });

  it('a request whose owner is gone cannot be rejected (no money to return to)', async () => {
    const s = await withdrawServer();
    const id = await pendingOf(s);
    s.store.tables.users.remove(s.me().id);
    const res = await post(s, `/${id}/reject`, { reason: 'x' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: `the owner of withdrawal ${id} is gone` });
    expect(s.store.tables.userWithdraws.get(id)?.withStatus).toBe(0);
  });

  it('needs a reason to reject, and answers 404 for an unknown id', async () => {
    const s = await withdrawServer();
    const id = await pendingOf(s);
    expect((await post(s, `/${id}/reject`, {})).status).toBe(400);
    expect((await post(s, `/${id}/reject`, { reason: '  ' })).status).toBe(400);
    expect(s.store.tables.userWithdraws.get(id)?.withStatus).toBe(0);
    const unknown = await post(s, '/999999/paid');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'no withdrawal 999999' });
    expect((await post(s, '/abc/paid')).status).toBe(404);
  });
});
