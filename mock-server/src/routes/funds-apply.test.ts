// getUserApplyList / getFundsSetting / getFundsTypeList / addFundsApply (api-contract §14.1–§14.4):
// the caller's list id descending with the reference's "userId must be sent"; the settings row;
// enabled levers of a cycle, ascending; an application frozen through the ledger with the applicant
// from the session, the reference's texts with their statuses (0 for several failures) and our
// re-checks of margin, lever, days and amounts (§17.3 #8 not copied), each refusal changing nothing.
import { describe, expect, it } from 'vitest';

import type { FundsApply, FundsLever } from '../../../src/api/contracts/models/funds';
import { expectLedgerClean, tradingServer, withoutTrace } from '../domain/trading/test-support';
import { moveMoney } from '../store/ledger';

const LIST = '/user/funds/getUserApplyList.do';
const APPLY = '/user/funds/addFundsApply.do';

/** 1000 × 5 for 2 days at 0.07 %/day: fee 5000 × 0.07 × 2 ÷ 100 = 7, pay 1007. */
const FORM = {
  fundsType: 1,
  margin: 1000,
  lever: 5,
  fundsAmount: 5000,
  totalTradingAmount: 6000,
  tradersCycle: 2,
  manageFee: 7,
};

type Body = { status: number; msg: string; data: { list: unknown[] } & Record<string, unknown> };

describe('getUserApplyList.do', () => {
  it("lists only the caller's applications, id descending, 12 a page", async () => {
    const s = await tradingServer('funds');
    const res = await s.call(LIST, { userId: 0 });
    const body = res.body as Body;
    const mine = s.store.tables.fundsApplies.where('userId', s.me().id);
    const list = body.data.list as FundsApply[];
    expect(body.status).toBe(0);
    expect(body.data).toMatchObject({ pageNum: 1, pageSize: 12, total: mine.length });
    expect(list.map((a) => a.id)).toEqual(mine.map((a) => a.id).sort((a, b) => b - a));
    // Someone else's id in `userId` is ignored.
    const other = await tradingServer('verified');
    const otherRes = await other.call(LIST, { userId: s.me().id });
    expect((otherRes.body as Body).data.list).toEqual([]);
  });

  it('pages with pageNum / pageSize', async () => {
    const s = await tradingServer('funds');
    const res = await s.call(LIST, { userId: 0, pageNum: 2, pageSize: 2 });
    const body = res.body as Body;
    const ids = s.store.tables.fundsApplies
      .where('userId', s.me().id)
      .map((a) => a.id)
      .sort((a, b) => b - a);
    expect((body.data.list as FundsApply[]).map((a) => a.id)).toEqual(ids.slice(2, 4));
  });

  it('answers HTTP 400 without userId (the reference cannot bind its empty default)', async () => {
    const s = await tradingServer('funds');
    const res = await s.call(LIST, {});
    expect(res.status).toBe(400);
  });
});

describe('getFundsSetting.do', () => {
  it('answers the settings row, or null without one', async () => {
    const s = await tradingServer('funds');
    const res = await s.call('/user/funds/getFundsSetting.do');
    expect(res.body).toMatchObject({
      status: 0,
      data: { marginMin: 1000, marginMax: 1_000_000, daysUsePeriod: '2|5|10|20' },
    });
    s.store.tables.fundsSettings.remove(s.store.tables.fundsSettings.rows[0]!.id);
    const none = await s.call('/user/funds/getFundsSetting.do');
    expect(none.body).toEqual({ status: 0, msg: '', data: null });
  });
});

describe('getFundsTypeList.do', () => {
  it("lists the cycle's enabled levers, lever ascending, in a list-only PageInfo", async () => {
    const s = await tradingServer('funds');
    const res = await s.call('/user/funds/getFundsTypeList.do', { cycleType: 1 });
    const body = res.body as Body;
    expect(body.data).toMatchObject({ pageNum: 0, total: 0 });
    // The fixtures' disabled 20× lever is left out.
    expect((body.data.list as FundsLever[]).map((l) => l.lever)).toEqual([2, 3, 5, 8, 10]);
    const week = await s.call('/user/funds/getFundsTypeList.do', { cycleType: 2 });
    expect(((week.body as Body).data.list as FundsLever[]).map((l) => l.cycleType)).toEqual([2]);
    expect((await s.call('/user/funds/getFundsTypeList.do', {})).status).toBe(400);
  });
});

