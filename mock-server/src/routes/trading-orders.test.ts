// buy.do / buy2.do: the 24 checks in the reference's order with their exact texts (a refused buy
// leaves no trace), the money a buy books, add-ons.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { SCENARIO_STOCKS } from '../../../fixtures/src/securities';
import { cents, stockOrderCost } from '../../../src/api/contracts/trading-math';
import {
  expectLedgerClean,
  NAMED_STOCKS,
  quoteOf,
  tradingServer,
  withoutTrace,
} from '../domain/trading/test-support';
import { moveMoney } from '../store/ledger';

const { moutai, pingAn, pingAnBank, catl, smic, tencent, apple } = NAMED_STOCKS;

const BUY = '/user/buy.do';

const order = (stockId: number, buyNum = 100, extra: Record<string, number> = {}) => ({
  stockId,
  buyNum,
  buyType: 0,
  lever: 10,
  ...extra,
});

const pct = (value: number) => new Decimal(value).toDecimalPlaces(2).toString();

describe('buy.do checks, in order', () => {
  it('1: an unknown stock id answers an empty body', async () => {
    const s = await tradingServer();
    const res = await withoutTrace(s, () => s.call(BUY, order(987_654)));
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
  });

  it('2–3: KYC missing, then a locked account, only while KYC is enforced', async () => {
    const fresh = await tradingServer('fresh');
    await fresh.refused(BUY, order(moutai.id), '下单失败，请先实名认证');
    const review = await tradingServer('kycReview');
    await review.refused(BUY, order(moutai.id), '下单失败，账户已被锁定');
    review.setProduct({ realNameDisplay: false });
    // Past the KYC gate the empty account fails on funds.
    await review.refused(BUY, order(moutai.id), '下单失败，不能超过可用资金的80%');
  });

  it('2 comes before the session check', async () => {
    const fresh = await tradingServer('fresh', '2026-11-02 12:00:00');
    await fresh.refused(BUY, order(moutai.id), '下单失败，请先实名认证');
  });

  it('4: no settings row', async () => {
    const s = await tradingServer();
    s.store.tables.siteSettings.remove(1);
    await s.refused(BUY, order(moutai.id), '下单失败，系统设置错误');
  });

  it('5–7: outside the US, HK and A-share sessions (strictly inside, weekends closed)', async () => {
    const s = await tradingServer();
    await s.refused(BUY, order(apple.id, 100), '下单失败，不在美股交易时段内');
    s.at('2026-11-02 12:30:00');
    await s.refused(BUY, order(tencent.id), '下单失败，不在港股股交易时段内');
    for (const when of ['2026-11-02 12:00:00', '2026-11-02 09:30:00', '2026-11-07 10:00:00']) {
      s.at(when);
      await s.refused(BUY, order(moutai.id), '下单失败，不在交易时段内');
    }
  });

  it('8: the holiday switch, after the session windows; US stocks are exempt', async () => {
    const s = await tradingServer();
    s.setProduct({ holidayDisplay: true });
    await s.refused(BUY, order(moutai.id), '周末或节假日不能交易！');
    s.at('2026-11-02 12:00:00');
    await s.refused(BUY, order(moutai.id), '下单失败，不在交易时段内');
    s.at('2026-11-02 22:00:00');
    const res = await s.call(BUY, order(apple.id, 100));
    expect(res.body).toEqual({ status: 0, msg: '', data: '下单成功' });
  });

  it('the control API forces the session open or closed, holiday included', async () => {
    const s = await tradingServer('verified', '2026-11-02 12:00:00');
    s.store.control.tradingHours = 'closed';
    s.at('2026-11-02 10:00:00');
    await s.refused(BUY, order(moutai.id), '下单失败，不在交易时段内');
    s.store.control.tradingHours = 'open';
    s.setProduct({ holidayDisplay: true });
    s.at('2026-11-07 03:00:00');
    expect((await s.call(BUY, order(moutai.id))).body).toMatchObject({ status: 0 });
  });

  it('9: a stock locked for trading', async () => {
    const s = await tradingServer();
    s.store.tables.stocks.update(moutai.id, { isLock: 1 });
    await s.refused(BUY, order(moutai.id), '下单失败，当前股票不能交易');
  });

  it('10: too many positions in one stock within buySameTimes minutes', async () => {
    const s = await tradingServer();
    s.setSetting({ buySameNums: 1 });
    expect((await s.call(BUY, order(moutai.id))).body).toMatchObject({ status: 0 });
    // A second buy of a held stock is an add-on, checked the same way.
    await s.refused(BUY, order(moutai.id), '频繁交易,5分钟内同一股票持仓不得超过1条');
    s.at('2026-11-02 10:05:01');
    expect((await s.call(BUY, order(moutai.id))).body).toMatchObject({
      status: 0,
      msg: '下单成功',
    });
  });

  it('11: too many lots within buyNumTimes minutes, across stocks', async () => {
    const s = await tradingServer();
    s.setSetting({ buyNumLots: 3 });
    expect((await s.call(BUY, order(pingAn.id, 300))).body).toMatchObject({ status: 0 });
    await s.refused(BUY, order(moutai.id), '频繁交易,5分钟内不能超过3手');
  });

  it('12–13: share limits', async () => {
    const s = await tradingServer();
    await s.refused(BUY, order(moutai.id, 50), '下单失败，购买数量小于100股');
    await s.refused(BUY, order(pingAnBank.id, 10_100), '下单失败，购买数量大于10000股');
  });

  it('15: ST and delisting names', async () => {
    const s = await tradingServer();
    s.store.tables.stocks.update(pingAn.id, { stockName: 'ST平安' });
    await s.refused(BUY, order(pingAn.id, 1000), 'ST和已退市的股票不能入仓');
    s.store.tables.stocks.update(pingAn.id, { stockName: '平安退' });
    await s.refused(BUY, order(pingAn.id, 1000), 'ST和已退市的股票不能入仓');
  });

  it('16–17: limit-up refuses a long; the main-board band refuses either side', async () => {
    const s = await tradingServer();
    const up = SCENARIO_STOCKS.limitUp;
    const down = SCENARIO_STOCKS.limitDown;
    await s.refused(BUY, order(up.id, 1000), '当前股票已涨停不能买涨');
    const upChange = pct(quoteOf(s, up.code).changePct);
    await s.refused(
      BUY,
      order(up.id, 1000, { buyType: 1 }),
      `下单失败，股票当前涨幅:${upChange},大于最大涨幅:7`,
    );
    const downChange = pct(quoteOf(s, down.code).changePct);
    await s.refused(
      BUY,
      order(down.id, 1000, { buyType: 1 }),
      `下单失败，股票当前跌幅:${downChange},大于最大跌幅:7`,
    );
  });

  it('18–19: ChiNext and STAR bands use their own maximum', async () => {
    const s = await tradingServer();
    s.setSetting({ cyCreaseMaxPercent: 0, kcCreaseMaxPercent: 0 });
    for (const [stock, board] of [
      [catl, '创业股'],
      [smic, '科创股'],
    ] as const) {
      const change = quoteOf(s, stock.code).changePct;
      const text =
        change >= 0
          ? `下单失败，${board}当前涨幅:${pct(change)},大于最大涨幅:0`
          : `下单失败，${board}当前跌幅:${pct(change)},大于最大跌幅:0`;
      await s.refused(BUY, order(stock.id, 200, { buyType: 1 }), text);
    }
  });

  it('20: risen too much over stockDays days', async () => {
    const s = await tradingServer();
    s.setSetting({ stockRate: -1000 });
    await s.refused(BUY, order(moutai.id), '5天内涨幅超过 -1000不能交易');
  });

  it('21–23: margin against the minimum and the available funds', async () => {
    const s = await tradingServer();
    await s.refused(BUY, order(pingAnBank.id, 100), '下单失败，购买金额小于1000元');
    await s.refused(BUY, order(moutai.id, 1100), '下单失败，不能超过可用资金的80%');
    s.setSetting({ buyMaxAmtPercent: 2 });
    const available = new Decimal(s.me().enableAmt).toString();
    await s.refused(BUY, order(moutai.id, 1400), `下单失败，融资可用金额小于${available}元`);
  });

  it('24: a negative index account', async () => {
    const s = await tradingServer();
    moveMoney(s.store, s.me().id, { userIndexAmt: -(s.me().userIndexAmt + 1) }, { reason: 'test' });
    await s.refused(BUY, order(moutai.id), '失败，指数总资金小于0');
  });

  it('bad buyType or lever → empty body; a non-integer share count → Spring 400', async () => {
    const s = await tradingServer();
    const extras: Record<string, number>[] = [{ buyType: 2 }, { lever: 0 }, { lever: -10 }];
    for (const extra of extras) {
      const res = await withoutTrace(s, () => s.call(BUY, order(moutai.id, 100, extra)));
      expect(res.text).toBe('');
    }
    for (const buyNum of ['100.5', '1e2', '99999999999']) {
      const res = await withoutTrace(s, () =>
        s.call(BUY, { stockId: moutai.id, buyNum, buyType: 0, lever: 10 }),
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, error: 'Bad Request', path: BUY });
    }
  });
});

