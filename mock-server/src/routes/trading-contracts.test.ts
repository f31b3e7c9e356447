// Index contracts and foreign futures: buy rules and texts, margins out of their own accounts,
// closes, and the position lists with live figures.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { NAMED_FUTURES, NAMED_INDEXES } from '../../../fixtures/src/named-securities';
import type {
  UserFuturesPositionVO,
  UserIndexPositionVO,
} from '../../../src/api/contracts/models/index-futures';
import {
  userFuturesPositionVO,
  userIndexPositionVO,
} from '../../../src/api/contracts/models/index-futures';
import { contractOrderCost, contractPnl } from '../../../src/api/contracts/trading-math';
import {
  expectLedgerClean,
  tradingServer,
  withoutTrace,
  type TradingTestServer,
} from '../domain/trading/test-support';
import { moveMoney } from '../store/ledger';

const { shComposite, bse50 } = NAMED_INDEXES;
const { gold, crude } = NAMED_FUTURES;

const levelOf = (s: TradingTestServer, gid: string) => {
  const instrument = s.market.index(gid) ?? s.market.futures(gid);
  if (!instrument) throw new Error(gid);
  return s.market.quote(instrument, s.store.clock.now());
};

const buyIndex = (s: TradingTestServer, params: Record<string, string | number> = {}) =>
  s.call('/user/buyIndex.do', {
    indexId: shComposite.id,
    buyNum: 1,
    buyType: 0,
    lever: 10,
    ...params,
  });

const buyFutures = (s: TradingTestServer, params: Record<string, string | number> = {}) =>
  s.call('/user/buyFutures.do', {
    FuturesId: gold.id,
    buyNum: 1,
    buyType: 0,
    lever: 10,
    ...params,
  });

const refusal = async (
  s: TradingTestServer,
  send: () => ReturnType<typeof buyIndex>,
  msg: string,
) => {
  const res = await withoutTrace(s, send);
  expect(res.body).toEqual({ status: 1, msg });
};

