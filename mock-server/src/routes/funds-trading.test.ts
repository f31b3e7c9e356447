// getUserSubaccount.do and buyFunds.do: the caller's trading sub-accounts, buy.do's checks without
// the frequency ones (A-share windows, holiday switch for every stock), the booked row
// (orderTotalPrice ÷ lever), no balance change (§17.3 #7 copied), a sub-account that is not the
// caller's refused (#7 not copied), hostile parameters.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { SCENARIO_STOCKS } from '../../../fixtures/src/securities';
import type { FundsApply } from '../../../src/api/contracts/models/funds';
import { stockOrderCost } from '../../../src/api/contracts/trading-math';
import { spreadRateOf } from '../domain/trading/buy-checks';
import {
  expectLedgerClean,
  NAMED_STOCKS,
  quoteOf,
  tradingServer,
  withoutTrace,
  type TradingTestServer,
} from '../domain/trading/test-support';
import { moveMoney } from '../store/ledger';

const { moutai, pingAnBank, apple, catl } = NAMED_STOCKS;
const BUY = '/user/funds/buyFunds.do';
const SUBACCOUNT = 80_000_003;

const order = (stockId: number, buyNum = 1000, extra: Record<string, string | number> = {}) => ({
  stockId,
  buyNum,
  buyType: 0,
  lever: 5,
  subaccountNumber: SUBACCOUNT,
  ...extra,
});

const placed = async (s: TradingTestServer, params: Record<string, string | number>) => {
  const res = await s.call(BUY, params);
  expect(res.body).toEqual({ status: 0, msg: '', data: '下单成功' });
};