describe('buy.do money', () => {
  it('freezes the margin from enableAmt, books fees on the position, a cash line and a lot', async () => {
    const s = await tradingServer();
    const before = { ...s.me() };
    const q = quoteOf(s, smic.code);
    const res = await s.call(BUY, order(smic.id, 300, { profitTarget: 200, stopTarget: 0 }));
    expect(res.body).toEqual({ status: 0, msg: '', data: '下单成功' });

    const position = s.store.tables.userPositions.where('userId', before.id)[0];
    expect(position).toBeDefined();
    if (!position) return;
    const setting = s.store.db.siteSettings[0];
    // 688… stocks pay the code-prefix spread rate (0.0008) unless the change % rule pays more.
    expect(q.changePct < 5).toBe(true);
    const cost = stockOrderCost({
      price: q.price,
      shares: 300,
      lever: 10,
      direction: 'long',
      rates: {
        buyFee: setting?.buyFee ?? 0,
        sellFee: setting?.sellFee ?? 0,
        dutyFee: setting?.dutyFee ?? 0,
        spreadRate: 0.0008,
      },
    });
    expect(position).toMatchObject({
      stockCode: smic.code,
      orderDirection: '买涨',
      orderNum: 300,
      orderLever: 10,
      buyOrderPrice: q.price,
      buyOrderTime: s.store.clock.now(),
      orderTotalPrice: cost.value.toNumber(),
      orderFee: cost.buyFee.toNumber(),
      orderSpread: cost.stampDuty.toNumber(),
      spreadRatePrice: cost.spreadFee.toNumber(),
      allProfitAndLose: cost.fees.neg().toNumber(),
      profitTargetPrice: 200,
      stopTargetPrice: null,
      marginAdd: 0,
      sellOrderId: null,
    });
    expect(s.me().enableAmt).toBe(new Decimal(before.enableAmt).minus(cost.margin).toNumber());
    expect(s.me().userAmt).toBe(before.userAmt);
    const cash = s.store.tables.userCashDetails.where('userId', before.id).at(-1);
    expect(cash).toMatchObject({
      deType: '买入股票',
      deAmt: cost.margin.toNumber(),
      positionId: position.id,
    });
    expect(s.store.tables.userPositionDetails.where('posId', position.id)).toEqual([
      expect.objectContaining({
        orderNum: 300,
        buyOrderPrice: q.price,
        buyOrderTime: s.store.clock.now(),
      }),
    ]);
    expectLedgerClean(s);
  });
});