describe('buyIndex.do', () => {
  it('refuses with the reference texts, in order', async () => {
    const s = await tradingServer('verified');
    await refusal(
      s,
      () => s.call('/user/buyIndex.do', { buyNum: 1, buyType: 0, lever: 10 }),
      '参数不能为空',
    );
    await refusal(s, () => buyIndex(s, { indexId: 999 }), '指数不存在');
    await refusal(s, () => buyIndex(s, { indexId: bse50.id }), '该指数不能交易');
    await refusal(s, () => buyIndex(s, { buyNum: 100, lever: 1 }), '指数账户资金不足');
    await refusal(s, () => buyIndex(s, { buyNum: 9, lever: 1 }), '不能超过最大购买比例');
    await refusal(s, () => buyIndex(s, { buyNum: 0 }), '最低不能低于1手');
    s.store.tables.siteIndexSettings.update(1, { riseLimit: 0 });
    const change = levelOf(s, shComposite.gid).changePct;
    expect(change).not.toBe(0);
    const pct = new Decimal(change).toDecimalPlaces(2).toString();
    if (change > 0) await refusal(s, () => buyIndex(s), `当前指数涨幅:${pct},不能买涨`);
    if (change < 0)
      await refusal(s, () => buyIndex(s, { buyType: 1 }), `当前指数跌幅:${pct},不能买跌`);
    s.store.tables.siteIndexSettings.update(1, { riseLimit: 0.1 });
    moveMoney(s.store, s.me().id, { userAmt: -(s.me().userAmt + 1) }, { reason: 'test' });
    await refusal(s, () => buyIndex(s), '失败，融资总资金小于0');
    s.at('2026-11-02 12:00:00');
    await refusal(s, () => buyIndex(s), '下单失败，不在交易时段内');
    s.at('2026-11-02 10:00:00');
    s.setProduct({ holidayDisplay: true });
    await refusal(s, () => buyIndex(s), '周末或节假日不能交易！');
    const fresh = await tradingServer('fresh');
    await refusal(fresh, () => buyIndex(fresh), '下单失败，请先实名认证');
  });

  it('takes the margin from the index account; sellIndex settles the P/L', async () => {
    const s = await tradingServer('verified');
    const before = { ...s.me() };
    const bought = levelOf(s, shComposite.gid).price;
    expect((await buyIndex(s, { buyNum: 2 })).body).toEqual({
      status: 0,
      msg: '',
      data: '下单成功',
    });
    const cost = contractOrderCost({
      depositAmt: shComposite.depositAmt,
      transFee: shComposite.transFee,
      lots: 2,
      lever: 10,
    });
    expect(s.me().enableIndexAmt).toBe(
      new Decimal(before.enableIndexAmt).minus(cost.margin).toNumber(),
    );
    expect(s.me().enableAmt).toBe(before.enableAmt);
    const position = s.store.tables.userIndexPositions.where('userId', before.id)[0];
    expect(position).toMatchObject({
      buyOrderPrice: bought,
      buyOrderTime: '2026-11-02 10:00:00',
      orderNum: 2,
      allDepositAmt: cost.margin.toNumber(),
      orderFee: cost.fee.toNumber(),
      eachPoint: shComposite.eachPoint,
    });
    if (!position) return;

    s.at('2026-11-02 14:00:00');
    const list = (await s.call('/user/index/position/list.do', { state: 0 })).body as {
      data: { list: UserIndexPositionVO[] };
    };
    const vo = list.data.list[0];
    const now = levelOf(s, shComposite.gid).price;
    expect(() => userIndexPositionVO.parse(vo)).not.toThrow();
    const live = contractPnl({ ...position, buyOrderPrice: bought }, now);
    expect(vo).toMatchObject({
      now_price: now.toFixed(2),
      allProfitAndLose: live.netPnl.toNumber(),
    });

    const res = await s.call('/user/sellIndex.do', { positionSn: position.positionSn });
    expect(res.body).toEqual({ status: 0, msg: '平仓成功！' });
    expect(s.me().userIndexAmt).toBe(new Decimal(before.userIndexAmt).plus(live.netPnl).toNumber());
    expect(s.me().enableIndexAmt).toBe(
      new Decimal(before.enableIndexAmt).plus(live.netPnl).toNumber(),
    );
    const again = await withoutTrace(s, () =>
      s.call('/user/sellIndex.do', { positionSn: position.positionSn }),
    );
    expect(again.body).toEqual({ status: 1, msg: '平仓失败，此订单已平仓' });
    expectLedgerClean(s);
  });

  it("lists the trader's index positions, filtered", async () => {
    const s = await tradingServer('trader');
    const all = (await s.call('/user/index/position/list.do')).body as { data: { total: number } };
    expect(all.data.total).toBe(3);
    const closed = (await s.call('/user/index/position/list.do', { state: 1 })).body as {
      data: { list: UserIndexPositionVO[] };
    };
    expect(closed.data.list.map((p) => p.now_price)).toEqual(
      closed.data.list.map((p) => (p.sellOrderPrice ?? 0).toFixed(2)),
    );
    const byName = (await s.call('/user/index/position/list.do', { indexName: '沪深' })).body as {
      data: { list: UserIndexPositionVO[] };
    };
    expect(byName.data.list.map((p) => p.indexName)).toEqual(['沪深300']);
    const someoneElse = await tradingServer('verified');
    const foreign = await withoutTrace(someoneElse, () =>
      someoneElse.call('/user/sellIndex.do', {
        positionSn:
          s.store.tables.userIndexPositions.where('userId', s.me().id)[0]?.positionSn ?? '',
      }),
    );
    expect(foreign.body).toEqual({ status: 1, msg: '平仓失败，订单不存在' });
  });
});

