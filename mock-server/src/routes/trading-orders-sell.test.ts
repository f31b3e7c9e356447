// sell.do (full and partial close), T+1 through getCanSell.do, updateProfitTarget.do and
// addmargin.do: texts, balances to the cent, the ledger.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { SCENARIO_STOCKS } from '../../../fixtures/src/securities';
import type { UserPosition } from '../../../src/api/contracts/models/trading';
import { closeFigures, positionMargin } from '../../../src/api/contracts/trading-math';
import {
  expectLedgerClean,
  NAMED_STOCKS,
  quoteOf,
  tradingServer,
  withoutTrace,
  type TradingTestServer,
} from '../domain/trading/test-support';

const { moutai, pingAn, pingAnBank, catl, tencent } = NAMED_STOCKS;
const SELL = '/user/sell.do';

const held = (s: TradingTestServer, code: string): UserPosition => {
  const p = s.store.tables.userPositions
    .where('userId', s.me().id)
    .find((row) => row.stockCode === code && !row.sellOrderId);
  if (!p) throw new Error(`no open ${code}`);
  return p;
};

const sellFee = (s: TradingTestServer) => s.store.db.siteSettings[0]?.sellFee ?? 0;

describe('sell.do routing and checks', () => {
  it('routes by quantity: above held, partial below 100', async () => {
    const s = await tradingServer('trader');
    const p = held(s, moutai.code);
    await s.refused(
      SELL,
      { positionSn: p.positionSn, sellNum: 201 },
      '数量不合法,请重新输入,最大卖出量200',
    );
    await s.refused(SELL, { positionSn: p.positionSn, sellNum: 50 }, '最少卖出100股');
    await s.refused(SELL, { positionSn: p.positionSn, sellNum: 0 }, '最少卖出100股');
  });

  it('sessions and the holiday switch', async () => {
    const s = await tradingServer('trader', '2026-11-02 12:00:00');
    const p = held(s, moutai.code);
    await s.refused(SELL, { positionSn: p.positionSn, sellNum: 200 }, '平仓失败，不在交易时段内');
    s.at('2026-11-02 10:00:00');
    s.setProduct({ holidayDisplay: true });
    await s.refused(SELL, { positionSn: p.positionSn, sellNum: 200 }, '周末或节假日不能交易！');
  });

  it('an HK position outside HK hours keeps the reference\'s "下单失败" text', async () => {
    const s = await tradingServer('verified', '2026-11-02 10:00:00');
    expect(
      (await s.call('/user/buy.do', { stockId: tencent.id, buyNum: 100, buyType: 0, lever: 10 }))
        .body,
    ).toMatchObject({ status: 0 });
    s.at('2026-11-03 12:30:00');
    await s.refused(
      SELL,
      { positionSn: held(s, tencent.code).positionSn, sellNum: 100 },
      '下单失败，不在港股股交易时段内',
    );
  });

  it('cantSellTimes refuses a full close only', async () => {
    const s = await tradingServer('trader');
    s.setSetting({ cantSellTimes: 60 * 24 * 30 });
    const p = held(s, pingAn.code);
    await s.refused(
      SELL,
      { positionSn: p.positionSn, sellNum: p.orderNum },
      '当天入仓的股票需要隔天才能出仓',
    );
    expect((await s.call(SELL, { positionSn: p.positionSn, sellNum: 1000 })).body).toMatchObject({
      status: 0,
    });
  });

  it("unknown number → empty body; someone else's → not found", async () => {
    const s = await tradingServer('verified');
    const empty = await withoutTrace(s, () => s.call(SELL, { positionSn: '000', sellNum: 100 }));
    expect(empty.text).toBe('');
    const trader = await tradingServer('trader');
    const theirs = held(trader, moutai.code);
    const other = s.store.tables.userPositions.first('positionSn', theirs.positionSn);
    if (!other) throw new Error('same world');
    await s.refused(SELL, { positionSn: other.positionSn, sellNum: 200 }, '平仓失败，订单不存在');
  });

  it('locked user, closed position, admin lock', async () => {
    const s = await tradingServer('trader');
    const p = held(s, moutai.code);
    s.store.tables.users.update(s.me().id, { isLock: 1 });
    await s.refused(SELL, { positionSn: p.positionSn, sellNum: 200 }, '平仓失败，用户已被锁定');
    s.store.tables.users.update(s.me().id, { isLock: 0 });
    s.store.tables.userPositions.update(p.id, { isLock: 1, lockMsg: '风控审核中' });
    await s.refused(SELL, { positionSn: p.positionSn, sellNum: 200 }, '平仓失败 风控审核中');
    const closed = s.store.tables.userPositions
      .where('userId', s.me().id)
      .find((row) => row.sellOrderId);
    if (!closed) throw new Error('trader has closed positions');
    await s.refused(
      SELL,
      { positionSn: closed.positionSn, sellNum: closed.orderNum },
      '平仓失败，此订单已平仓',
    );
  });

  it('a long at limit-down cannot be sold; a short can', async () => {
    const s = await tradingServer('trader');
    const template = held(s, moutai.code);
    const down = SCENARIO_STOCKS.limitDown;
    const { id: _id, ...rest } = template;
    const insert = (orderDirection: string, positionSn: string) =>
      s.store.tables.userPositions.insert({
        ...rest,
        positionSn,
        stockCode: down.code,
        stockGid: `${down.type}${down.code}`,
        stockName: down.name,
        orderDirection,
        orderNum: 1000,
        buyOrderPrice: 11,
        orderTotalPrice: 11_000,
      });
    insert('买涨', 'limit-down-long');
    insert('买跌', 'limit-down-short');
    await s.refused(
      SELL,
      { positionSn: 'limit-down-long', sellNum: 1000 },
      '当前股票已跌停不能卖出',
    );
    expect(
      (await s.call(SELL, { positionSn: 'limit-down-short', sellNum: 1000 })).body,
    ).toMatchObject({ status: 0, msg: '平仓成功！' });
  });
});

