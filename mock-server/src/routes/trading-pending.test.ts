// Pending orders: addOrder.do's checks, orderList.do, delOrder.do (success with status 1), and the
// executor firing on the caller's next request when the live price crosses the target.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { NAMED_INDEXES, NAMED_STOCKS } from '../../../fixtures/src/named-securities';
import type { UserPendingorderVO } from '../../../src/api/contracts/models/trading';
import { userPendingorderVO } from '../../../src/api/contracts/models/trading';
import {
  beijing,
  expectLedgerClean,
  quoteOf,
  tradingServer,
  withoutTrace,
  type TradingTestServer,
} from '../domain/trading/test-support';

const { moutai, pingAn } = NAMED_STOCKS;
const ADD = '/user/addOrder.do';

const orders = async (s: TradingTestServer): Promise<UserPendingorderVO[]> =>
  (
    (await s.call('/user/orderList.do', { pageSize: 50 })).body as {
      data: { list: UserPendingorderVO[] };
    }
  ).data.list;

const place = (s: TradingTestServer, params: Record<string, string | number>) =>
  s.call(ADD, { buyType: 0, lever: 10, buyNum: 100, ...params });

const PLACED = { status: 0, msg: '添加挂单成功，满足下单条件将自动下单' };

describe('addOrder.do', () => {
  it('checks share limits, one waiting order per stock, the stock', async () => {
    const s = await tradingServer('verified');
    const refused = async (params: Record<string, string | number>, msg: string) => {
      const res = await withoutTrace(s, () => place(s, params));
      expect(res.body).toEqual({ status: 1, msg });
    };
    await refused(
      { stockId: moutai.id, buyNum: 50, targetPrice: 1 },
      '挂单失败，购买数量小于100股',
    );
    await refused(
      { stockId: moutai.id, buyNum: 20_000, targetPrice: 1 },
      '挂单失败，购买数量大于10000股',
    );
    const q = quoteOf(s, moutai.code);
    expect((await place(s, { stockId: moutai.id, targetPrice: q.price + 100 })).body).toEqual(
      PLACED,
    );
    await refused({ stockId: moutai.id, targetPrice: q.price + 200 }, '请勿重复挂单');
    const unknown = await withoutTrace(s, () => place(s, { stockId: '99999', targetPrice: 1 }));
    expect(unknown.text).toBe('');
    const decimal = await withoutTrace(s, () => place(s, { stockId: pingAn.id, buyNum: '100.5' }));
    expect(decimal.status).toBe(400);
    const [saved] = await orders(s);
    expect(saved).toMatchObject({
      stockId: String(moutai.id),
      stockName: moutai.name,
      buyNum: 100,
      buyType: 0,
      lever: 10,
      nowPrice: q.price,
      targetPrice: q.price + 100,
      status: 0,
      addTime: '2026-11-02 10:00:00',
    });
  });
});