describe('buyFutures.do', () => {
  it('refuses with the reference texts', async () => {
    const s = await tradingServer('verified');
    await refusal(s, () => buyFutures(s, { FuturesId: 999 }), '产品不存在');
    await refusal(s, () => buyFutures(s, { buyNum: 0 }), '最低不能低于1手');
    await refusal(s, () => buyFutures(s, { buyNum: 51 }), '最多不能高于50手');
    await refusal(
      s,
      () => buyFutures(s, { FuturesId: crude.id, buyNum: 3, lever: 1 }),
      '账户资金不足',
    );
    await refusal(
      s,
      () => buyFutures(s, { FuturesId: crude.id, buyNum: 2, lever: 1 }),
      '不能超过最大购买比例',
    );
    s.store.tables.stockFutures.update(gold.id, { transState: 0 });
    await refusal(s, () => buyFutures(s), '该产品不能交易');
    s.store.tables.stockFutures.update(gold.id, { transState: 1 });
    s.at('2026-11-02 12:00:00');
    await refusal(s, () => buyFutures(s), '下单失败，不在交易时段内');
    s.at('2026-11-02 10:00:00');
    s.store.tables.siteFuturesSettings.update(1, { buySameNums: 1 });
    expect((await buyFutures(s)).body).toMatchObject({ status: 0 });
    await refusal(s, () => buyFutures(s), '频繁交易,5分钟内同一产品持仓不得超过1条');
    s.store.tables.siteFuturesSettings.update(1, { buySameNums: 10, buyNumLots: 1 });
    await refusal(s, () => buyFutures(s, { FuturesId: crude.id }), '频繁交易,5分钟内不能超过1手');
    const missing = await withoutTrace(s, () =>
      s.call('/user/buyFutures.do', { buyNum: 1, buyType: 0, lever: 10 }),
    );
    expect(missing.status).toBe(400);
  });

  it('takes the margin from the futures account; sellFutures settles in yuan at the rate', async () => {
    const s = await tradingServer('verified');
    const before = { ...s.me() };
    const bought = levelOf(s, gold.gid).price;
    expect((await buyFutures(s, { buyType: 1 })).body).toEqual({
      status: 0,
      msg: '',
      data: '下单成功',
    });
    const cost = contractOrderCost({
      depositAmt: gold.depositAmt,
      transFee: gold.transFee,
      lots: 1,
      lever: 10,
    });
    expect(s.me().enableFutAmt).toBe(
      new Decimal(before.enableFutAmt).minus(cost.margin).toNumber(),
    );
    const position = s.store.tables.userFuturesPositions.where('userId', before.id)[0];
    if (!position) throw new Error('booked');
    expect(position).toMatchObject({
      buyOrderPrice: bought,
      orderDirection: '买跌',
      orderFee: cost.fee.toNumber(),
    });

    s.at('2026-11-02 15:00:00');
    const usd = s.market.coin('USD');
    if (!usd) throw new Error('USD');
    const rate = s.market.fxRate(usd, s.store.clock.now());
    const now = levelOf(s, gold.gid).price;
    const product = s.store.tables.stockFutures.get(gold.id);
    const expected = contractPnl(
      {
        ...position,
        buyOrderPrice: bought,
        eachPoint: new Decimal(product?.eachPoint ?? 0).times(rate),
      },
      now,
    );
    const list = (await s.call('/user/futures/position/list.do', { state: 0 })).body as {
      data: { list: UserFuturesPositionVO[] };
    };
    expect(() => userFuturesPositionVO.parse(list.data.list[0])).not.toThrow();
    expect(list.data.list[0]).toMatchObject({
      nowPrice: now.toFixed(levelOf(s, gold.gid).decimals),
      coinRate: rate,
      eachPoint: product?.eachPoint,
      allProfitAndLose: expected.netPnl.toNumber(),
    });
    expect(
      (await s.call('/user/sellFutures.do', { positionSn: position.positionSn })).body,
    ).toEqual({
      status: 0,
      msg: '平仓成功！',
    });
    expect(s.me().userFutAmt).toBe(new Decimal(before.userFutAmt).plus(expected.netPnl).toNumber());
    expect(s.me().enableFutAmt).toBe(
      new Decimal(before.enableFutAmt).plus(expected.netPnl).toNumber(),
    );
    expect(s.store.tables.userFuturesPositions.get(position.id)).toMatchObject({
      sellOrderPrice: now,
      sellRate: rate,
    });
    expectLedgerClean(s);
  });
});
