// sellFunds.do and fundsList.do: §14.8's checks in order with their texts, the close's money on the
// full value with the stay fee charged (§17.3 #18 not copied, nothing released since buyFunds froze
// nothing), balances through the ledger; the list's live figures, filters and paging.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { SCENARIO_STOCKS } from '../../../fixtures/src/securities';
import type { UserFundsPosition } from '../../../src/api/contracts/models/funds';
import { userPositionVO, type UserPositionVO } from '../../../src/api/contracts/models/trading';
import { cents, stayDays, stayFee } from '../../../src/api/contracts/trading-math';
import {
  expectLedgerClean,
  NAMED_STOCKS,
  quoteOf,
  tradingServer,
  withoutTrace,
  type TradingTestServer,
} from '../domain/trading/test-support';

const { pingAn, pingAnBank, catl } = NAMED_STOCKS;
const SELL = '/user/funds/sellFunds.do';
const LIST = '/user/funds/fundsList.do';
const SUBACCOUNT = 80_000_003;

const row = (s: TradingTestServer, code: string, isOpen = true): UserFundsPosition => {
  const p = s.store.tables.userFundsPositions
    .where('userId', s.me().id)
    .filter((r) => r.stockCode === code && !r.sellOrderId === isOpen)
    .at(-1);
  if (!p) throw new Error(`no ${isOpen ? 'open' : 'closed'} ${code}`);
  return p;
};

const refused = async (s: TradingTestServer, positionSn: string, msg: string) => {
  const res = await withoutTrace(s, () => s.call(SELL, { positionSn }));
  expect(res.body).toEqual({ status: 1, msg });
};

const sold = async (s: TradingTestServer, positionSn: string) => {
  const res = await s.call(SELL, { positionSn });
  expect(res.body).toEqual({ status: 0, msg: '平仓成功！' });
};

const buyFunds = async (s: TradingTestServer, stockId: number, buyType = 0) => {
  const res = await s.call('/user/funds/buyFunds.do', {
    stockId,
    buyNum: 1000,
    buyType,
    lever: 5,
    subaccountNumber: SUBACCOUNT,
  });
  expect(res.body).toEqual({ status: 0, msg: '', data: '下单成功' });
};

const sellFee = (s: TradingTestServer) => s.store.db.siteSettings[0]?.sellFee ?? 0;

describe('sellFunds.do money', () => {
  it('books P/L on the full value, charges every fee and the stay fee, credits net to both balances', async () => {
    const s = await tradingServer('funds');
    const p = { ...row(s, pingAn.code) };
    const before = { ...s.me() };
    const q = quoteOf(s, pingAn.code);
    await sold(s, p.positionSn);

    const sellValue = cents(new Decimal(q.price).times(p.orderNum));
    const gross = cents(new Decimal(q.price).minus(p.buyOrderPrice).times(p.orderNum));
    const days = stayDays(p.buyOrderTime ?? 0, s.store.clock.now());
    const stay = stayFee(p, days);
    const net = gross
      .minus(p.orderFee ?? 0)
      .minus(p.orderSpread ?? 0)
      .minus(p.spreadRatePrice ?? 0)
      .minus(cents(sellValue.times(sellFee(s))))
      .minus(stay);
    // Friday 10:30 → Monday: four calendar days, the buy day counting.
    expect(days).toBe(4);
    expect(stay.toNumber()).toBeGreaterThan(0);
    const closed = s.store.tables.userFundsPositions.get(p.id);
    expect(closed).toMatchObject({
      sellOrderPrice: q.price,
      sellOrderTime: s.store.clock.now(),
      profitAndLose: gross.toNumber(),
      allProfitAndLose: net.toNumber(),
      orderStayDays: days,
      orderStayFee: stay.toNumber(),
      // Stored as the reference does: value ÷ lever.
      orderTotalPrice: p.orderTotalPrice,
    });
    expect(closed?.sellOrderId).toEqual(expect.any(String));
    // The reference's gross (sell value − orderTotalPrice) would be this far off: not copied.
    expect(sellValue.minus(p.orderTotalPrice ?? 0).equals(gross)).toBe(false);
    expect(s.me().userAmt).toBe(new Decimal(before.userAmt).plus(net).toNumber());
    expect(s.me().enableAmt).toBe(new Decimal(before.enableAmt).plus(net).toNumber());
    const ledger = s.store.tables.ledger.where('userId', before.id).slice(-2);
    expect(ledger.map((l) => [l.field, l.delta, l.reason, l.ref])).toEqual([
      ['userAmt', net.toNumber(), 'funds close', `funds-position:${p.id}`],
      ['enableAmt', net.toNumber(), 'funds close', `funds-position:${p.id}`],
    ]);
    expect(s.store.tables.userCashDetails.where('userId', before.id).at(-1)).toMatchObject({
      deType: '总盈亏',
      deAmt: net.toNumber(),
    });
    expectLedgerClean(s);
    await refused(s, p.positionSn, '平仓失败，此订单已平仓');
  });

  it('a short gains when the price falls: gross = (buy − sell) × shares', async () => {
    const s = await tradingServer('funds');
    await buyFunds(s, pingAnBank.id, 1);
    const p = { ...row(s, pingAnBank.code) };
    expect(p.orderDirection).toBe('买跌');
    s.at('2026-11-03 10:00:00');
    const q = quoteOf(s, pingAnBank.code);
    await sold(s, p.positionSn);
    const gross = cents(new Decimal(p.buyOrderPrice).minus(q.price).times(p.orderNum));
    expect(s.store.tables.userFundsPositions.get(p.id)?.profitAndLose).toBe(gross.toNumber());
    expectLedgerClean(s);
  });
});