describe('addFundsApply.do', () => {
  it('freezes margin + fee from enableAmt and stores the applicant from the session', async () => {
    const s = await tradingServer('funds');
    const before = s.me().enableAmt;
    const res = await s.call(APPLY, {
      ...FORM,
      userId: 999,
      userName: '冒名',
      userPhone: '13900000000',
    });
    expect(res.body).toEqual({ status: 0, msg: '申请成功！' });
    const row = s.store.tables.fundsApplies.rows.at(-1)!;
    expect(row).toMatchObject({
      userId: s.me().id,
      userName: s.me().realName,
      userPhone: s.me().phone,
      status: 0,
      margin: 1000,
      lever: 5,
      fundsAmount: 5000,
      totalTradingAmount: 6000,
      manageFee: 7,
      payAmount: 1007,
      tradersCycle: 2,
      subaccountNumber: null,
    });
    expect(row.orderNumber).toMatch(/^PZ\d{16}$/);
    expect(s.me().enableAmt).toBeCloseTo(before - 1007, 2);
    const entry = s.store.tables.ledger.rows.at(-1)!;
    expect(entry).toMatchObject({ field: 'enableAmt', delta: -1007, reason: '配资冻结' });
    expectLedgerClean(s);
  });

  it('refuses short funds with the amount due, status 1, and changes nothing', async () => {
    const s = await tradingServer('funds');
    const me = s.me();
    moveMoney(s.store, me.id, { enableAmt: 1006.99 - me.enableAmt }, { reason: 'test' });
    await s.refused(APPLY, FORM, '申请失败，可用金额小于1007.00元');
  });

  it.each([
    ['a week cycle', { fundsType: 2 }, '申请失败，仅支持按天配资'],
    ['a margin with cents', { margin: 1000.5 }, '申请失败，保证金须为正整数'],
    ['a margin below marginMin', { margin: 999 }, '申请失败，保证金须在1000至1000000元之间'],
    ['a margin above marginMax', { margin: 1_000_001 }, '申请失败，保证金须在1000至1000000元之间'],
    ['a disabled lever', { lever: 20 }, '申请失败，该杠杆倍数不可用'],
    ['an unknown lever', { lever: 4 }, '申请失败，该杠杆倍数不可用'],
    ['days not in daysUsePeriod', { tradersCycle: 3 }, '申请失败，该操盘天数不可用'],
    [
      'a wrong fundsAmount',
      { fundsAmount: 5001 },
      '申请失败，金额与服务器计算不一致，请刷新后重试',
    ],
    [
      'a wrong total',
      { totalTradingAmount: 5000 },
      '申请失败，金额与服务器计算不一致，请刷新后重试',
    ],
    ['a wrong fee', { manageFee: 6.9 }, '申请失败，金额与服务器计算不一致，请刷新后重试'],
  ])('refuses %s with status 1 and changes nothing', async (_what, change, msg) => {
    const s = await tradingServer('funds');
    await s.refused(APPLY, { ...FORM, ...change }, msg);
  });

  it('answers a missing margin or lever, or no settings, with 操作异常 — status 0', async () => {
    const s = await tradingServer('funds');
    const { margin: _m, ...noMargin } = FORM;
    const res = await withoutTrace(s, () => s.call(APPLY, noMargin));
    expect(res.body).toEqual({ status: 0, msg: '操作异常，请稍后重试！' });
    s.store.tables.fundsSettings.remove(s.store.tables.fundsSettings.rows[0]!.id);
    const none = await withoutTrace(s, () => s.call(APPLY, FORM));
    expect(none.body).toEqual({ status: 0, msg: '操作异常，请稍后重试！' });
  });

  it('a new application heads my list', async () => {
    const s = await tradingServer('funds');
    await s.call(APPLY, FORM);
    const res = await s.call(LIST, { userId: 0 });
    const first = (res.body as Body).data.list[0] as FundsApply;
    expect(first).toMatchObject({
      status: 0,
      payAmount: 1007,
      id: s.store.tables.fundsApplies.rows.at(-1)!.id,
    });
  });
});
