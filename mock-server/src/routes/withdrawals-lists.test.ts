// cancel.do (money back once, the reference's texts, only one's own requests), withdraw/list.do
// and cash/list.do (one's own rows, newest first, filters, paging defaults).
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import { expectLedgerClean, withoutTrace } from '../domain/trading/test-support';
import { loginAs } from '../testing';

import {
  CANCEL,
  CASH_LIST,
  WITHDRAW_LIST,
  withdrawServer,
  type WithdrawTestServer,
} from './withdrawals-test-support';

interface Page<T> {
  list: T[];
  pageSize: number;
  total: number;
}
type Row = { id: number; userId: number; withStatus: number; withMsg: string | null };

const listOf = async <T = Row>(s: WithdrawTestServer, path: string, params = {}) =>
  (await s.call(path, params)).body as { status: number; data: Page<T> };

const lastId = (s: WithdrawTestServer): number => s.myWithdrawals().at(-1)?.id ?? 0;

describe('withdraw/cancel.do', () => {
  it('cancels a request under review and returns the money once', async () => {
    const s = await withdrawServer();
    const before = s.money();
    await s.withdraw('5000');
    const id = lastId(s);
    expect((await s.call(CANCEL, { withId: id })).body).toEqual({ status: 0, msg: '取消成功' });
    expect(s.money()).toEqual(before);
    expect(s.store.tables.userWithdraws.get(id)).toMatchObject({
      withStatus: 3,
      withMsg: '用户取消出金',
    });
    const again = await withoutTrace(s, () => s.call(CANCEL, { withId: id }));
    expect(again.body).toEqual({ status: 1, msg: '当前订单不能取消' });
    expect(s.money()).toEqual(before);
    expect(s.ledgerOf(id)).toEqual([
      { field: 'userAmt', delta: -5000, reason: 'withdraw' },
      { field: 'enableAmt', delta: -5000, reason: 'withdraw' },
      { field: 'userAmt', delta: 5000, reason: 'withdraw cancel' },
      { field: 'enableAmt', delta: 5000, reason: 'withdraw cancel' },
    ]);
    const lines = s.store.tables.userCashDetails.where('userId', s.me().id).slice(-2);
    expect(lines.map((l) => [l.deType, l.deAmt])).toEqual([
      ['申请提现', -5000],
      ['提现退回', 5000],
    ]);
    expectLedgerClean(s);
  });

  it('answers the reference texts for a missing id, an unknown one and a settled one', async () => {
    const s = await withdrawServer('pendingWithdrawal');
    const rows = s.myWithdrawals();
    const paid = rows.find((w) => w.withStatus === 1);
    expect((await withoutTrace(s, () => s.call(CANCEL))).body).toEqual({
      status: 1,
      msg: 'id不能为空',
    });
    expect((await withoutTrace(s, () => s.call(CANCEL, { withId: 999_999 }))).body).toEqual({
      status: 1,
      msg: '订单不存在',
    });
    expect((await withoutTrace(s, () => s.call(CANCEL, { withId: paid?.id ?? 0 }))).body).toEqual({
      status: 1,
      msg: '当前订单不能取消',
    });
  });

  it("someone else's request is not found (the reference's missing owner check not copied)", async () => {
    const s = await withdrawServer('pendingWithdrawal');
    const theirs = s.myWithdrawals().find((w) => w.withStatus === 0);
    const token = await loginAs(s, 'verified');
    const res = await withoutTrace(s, () =>
      request(s.app)
        .post(CANCEL)
        .set(TOKEN_HEADER, token)
        .type('form')
        .send({ withId: theirs?.id }),
    );
    expect(res.body).toEqual({ status: 1, msg: '订单不存在' });
  });
});

describe('withdraw/list.do', () => {
  it('lists only the caller’s requests, newest first, 8 a page by default', async () => {
    const s = await withdrawServer('pendingWithdrawal');
    const page = await listOf(s, WITHDRAW_LIST);
    const mine = s.myWithdrawals();
    expect(page.data.pageSize).toBe(8);
    expect(page.data.total).toBe(mine.length);
    expect(page.data.list.every((w) => w.userId === s.me().id)).toBe(true);
    const times = page.data.list.map((w) => (w as unknown as { applyTime: string }).applyTime);
    expect(times).toEqual([...times].sort().reverse());
    const other = await withdrawServer('verified');
    expect((await listOf(other, WITHDRAW_LIST)).data.list).toEqual([]);
  });

  it('filters by withStatus ("" = all) and shows the reject reason', async () => {
    const s = await withdrawServer('pendingWithdrawal');
    const failed = await listOf(s, WITHDRAW_LIST, { withStatus: '2' });
    expect(failed.data.list.map((w) => [w.withStatus, w.withMsg])).toEqual([
      [2, '银行卡信息有误，请核对后重新提交'],
    ]);
    const all = await listOf(s, WITHDRAW_LIST, { withStatus: '', pageSize: 15 });
    expect(all.data.list.map((w) => w.withStatus).sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('cash/list.do', () => {
  it('lists the caller’s funds-ledger lines newest first, a withdrawal and a transfer included', async () => {
    const s = await withdrawServer('verified');
    await s.withdraw('300');
    await s.call('/user/transAmt.do', { amt: 200, type: 1 });
    type Line = { userId: number; deType: string; deAmt: number; positionId: number | null };
    const page = await listOf<Line>(s, CASH_LIST);
    expect(page.data.pageSize).toBe(10);
    expect(page.data.list.slice(0, 2).map((l) => [l.deType, l.deAmt])).toEqual([
      ['资金互转', -200],
      ['申请提现', -300],
    ]);
    expect(page.data.list.every((l) => l.userId === s.me().id)).toBe(true);
  });

  it('filters one position and never shows another user’s lines', async () => {
    const s = await withdrawServer('trader');
    type Line = { userId: number; positionId: number | null };
    const all = await listOf<Line>(s, CASH_LIST, { pageSize: 500 });
    expect(all.data.total).toBeGreaterThan(0);
    expect(all.data.list.every((l) => l.userId === s.me().id)).toBe(true);
    const positionId = all.data.list.find((l) => l.positionId !== null)?.positionId ?? 0;
    const one = await listOf<Line>(s, CASH_LIST, { positionId });
    expect(one.data.list.length).toBeGreaterThan(0);
    expect(one.data.list.every((l) => l.positionId === positionId)).toBe(true);
    // Other users have lines, so the owner filter above had something to leave out.
    const theirs = s.store.tables.userCashDetails.rows.filter((l) => l.userId !== s.me().id);
    expect(theirs.length).toBeGreaterThan(0);
  });

  it('asks a visitor to log in', async () => {
    const s = await withdrawServer();
    for (const path of [CASH_LIST, WITHDRAW_LIST, CANCEL]) {
      const res = await request(s.app).post(path).type('form').send({});
      expect(res.body, path).toEqual({ success: false, msg: '請先登錄，無權限訪問user' });
    }
  });
});