describe('T+1', () => {
  it('shares bought today are not sellable until the next Beijing day', async () => {
    const s = await tradingServer('verified');
    await s.call('/user/buy.do', { stockId: moutai.id, buyNum: 100, buyType: 0, lever: 10 });
    const p = held(s, moutai.code);
    expect((await s.call('/user/getCanSell.do', { positionSn: p.positionSn })).body).toEqual({
      status: 0,
      msg: '',
      data: 0,
    });
    await s.refused(SELL, { positionSn: p.positionSn, sellNum: 100 }, '当前可卖股数不足');
    s.at('2026-11-03 09:45:00');
    expect((await s.call('/user/getCanSell.do', { positionSn: p.positionSn })).body.data).toBe(100);
    // Monday's lot is sellable, Tuesday's add-on is not.
    await s.call('/user/buy.do', { stockId: moutai.id, buyNum: 200, buyType: 0, lever: 10 });
    expect((await s.call('/user/getCanSell.do', { positionSn: p.positionSn })).body.data).toBe(100);
    await s.refused(SELL, { positionSn: p.positionSn, sellNum: 300 }, '当前可卖股数不足');
    await s.refused(SELL, { positionSn: p.positionSn, sellNum: 200 }, '当前可卖股数不足');
    expect((await s.call(SELL, { positionSn: p.positionSn, sellNum: 100 })).body).toMatchObject({
      status: 0,
      data: { orderNum: 200 },
    });
    expect((await s.call('/user/getCanSell.do', { positionSn: p.positionSn })).body.data).toBe(0);
    expectLedgerClean(s);
  });

  it('a fixture position (one lot, bought days ago) is wholly sellable', async () => {
    const s = await tradingServer('trader');
    const p = held(s, pingAnBank.code);
    expect((await s.call('/user/getCanSell.do', { positionSn: p.positionSn })).body.data).toBe(
      p.orderNum,
    );
  });
});

describe('sell.do money', () => {
  it('full close: userAmt += net, enableAmt += net + margin + marginAdd', async () => {
    const s = await tradingServer('trader');
    const p = { ...held(s, pingAnBank.code) };
    const before = { ...s.me() };
    const q = quoteOf(s, pingAnBank.code);
    const f = closeFigures(p, q.price, p.orderNum, sellFee(s));
    const res = await s.call(SELL, { positionSn: p.positionSn, sellNum: p.orderNum });
    expect(res.body).toMatchObject({
      status: 0,
      msg: '平仓成功！',
      data: {
        id: p.id,
        sellOrderPrice: q.price,
        sellOrderTime: s.store.clock.now(),
        sellOrderFee: f.sellFee.toNumber(),
        profitAndLose: f.pnl.toNumber(),
        allProfitAndLose: f.netPnl.toNumber(),
      },
    });
    expect(s.me().userAmt).toBe(new Decimal(before.userAmt).plus(f.netPnl).toNumber());
    expect(s.me().enableAmt).toBe(
      new Decimal(before.enableAmt)
        .plus(f.netPnl)
        .plus(positionMargin(p))
        .plus(p.marginAdd ?? 0)
        .toNumber(),
    );
    const cash = s.store.tables.userCashDetails.where('userId', before.id).at(-1);
    expect(cash).toMatchObject({ deType: '总盈亏', deAmt: f.netPnl.toNumber(), positionId: p.id });
    expectLedgerClean(s);
  });

  it('partial close: a closed row for the part, fees split to the cent, marginAdd credited each time', async () => {
    const s = await tradingServer('trader');
    const p = { ...held(s, catl.code) };
    expect(p.marginAdd).toBeGreaterThan(0);
    const before = { ...s.me() };
    const q = quoteOf(s, catl.code);
    const f = closeFigures(p, q.price, 300, sellFee(s));
    const res = await s.call(SELL, { positionSn: p.positionSn, sellNum: 300 });
    expect(res.body).toMatchObject({
      status: 0,
      msg: '平仓成功！',
      data: { id: p.id, orderNum: 700 },
    });

    const rows = s.store.tables.userPositions.where('userId', before.id);
    const part = rows.find((r) => r.sellOrderId && r.stockCode === catl.code);
    const rest = s.store.tables.userPositions.get(p.id);
    if (!part || !rest) throw new Error('both rows');
    expect(part.positionSn).not.toBe(p.positionSn);
    expect(part).toMatchObject({
      orderNum: 300,
      sellOrderPrice: q.price,
      allProfitAndLose: f.netPnl.toNumber(),
    });
    for (const field of [
      'orderTotalPrice',
      'orderFee',
      'orderSpread',
      'spreadRatePrice',
    ] as const) {
      expect(new Decimal(part[field] ?? 0).plus(rest[field] ?? 0).toNumber(), field).toBe(p[field]);
    }
    expect(s.me().userAmt).toBe(new Decimal(before.userAmt).plus(f.netPnl).toNumber());
    const afterPart = new Decimal(before.enableAmt)
      .plus(f.netPnl)
      .plus(f.releasedMargin)
      .plus(p.marginAdd ?? 0);
    expect(s.me().enableAmt).toBe(afterPart.toNumber());
    // The lots follow the shares.
    const lots = (id: number) =>
      s.store.tables.userPositionDetails.where('posId', id).reduce((n, l) => n + l.orderNum, 0);
    expect([lots(part.id), lots(rest.id)]).toEqual([300, 700]);

    // The rest closes fully and the whole marginAdd comes back once more (§17.3 #11).
    const restCopy = { ...rest };
    const g = closeFigures(restCopy, q.price, 700, sellFee(s));
    await s.call(SELL, { positionSn: p.positionSn, sellNum: 700 });
    expect(s.me().enableAmt).toBe(
      afterPart
        .plus(g.netPnl)
        .plus(positionMargin(restCopy))
        .plus(p.marginAdd ?? 0)
        .toNumber(),
    );
    expectLedgerClean(s);
  });
});