describe('sellFunds.do checks, in order', () => {
  it('A-share windows first, then the position, the user lock, the holiday switch', async () => {
    const s = await tradingServer('funds', '2026-11-02 12:00:00');
    await refused(s, 'nope', '平仓失败，不在交易时段内');
    s.at('2026-11-07 10:00:00');
    await refused(s, row(s, pingAn.code).positionSn, '平仓失败，不在交易时段内');
    s.at('2026-11-02 10:00:00');
    for (const sn of ['nope', '', "' OR 1=1 --", '__proto__']) {
      await refused(s, sn, '平仓失败，订单不存在');
    }
    const other = await tradingServer('verified');
    await refused(other, row(s, pingAn.code).positionSn, '平仓失败，订单不存在');

    const sn = row(s, pingAn.code).positionSn;
    s.store.tables.users.update(s.me().id, { isLock: 1 });
    s.setProduct({ holidayDisplay: true });
    await refused(s, sn, '平仓失败，用户已被锁定');
    s.store.tables.users.update(s.me().id, { isLock: 0 });
    await refused(s, sn, '周末或节假日不能交易！');
  });

  it('closed, admin-locked, cantSellTimes, then T+1', async () => {
    const s = await tradingServer('funds');
    await refused(s, row(s, catl.code, false).positionSn, '平仓失败，此订单已平仓');
    const locked = row(s, pingAn.code);
    s.store.tables.userFundsPositions.update(locked.id, { isLock: 1, lockMsg: '风控锁定' });
    await refused(s, locked.positionSn, '平仓失败 风控锁定');

    s.setSetting({ cantSellTimes: 10 });
    await buyFunds(s, pingAnBank.id);
    const fresh = row(s, pingAnBank.code).positionSn;
    await refused(s, fresh, '10分钟内不能平仓');
    s.at('2026-11-02 10:11:00');
    // Ours: shares bought today are not sellable (T+1), as sell.do answers.
    await refused(s, fresh, '当前可卖股数不足');
    s.at('2026-11-03 10:00:00');
    await sold(s, fresh);
    expectLedgerClean(s);
  });

  it('no quote, then a long at limit-down; a short may close there', async () => {
    const s = await tradingServer('funds');
    const p = row(s, pingAnBank.code);
    s.store.tables.userFundsPositions.update(p.id, { stockGid: 'sh999999', stockCode: '999999' });
    await refused(s, p.positionSn, '平仓失败，获取股票信息失败');

    const down = SCENARIO_STOCKS.limitDown;
    const template = row(s, pingAn.code);
    const atLimit = (direction: string) =>
      s.store.tables.userFundsPositions.insert({
        ...template,
        id: undefined,
        positionSn: `limit-${direction}`,
        stockId: down.id,
        stockName: down.name,
        stockCode: down.code,
        stockGid: `${down.type}${down.code}`,
        orderDirection: direction,
      });
    atLimit('买涨');
    atLimit('买跌');
    await refused(s, 'limit-买涨', '当前股票已跌停不能卖出');
    await sold(s, 'limit-买跌');
  });

  it('a missing positionSn is Spring 400', async () => {
    const s = await tradingServer('funds');
    const res = await withoutTrace(s, () => s.call(SELL, {}));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: "Required String parameter 'positionSn' is not present",
    });
  });
});