describe('getUserSubaccount.do', () => {
  it("lists only the caller's applications in trading, in a list-only PageInfo", async () => {
    const s = await tradingServer('funds');
    const res = await s.call('/user/funds/getUserSubaccount.do');
    const body = res.body as { status: number; data: Record<string, unknown> };
    expect(body.status).toBe(0);
    expect(body.data).toMatchObject({ pageNum: 0, total: 0, navigatepageNums: null });
    const list = body.data.list as FundsApply[];
    const mine = s.store.tables.fundsApplies.where('userId', s.me().id);
    // The fixture user has one application in each status; only status 1 trades.
    expect(mine.map((a) => a.status).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(list.map((a) => [a.status, a.subaccountNumber])).toEqual([[1, SUBACCOUNT]]);
    const other = await tradingServer('verified');
    const empty = await other.call('/user/funds/getUserSubaccount.do');
    expect((empty.body as { data: { list: unknown[] } }).data.list).toEqual([]);
  });
});

describe('buyFunds.do', () => {
  it('books a position with orderTotalPrice = value ÷ lever and moves no money', async () => {
    const s = await tradingServer('funds');
    const before = { ...s.me() };
    const ledgerRows = s.store.tables.ledger.size;
    const q = quoteOf(s, pingAnBank.code);
    await placed(s, order(pingAnBank.id, 1000));
    const setting = s.store.db.siteSettings[0];
    const stock = s.store.tables.stocks.get(pingAnBank.id);
    if (!setting || !stock) throw new Error('fixture rows');
    const value = new Decimal(q.price).times(1000).toNumber();
    const cost = stockOrderCost({
      price: q.price,
      shares: 1000,
      lever: 5,
      direction: 'long',
      rates: {
        buyFee: setting.buyFee ?? 0,
        sellFee: setting.sellFee ?? 0,
        dutyFee: setting.dutyFee ?? 0,
        spreadRate: spreadRateOf(s.store, stock, { changePct: q.changePct, value, price: q.price }),
      },
    });
    const booked = s.store.tables.userFundsPositions.where('userId', before.id).at(-1);
    expect(booked).toMatchObject({
      subaccountNumber: SUBACCOUNT,
      stockId: pingAnBank.id,
      stockCode: pingAnBank.code,
      orderDirection: '买涨',
      orderNum: 1000,
      orderLever: 5,
      buyOrderPrice: q.price,
      buyOrderTime: s.store.clock.now(),
      orderTotalPrice: cost.margin.toNumber(),
      orderFee: cost.buyFee.toNumber(),
      orderSpread: cost.stampDuty.toNumber(),
      spreadRatePrice: cost.spreadFee.toNumber(),
      allProfitAndLose: cost.fees.neg().toNumber(),
      sellOrderId: null,
    });
    expect(cost.margin.lt(cost.value)).toBe(true);
    // §17.3 #7 copied: the reference computes the balance change and never saves it.
    expect(s.me()).toMatchObject({ userAmt: before.userAmt, enableAmt: before.enableAmt });
    expect(s.store.tables.ledger.size).toBe(ledgerRows);
    expect(s.store.tables.userPositions.where('userId', before.id)).toHaveLength(0);
    expectLedgerClean(s);
  });

  it('runs no frequency checks', async () => {
    const s = await tradingServer('funds');
    s.setSetting({ buySameNums: 1, buyNumLots: 1 });
    await placed(s, order(pingAnBank.id, 1000));
    await placed(s, order(pingAnBank.id, 1000));
    expect(s.store.tables.userFundsPositions.where('userId', s.me().id)).toHaveLength(5);
  });

  it('KYC, lock and settings first, as buy.do', async () => {
    const fresh = await tradingServer('fresh');
    await fresh.refused(BUY, order(moutai.id), '下单失败，请先实名认证');
    const review = await tradingServer('kycReview');
    await review.refused(BUY, order(moutai.id), '下单失败，账户已被锁定');
    const s = await tradingServer('funds');
    s.store.tables.siteSettings.remove(1);
    await s.refused(BUY, order(moutai.id), '下单失败，系统设置错误');
  });

  it('checks the A-share windows and the holiday switch whatever the market', async () => {
    const s = await tradingServer('funds', '2026-11-02 12:00:00');
    await s.refused(BUY, order(pingAnBank.id), '下单失败，不在交易时段内');
    // A US stock inside US hours is still outside the A-share windows.
    s.at('2026-11-02 22:00:00');
    await s.refused(BUY, order(apple.id, 100), '下单失败，不在交易时段内');
    s.at('2026-11-02 10:00:00');
    s.setProduct({ holidayDisplay: true });
    await s.refused(BUY, order(pingAnBank.id), '周末或节假日不能交易！');
    await s.refused(BUY, order(apple.id, 100), '周末或节假日不能交易！');
  });

  it('stock lock, share limits, ST names, limit-up and the band, the N-day rise', async () => {
    const s = await tradingServer('funds');
    s.store.tables.stocks.update(moutai.id, { isLock: 1 });
    await s.refused(BUY, order(moutai.id, 100), '下单失败，当前股票不能交易');
    await s.refused(BUY, order(pingAnBank.id, 50), '下单失败，购买数量小于100股');
    await s.refused(BUY, order(pingAnBank.id, 10_100), '下单失败，购买数量大于10000股');
    s.store.tables.stocks.update(pingAnBank.id, { stockName: 'ST平安' });
    await s.refused(BUY, order(pingAnBank.id), 'ST和已退市的股票不能入仓');
    await s.refused(BUY, order(SCENARIO_STOCKS.limitUp.id), '当前股票已涨停不能买涨');
    const change = new Decimal(quoteOf(s, SCENARIO_STOCKS.limitDown.code).changePct)
      .toDecimalPlaces(2)
      .toString();
    await s.refused(
      BUY,
      order(SCENARIO_STOCKS.limitDown.id, 1000, { buyType: 1 }),
      `下单失败，股票当前跌幅:${change},大于最大跌幅:7`,
    );
    s.setSetting({ stockRate: -1000 });
    await s.refused(BUY, order(catl.id, 100), '5天内涨幅超过 -1000不能交易');
  });

  it('funds rules on enableAmt, then the index and futures totals', async () => {
    const s = await tradingServer('funds');
    await s.refused(BUY, order(pingAnBank.id, 100), '下单失败，购买金额小于1000元');
    await s.refused(BUY, order(moutai.id, 1000, { lever: 1 }), '下单失败，不能超过可用资金的80%');
    s.setSetting({ buyMaxAmtPercent: 2 });
    const available = new Decimal(s.me().enableAmt).toString();
    await s.refused(
      BUY,
      order(moutai.id, 200, { lever: 1 }),
      `下单失败，融资可用金额小于${available}元`,
    );
    const id = s.me().id;
    moveMoney(s.store, id, { userIndexAmt: -1 }, { reason: 'test' });
    await s.refused(BUY, order(pingAnBank.id), '失败，指数总资金小于0');
    moveMoney(s.store, id, { userIndexAmt: 1, userFutAmt: -1 }, { reason: 'test' });
    await s.refused(BUY, order(pingAnBank.id), '失败，期货总资金小于0');
  });

  it("refuses a sub-account that is not the caller's in trading, after the reference's checks", async () => {
    const s = await tradingServer('funds');
    const missing = '下单失败，子账户不存在';
    // 80000001 ended (status 4), 80000002 expired (status 3), 1 never existed.
    for (const sub of [80_000_001, 80_000_002, 1, 0, -5]) {
      await s.refused(BUY, order(pingAnBank.id, 1000, { subaccountNumber: sub }), missing);
    }
    // Someone else's trading sub-account.
    const other = await tradingServer('verified');
    await other.refused(BUY, order(pingAnBank.id, 1000), missing);
    // A reference refusal still answers first.
    await s.refused(
      BUY,
      order(pingAnBank.id, 50, { subaccountNumber: 1 }),
      '下单失败，购买数量小于100股',
    );
  });

  it('unknown stock, bad buyType or lever → empty body; non-int numbers → Spring 400', async () => {
    const s = await tradingServer('funds');
    const empties: Record<string, string | number>[] = [
      order(987_654),
      order(pingAnBank.id, 1000, { buyType: 2 }),
      order(pingAnBank.id, 1000, { buyType: -1 }),
      order(pingAnBank.id, 1000, { lever: 0 }),
      order(pingAnBank.id, 1000, { lever: -5 }),
    ];
    for (const params of empties) {
      const res = await withoutTrace(s, () => s.call(BUY, params));
      expect(res.status, JSON.stringify(params)).toBe(200);
      expect(res.text).toBe('');
    }
    const bad: [string, string][] = [
      ['buyNum', '100.5'],
      ['buyNum', '1e3'],
      ['lever', '5.0'],
      ['subaccountNumber', '99999999999'],
      ['stockId', '0x10'],
      ['buyType', 'abc'],
    ];
    for (const [name, value] of bad) {
      const res = await withoutTrace(s, () =>
        s.call(BUY, { ...order(pingAnBank.id), [name]: value }),
      );
      expect(res.status, `${name}=${value}`).toBe(400);
      expect(res.body).toMatchObject({ status: 400, error: 'Bad Request', path: BUY });
    }
    const missing = await withoutTrace(s, () =>
      s.call(BUY, { stockId: pingAnBank.id, buyNum: 1000, buyType: 0, lever: 5 }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: "Required int parameter 'subaccountNumber' is not present",
    });
  });
});