describe('updateProfitTarget.do and addmargin.do', () => {
  it("sets targets on the caller's stock or index position", async () => {
    const s = await tradingServer('trader');
    const p = held(s, moutai.code);
    const res = await s.call('/user/updateProfitTarget.do', {
      positionSn: p.positionSn,
      profitTarget: 1900,
      stopTarget: 1100,
    });
    expect(res.body).toEqual({ status: 0, msg: '修改成功' });
    expect(s.store.tables.userPositions.get(p.id)).toMatchObject({
      profitTargetPrice: 1900,
      stopTargetPrice: 1100,
    });
    const index = s.store.tables.userIndexPositions
      .where('userId', s.me().id)
      .find((row) => row.sellOrderPrice === null);
    if (!index) throw new Error('trader holds an index');
    await s.call('/user/updateProfitTarget.do', {
      positionSn: index.positionSn,
      profitTarget: 4000,
      stopTarget: 3000,
    });
    expect(s.store.tables.userIndexPositions.get(index.id)).toMatchObject({
      profitTargetPrice: 4000,
      stopTargetPrice: 3000,
    });
    const missing = await withoutTrace(s, () =>
      s.call('/user/updateProfitTarget.do', { positionSn: 'x', profitTarget: 1, stopTarget: 1 }),
    );
    expect(missing.body).toEqual({ status: 1, msg: '持仓记录不存在' });
  });

  it('moves added margin from enableAmt onto the position', async () => {
    const s = await tradingServer('trader');
    const p = held(s, catl.code);
    const marginBefore = p.marginAdd ?? 0;
    const enableBefore = s.me().enableAmt;
    const res = await s.call('/user/addmargin.do', { positionSn: p.positionSn, marginAdd: 1500.5 });
    expect(res.body).toEqual({ status: 0, msg: '追加成功！' });
    expect(s.store.tables.userPositions.get(p.id)?.marginAdd).toBe(marginBefore + 1500.5);
    expect(s.me().enableAmt).toBe(new Decimal(enableBefore).minus(1500.5).toNumber());
    expect(s.store.tables.userCashDetails.where('userId', s.me().id).at(-1)).toMatchObject({
      deType: '追加保证金',
      deAmt: 1500.5,
    });
    for (const [amount, msg] of [
      [0, '金额不正确'],
      [-5, '金额不正确'],
      [1e9, '融资账户可用资金不足'],
    ] as const) {
      const refusedRes = await withoutTrace(s, () =>
        s.call('/user/addmargin.do', { positionSn: p.positionSn, marginAdd: amount }),
      );
      expect(refusedRes.body).toEqual({ status: 1, msg });
    }
    s.setProduct({ stockMarginDisplay: false });
    const off = await withoutTrace(s, () =>
      s.call('/user/addmargin.do', { positionSn: p.positionSn, marginAdd: 100 }),
    );
    expect(off.body).toEqual({ status: 1, msg: '不允许追加，请联系管理员' });
    expectLedgerClean(s);
  });
});
