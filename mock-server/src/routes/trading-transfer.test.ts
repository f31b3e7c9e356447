// transAmt.do: both balances of both accounts in one ledger step, a transfer log row, the
// reference's texts (type 3's copy-paste included).
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import {
  expectLedgerClean,
  tradingServer,
  withoutTrace,
  type TradingTestServer,
} from '../domain/trading/test-support';

const TRANSFER = '/user/transAmt.do';

const balances = (s: TradingTestServer) => {
  const { userAmt, enableAmt, userIndexAmt, enableIndexAmt, userFutAmt, enableFutAmt } = s.me();
  return { userAmt, enableAmt, userIndexAmt, enableIndexAmt, userFutAmt, enableFutAmt };
};

const plus = (a: number, b: number) => new Decimal(a).plus(b).toNumber();

describe('transAmt.do', () => {
  it.each([
    [1, 'userAmt', 'enableAmt', 'userIndexAmt', 'enableIndexAmt', '融资', '指数'],
    [2, 'userIndexAmt', 'enableIndexAmt', 'userAmt', 'enableAmt', '指数', '融资'],
    [3, 'userAmt', 'enableAmt', 'userFutAmt', 'enableFutAmt', '融资', '期货'],
    [4, 'userFutAmt', 'enableFutAmt', 'userAmt', 'enableAmt', '期货', '融资'],
  ] as const)(
    'type %i moves total and available of both accounts',
    async (type, ft, fe, tt, te, from, to) => {
      const s = await tradingServer('verified');
      const before = balances(s);
      const res = await s.call(TRANSFER, { amt: 1234, type });
      expect(res.body).toEqual({ status: 0, msg: '转账成功' });
      const after = balances(s);
      expect(after).toEqual({
        ...before,
        [ft]: plus(before[ft], -1234),
        [fe]: plus(before[fe], -1234),
        [tt]: plus(before[tt], 1234),
        [te]: plus(before[te], 1234),
      });
      expect(s.store.tables.siteAmtTransLogs.where('userId', s.me().id).at(-1)).toMatchObject({
        amtFrom: from,
        amtTo: to,
        transAmt: 1234,
        addTime: s.store.clock.now(),
      });
      expectLedgerClean(s);
    },
  );

  it('refuses bad amounts and types and over-draws, with the reference texts', async () => {
    const s = await tradingServer('verified');
    const cases = [
      [{ amt: 0, type: 1 }, '金额不正确'],
      [{ amt: -5, type: 1 }, '金额不正确'],
      [{ amt: 10, type: 5 }, '类型错误'],
      [{ amt: 10_000_000, type: 1 }, '融资账户可用资金不足'],
      [{ amt: 10_000_000, type: 2 }, '指数账户可用资金不足'],
      [{ amt: 10_000_000, type: 3 }, '指数账户可用资金不足'],
      [{ amt: 10_000_000, type: 4 }, '期货账户可用资金不足'],
    ] as const;
    for (const [params, msg] of cases) {
      const res = await withoutTrace(s, () => s.call(TRANSFER, params));
      expect(res.body, JSON.stringify(params)).toEqual({ status: 1, msg });
    }
    const fraction = await withoutTrace(s, () => s.call(TRANSFER, { amt: '10.5', type: 1 }));
    expect(fraction.status).toBe(400);
  });

  it.each([
    [1, -300, '转账单号{id}，融资账户转入指数账户300元'],
    [2, 300, '转账单号{id}，指数账户转入融资账户300元'],
    [3, -300, '转账单号{id}，融资账户转入期货账户300元'],
    [4, 300, '转账单号{id}，期货账户转入融资账户300元'],
  ] as const)(
    'type %i writes a funds-ledger line cash/list.do shows',
    async (type, deAmt, text) => {
      const s = await tradingServer('verified');
      await s.call(TRANSFER, { amt: 300, type });
      const log = s.store.tables.siteAmtTransLogs.where('userId', s.me().id).at(-1);
      const res = await s.call('/user/cash/list.do', { pageNum: 1, pageSize: 1 });
      expect((res.body as { data: { list: unknown[] } }).data.list).toEqual([
        expect.objectContaining({
          deType: '资金互转',
          deAmt,
          deSummary: text.replace('{id}', String(log?.id)),
          positionId: null,
          userId: s.me().id,
        }),
      ]);
    },
  );

  it('a refused transfer writes no line', async () => {
    const s = await tradingServer('verified');
    const before = s.store.tables.userCashDetails.size;
    await s.call(TRANSFER, { amt: 10_000_000, type: 1 });
    expect(s.store.tables.userCashDetails.size).toBe(before);
  });

  it('only the available balance limits a transfer, to the yuan', async () => {
    const s = await tradingServer('trader');
    const { enableFutAmt } = s.me();
    const all = Math.floor(enableFutAmt);
    expect((await s.call(TRANSFER, { amt: all + 1, type: 4 })).body).toMatchObject({ status: 1 });
    expect((await s.call(TRANSFER, { amt: all, type: 4 })).body).toMatchObject({ status: 0 });
    expectLedgerClean(s);
  });
});