interface Page {
  total: number;
  pages: number;
  list: UserPositionVO[];
}

const list = async (s: TradingTestServer, params: Record<string, string | number> = {}) =>
  ((await s.call(LIST, params)).body as { data: Page }).data;

describe('fundsList.do', () => {
  it('prices open positions live (stay fee included) and closed ones as booked', async () => {
    const s = await tradingServer('funds');
    const page = await list(s);
    const rows = s.store.tables.userFundsPositions.where('userId', s.me().id);
    expect(page.total).toBe(rows.length);
    expect(page.list.map((p) => p.id)).toEqual(rows.map((r) => r.id).sort((a, b) => b - a));
    for (const vo of page.list) {
      expect(() => userPositionVO.parse(vo)).not.toThrow();
      expect(vo).not.toHaveProperty('subaccountNumber');
      expect(vo).not.toHaveProperty('isLock');
      expect(vo).toMatchObject({
        profitTargetPrice: null,
        stopTargetPrice: null,
        sellOrderFee: null,
        marginAdd: null,
        businessBalance: null,
      });
    }

    const open = row(s, pingAnBank.code);
    const q = quoteOf(s, pingAnBank.code);
    const vo = page.list.find((p) => p.id === open.id);
    const gross = cents(new Decimal(q.price).minus(open.buyOrderPrice).times(open.orderNum));
    const stay = stayFee(open, 4);
    expect(vo).toMatchObject({
      now_price: q.price.toFixed(q.decimals),
      profitAndLose: gross.toNumber(),
      allProfitAndLose: gross
        .minus(open.orderFee ?? 0)
        .minus(open.orderSpread ?? 0)
        .minus(open.spreadRatePrice ?? 0)
        .minus(stay)
        .toNumber(),
      orderStayDays: 4,
      orderStayFee: stay.toNumber(),
      orderTotalPrice: open.orderTotalPrice,
    });

    const closed = row(s, catl.code, false);
    expect(page.list.find((p) => p.id === closed.id)).toMatchObject({
      now_price: (closed.sellOrderPrice ?? 0).toFixed(2),
      profitAndLose: cents(
        new Decimal(closed.sellOrderPrice ?? 0).minus(closed.buyOrderPrice).times(closed.orderNum),
      ).toNumber(),
      allProfitAndLose: closed.allProfitAndLose,
    });
  });

  it('filters by state, code and pinyin (LIKE, any case) and pages', async () => {
    const s = await tradingServer('funds');
    const ids = async (params: Record<string, string | number>) =>
      (await list(s, params)).list.map((p) => p.stockCode);
    expect((await ids({ state: 0 })).sort()).toEqual([pingAnBank.code, pingAn.code].sort());
    expect(await ids({ state: 1 })).toEqual([catl.code]);
    expect(await ids({ stockCode: '0000' })).toEqual([pingAnBank.code]);
    expect(await ids({ stockSpell: 'zgpa' })).toEqual([pingAn.code]);
    expect(await ids({ stockCode: "' OR 1=1 --" })).toEqual([]);
    const second = await list(s, { pageSize: 1, pageNum: 2 });
    expect(second).toMatchObject({ total: 3, pages: 3 });
    expect(second.list.map((p) => p.stockCode)).toEqual([pingAn.code]);
    expect((await list(s, { pageNum: -5 })).list).toHaveLength(3);
    const other = await tradingServer('verified');
    expect(await list(other)).toMatchObject({ total: 0, list: [] });
  });

  it('shows a new buy at once, and its close', async () => {
    const s = await tradingServer('funds');
    await buyFunds(s, pingAnBank.id);
    const [newest] = (await list(s, { state: 0 })).list;
    expect(newest).toMatchObject({ stockCode: pingAnBank.code, orderNum: 1000 });
    s.at('2026-11-03 10:00:00');
    await sold(s, newest?.positionSn ?? '');
    const [closed] = (await list(s, { state: 1 })).list;
    expect(closed?.positionSn).toBe(newest?.positionSn);
  });
});