describe('add-ons', () => {
  it('buy.do on a held stock averages into the earliest open position', async () => {
    const s = await tradingServer('trader');
    const held = s.store.tables.userPositions
      .where('userId', s.me().id)
      .find((p) => p.stockCode === moutai.code && !p.sellOrderId);
    if (!held) throw new Error('trader holds Moutai');
    const old = { ...held };
    const enableBefore = s.me().enableAmt;
    const q = quoteOf(s, moutai.code);
    // The held position's direction and lever win over the order's (add-on semantics).
    const res = await s.call(BUY, order(moutai.id, 100, { buyType: 1, lever: 30 }));
    expect(res.body).toMatchObject({ status: 0, msg: '下单成功' });
    const data = (res.body as { data: typeof held }).data;
    const value = cents(new Decimal(q.price).times(100));
    expect(data).toMatchObject({
      id: old.id,
      positionSn: old.positionSn,
      orderDirection: '买涨',
      orderNum: 300,
      orderTotalPrice: value.plus(old.orderTotalPrice ?? 0).toNumber(),
      buyOrderPrice: cents(value.plus(old.orderTotalPrice ?? 0).div(300)).toNumber(),
    });
    const margin = cents(value.div(old.orderLever ?? 1));
    expect(s.me().enableAmt).toBe(new Decimal(enableBefore).minus(margin).toNumber());
    expect(data.orderFee).toBeGreaterThan(old.orderFee ?? 0);
    const lots = s.store.tables.userPositionDetails.where('posId', old.id);
    expect(lots.map((l) => l.orderNum).sort()).toEqual([100, 200]);
    expectLedgerClean(s);
  });

  it('buy2.do adds to a position by number; an unknown number hits the global handler', async () => {
    const s = await tradingServer('trader');
    const held = s.store.tables.userPositions
      .where('userId', s.me().id)
      .find((p) => p.stockCode === pingAn.code && !p.sellOrderId);
    if (!held) throw new Error('trader holds Ping An');
    const res = await s.call('/user/buy2.do', { positionSn: held.positionSn, buyNum: 1000 });
    expect(res.body).toMatchObject({
      status: 0,
      msg: '下单成功',
      data: { positionSn: held.positionSn, orderNum: 4000, orderDirection: '买跌' },
    });
    const missing = await withoutTrace(s, () =>
      s.call('/user/buy2.do', { positionSn: 'nope', buyNum: 100 }),
    );
    expect(missing.body).toMatchObject({ status: 1, msg: '當前交易人數過多，請稍後嘗試！' });
    const below = await withoutTrace(s, () =>
      s.call('/user/buy2.do', { positionSn: held.positionSn, buyNum: 10 }),
    );
    expect(below.body).toEqual({ status: 1, msg: '下单失败，购买数量小于100股' });
  });
});