describe('orderList.do and delOrder.do', () => {
  it('lists every order of the caller, newest first', async () => {
    const s = await tradingServer('trader');
    const list = await orders(s);
    const rows = s.store.tables.userPendingorders.where('userId', s.me().id);
    expect(list).toHaveLength(rows.length);
    for (const vo of list) expect(() => userPendingorderVO.parse(vo)).not.toThrow();
    expect(list.map((o) => o.status).sort()).toEqual([0, 0, 1]);
    const times = list.map((o) => o.addTime ?? '');
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('deletes with "删除成功" and status 1; refuses someone else\'s and unknown ids', async () => {
    const trader = await tradingServer('trader');
    const waiting = trader.store.tables.userPendingorders
      .where('userId', trader.me().id)
      .find((o) => o.status === 0);
    if (!waiting) throw new Error('trader has waiting orders');
    const verified = await tradingServer('verified');
    const notMine = await withoutTrace(verified, () =>
      verified.call('/user/delOrder.do', { id: waiting.id }),
    );
    expect(notMine.body).toEqual({ status: 1, msg: '该挂单不属于您' });
    const missing = await withoutTrace(verified, () =>
      verified.call('/user/delOrder.do', { id: 9999 }),
    );
    expect(missing.body).toEqual({ status: 1, msg: '该挂单不存在' });
    const res = await trader.call('/user/delOrder.do', { id: waiting.id });
    expect(res.body).toEqual({ status: 1, msg: '删除成功' });
    expect(trader.store.tables.userPendingorders.get(waiting.id)).toBeUndefined();
  });
});

/** The first minute from `from` on at which `test(price)` holds (throws when none does). */
const firstMinute = (
  s: TradingTestServer,
  code: string,
  from: number,
  test: (p: number) => boolean,
) => {
  const instrument = s.market.stock(code);
  if (!instrument) throw new Error(code);
  for (let t = from; t < from + 5 * 3_600_000; t += 60_000) {
    if (test(s.market.quote(instrument, t).price)) return t;
  }
  throw new Error('no crossing');
};

describe('the executor', () => {
  it('fires a long when the price reaches the target, on the next request, as buy.do would', async () => {
    const s = await tradingServer('verified');
    const start = s.store.clock.now();
    const q = quoteOf(s, moutai.code);
    const target = new Decimal(q.price).plus(0.5).toNumber();
    expect(
      (await place(s, { stockId: moutai.id, targetPrice: target, profitTarget: 2000 })).body,
    ).toEqual(PLACED);
    const crossing = firstMinute(s, moutai.code, start + 60_000, (p) => p >= target);
    // The minute before, the price was still below the target.
    s.at(crossing - 60_000);
    expect((await orders(s))[0]?.status).toBe(0);
    const enableBefore = s.me().enableAmt;
    s.at(crossing);
    const price = quoteOf(s, moutai.code).price;
    expect((await orders(s))[0]?.status).toBe(1);
    const position = s.store.tables.userPositions.where('userId', s.me().id)[0];
    expect(position).toMatchObject({
      stockCode: moutai.code,
      orderDirection: '买涨',
      orderNum: 100,
      buyOrderPrice: price,
      buyOrderTime: crossing,
      profitTargetPrice: 2000,
    });
    expect(s.me().enableAmt).toBeLessThan(enableBefore);
    expectLedgerClean(s);
  });

  it('fires a short when the price is at or below the target; getUserInfo settles too', async () => {
    const s = await tradingServer('verified');
    const q = quoteOf(s, pingAn.code);
    await place(s, { stockId: pingAn.id, buyType: 1, buyNum: 500, targetPrice: q.price + 1 });
    await s.call('/user/getUserInfo.do');
    expect(s.store.tables.userPendingorders.where('userId', s.me().id)[0]?.status).toBe(1);
    expect(s.store.tables.userPositions.where('userId', s.me().id)[0]).toMatchObject({
      orderDirection: '买跌',
      orderNum: 500,
    });
  });

  it('marks an order the buy refuses as failed (status 2)', async () => {
    const s = await tradingServer('verified');
    const q = quoteOf(s, moutai.code);
    await place(s, { stockId: moutai.id, buyNum: 10_000, targetPrice: q.price - 1 });
    expect((await orders(s))[0]?.status).toBe(2);
    expect(s.store.tables.userPositions.where('userId', s.me().id)).toHaveLength(0);
  });

  it('waits while the holiday switch or the control API closes trading; fires outside sessions', async () => {
    const s = await tradingServer('verified', '2026-11-02 12:00:00');
    const q = quoteOf(s, moutai.code);
    await place(s, { stockId: moutai.id, targetPrice: q.price - 1 });
    s.setProduct({ holidayDisplay: true });
    expect((await orders(s))[0]?.status).toBe(0);
    s.setProduct({ holidayDisplay: false });
    s.store.control.tradingHours = 'closed';
    expect((await orders(s))[0]?.status).toBe(0);
    s.store.control.tradingHours = 'auto';
    expect((await orders(s))[0]?.status).toBe(1);
  });

  it('index codes buy index contracts (lots; addOrder still applies the share limits)', async () => {
    const s = await tradingServer('verified');
    const { shComposite } = NAMED_INDEXES;
    const instrument = s.market.index(shComposite.gid);
    if (!instrument) throw new Error('index');
    const level = s.market.quote(instrument, s.store.clock.now()).price;
    expect(
      (
        await place(s, {
          stockId: shComposite.gid,
          buyNum: 100,
          lever: 100,
          targetPrice: level - 10,
        })
      ).body,
    ).toEqual(PLACED);
    expect((await orders(s))[0]).toMatchObject({ status: 1, stockName: shComposite.name });
    expect(s.store.tables.userIndexPositions.where('userId', s.me().id)[0]).toMatchObject({
      indexCode: shComposite.code,
      orderNum: 100,
      orderLever: 100,
      orderDirection: '买涨',
    });
  });

  it('does not fire the fixture orders on the reference morning', async () => {
    const s = await tradingServer('trader', beijing('2026-11-02 10:30:00'));
    expect((await orders(s)).map((o) => o.status).sort()).toEqual([0, 0, 1]);
  });
});
