// outMoney.do: what an accepted withdrawal books (to the cent), every refusal with the reference's
// text in the reference's order (a request failing two checks gets the first one's text), the
// funds-password lock, and visitors.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { expectLedgerClean, withoutTrace } from '../domain/trading/test-support';

import {
  FUNDS_PASSWORD,
  minus,
  OUT_MONEY,
  withdrawServer,
  type WithdrawTestServer,
} from './withdrawals-test-support';

describe('outMoney.do accepted', () => {
  it('takes the amount out of userAmt and enableAmt at once and records the fee', async () => {
    const s = await withdrawServer();
    const before = s.money();
    const res = await s.withdraw('1234.56');
    expect(res.body).toEqual({ status: 0, msg: '提现成功' });
    expect(s.money()).toEqual({
      enableAmt: minus(before.enableAmt, '1234.56'),
      userAmt: minus(before.userAmt, '1234.56'),
    });
    const row = s.myWithdrawals().at(-1);
    const card = s.store.tables.userBanks.first('userId', s.me().id);
    expect(row).toMatchObject({
      withAmt: 1234.56,
      // 1234.56 × 0.001 + 2 = 3.23456 → 3.23
      withFee: 3.23,
      withStatus: 0,
      withName: s.me().realName,
      bankNo: card?.bankNo,
      bankName: card?.bankName,
      applyTime: '2026-11-02 10:00:00',
      transTime: null,
      withMsg: null,
    });
    expect(s.ledgerOf(row?.id ?? 0)).toEqual([
      { field: 'userAmt', delta: -1234.56, reason: 'withdraw' },
      { field: 'enableAmt', delta: -1234.56, reason: 'withdraw' },
    ]);
    expect(s.store.tables.userCashDetails.where('userId', s.me().id).at(-1)).toMatchObject({
      deType: '申请提现',
      deAmt: -1234.56,
      positionId: null,
    });
    expectLedgerClean(s);
  });

  it('rounds the fee half-up to the cent (decimals, not floats)', async () => {
    const s = await withdrawServer();
    // 135 × 0.001 + 2 = 2.135 → 2.14 (Math.round over floats: 2.13); 100.5 → 2.1005 → 2.10
    await s.withdraw('135');
    await s.withdraw('100.5');
    expect(
      s
        .myWithdrawals()
        .slice(-2)
        .map((w) => w.withFee),
    ).toEqual([2.14, 2.1]);
  });

  it('accepts all of the available balance, and then nothing more', async () => {
    const s = await withdrawServer();
    const all = s.money().enableAmt;
    expect((await s.withdraw(all)).body).toEqual({ status: 0, msg: '提现成功' });
    expect(s.money().enableAmt).toBe('0.00');
    expect((await s.withdraw('100')).body).toEqual({
      status: 1,
      msg: '提现失败，用户可用资金不足',
    });
    expectLedgerClean(s);
  });

  it('the hours are [withTimeBegin, withTimeEnd) on the Beijing clock', async () => {
    const s = await withdrawServer();
    const hours = { status: 1, msg: '出金失败，出金时间在9点 - 18点 之间' };
    s.at('2026-11-02 08:59:59');
    expect((await s.withdraw('100')).body).toEqual(hours);
    s.at('2026-11-02 09:00:00');
    expect((await s.withdraw('100')).body).toMatchObject({ status: 0 });
    s.at('2026-11-02 17:59:59');
    expect((await s.withdraw('100')).body).toMatchObject({ status: 0 });
    s.at('2026-11-02 18:00:00');
    expect((await s.withdraw('100')).body).toEqual(hours);
  });
});

type Setup = (s: WithdrawTestServer) => void;

interface Failure {
  name: string;
  msg: string;
  /** What the request sends instead of the valid values. */
  params?: { amt?: string; withPwd?: string };
  setup?: Setup;
}

const update = (s: WithdrawTestServer, patch: Parameters<typeof s.store.tables.users.update>[1]) =>
  s.store.tables.users.update(s.me().id, patch);

/** Every refusal of §13.8 in the reference's order (the password check is the controller's). */
const FAILURES: Failure[] = [
  {
    name: 'no funds password set',
    msg: '请设置提现密码！',
    setup: (s) => update(s, { withPwd: null }),
  },
  { name: 'wrong funds password', msg: '资金密码错误', params: { withPwd: '654321' } },
  { name: 'blank amount', msg: '参数不能为空', params: { amt: ' ' } },
  { name: 'login locked', msg: '用户被锁定', setup: (s) => update(s, { isLogin: 1 }) },
  { name: 'not verified', msg: '未实名认证', setup: (s) => update(s, { idCard: null }) },
  {
    name: 'no bank card',
    msg: '未添加银行卡',
    setup: (s) => {
      for (const card of s.store.tables.userBanks.where('userId', s.me().id)) {
        s.store.tables.userBanks.remove(card.id);
      }
    },
  },
  { name: 'demo account', msg: '模拟用户不能出金', setup: (s) => update(s, { accountType: 1 }) },
  { name: 'not a number', msg: '出金异常，请稍后再试', params: { amt: '12abc' } },
  { name: 'below the minimum', msg: '出金金额不得低于100元', params: { amt: '99.99' } },
  {
    name: 'holiday switch',
    msg: '周末或节假日不能出金！',
    setup: (s) => s.store.tables.siteProducts.update(1, { holidayDisplay: true }),
  },
  {
    name: 'outside the hours',
    msg: '出金失败，出金时间在9点 - 18点 之间',
    setup: (s) => s.at('2026-11-02 20:00:00'),
  },
  { name: 'above available', msg: '提现失败，用户可用资金不足', params: { amt: '200000.01' } },
];

const send = async (s: WithdrawTestServer, failures: Failure[]) => {
  for (const f of failures) f.setup?.(s);
  const params = Object.assign(
    { amt: '100', withPwd: FUNDS_PASSWORD },
    ...failures.map((f) => f.params),
  );
  return withoutTrace(s, () => s.withdraw(params.amt, params.withPwd));
};

describe('outMoney.do refused', () => {
  it.each(FAILURES.map((f) => [f.name, f] as const))('%s', async (_name, failure) => {
    const s = await withdrawServer();
    const res = await send(s, [failure]);
    expect(res.body).toEqual({ status: 1, msg: failure.msg });
  });

  // Each pair of checks (both failing at once) that two different inputs can express.
  const pairs = FAILURES.flatMap((first, i) =>
    FAILURES.slice(i + 1)
      .filter((later) => !(first.params?.amt !== undefined && later.params?.amt !== undefined))
      .filter((later) => !(first.params?.withPwd !== undefined && later.params?.withPwd))
      .map((later) => [`${first.name} before ${later.name}`, first, later] as const),
  );

  it.each(pairs)('%s', async (_name, first, later) => {
    const s = await withdrawServer();
    const res = await send(s, [later, first]);
    expect(res.body).toEqual({ status: 1, msg: first.msg });
  });

  it('refuses more than two decimals (the ledger keeps cents) and zero or less', async () => {
    const s = await withdrawServer();
    for (const [amt, msg] of [
      ['100.001', '出金异常，请稍后再试'],
      ['0', '出金金额不得低于100元'],
      ['-500', '出金金额不得低于100元'],
    ]) {
      const res = await withoutTrace(s, () => s.withdraw(amt ?? ''));
      expect(res.body, amt).toEqual({ status: 1, msg });
    }
  });

  it('locks the funds password after 5 wrong ones, the right one too', async () => {
    const s = await withdrawServer();
    for (let i = 0; i < 5; i += 1) {
      expect((await s.withdraw('100', '000000')).body).toEqual({ status: 1, msg: '资金密码错误' });
    }
    const locked = { status: 1, msg: '密码错误次数过多，请15分钟后再试' };
    expect((await withoutTrace(s, () => s.withdraw('100'))).body).toEqual(locked);
  });

  it('a missing amount or password is Spring 400; a visitor is sent to log in', async () => {
    const s = await withdrawServer();
    expect((await s.call(OUT_MONEY, { amt: '100' })).status).toBe(400);
    expect((await s.call(OUT_MONEY, { withPwd: FUNDS_PASSWORD })).status).toBe(400);
    const visitor = await request(s.app)
      .post(OUT_MONEY)
      .type('form')
      .send({ amt: '100', withPwd: '1' });
    expect(visitor.body).toEqual({ success: false, msg: '請先登錄，無權限訪問user' });
  });
});
