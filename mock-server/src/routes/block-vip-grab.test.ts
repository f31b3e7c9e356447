// VIP grabs (api-contract §8.11, §8.12, §12.10): the limit-up pool in East Money's keys, the search
// quirk, and every rule of buyVipQc.do in the reference's order with its text — the threshold,
// A-share windows, the status-0 "not tradable" reply that books nothing, the share and margin
// limits — and the booking.
import Decimal from 'decimal.js';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { SCENARIO_STOCKS } from '../../../fixtures/src/securities';
import { BLOCK_VIP_TEXT } from '../../../src/api/contracts/block-vip-texts';
import { POOL_MIN, type ZtPoolRow } from '../domain/market-boards/zt-pool';
import {
  expectLedgerClean,
  NAMED_STOCKS,
  quoteOf,
  tradingServer,
  withoutTrace,
  type TradingTestServer,
} from '../domain/trading/test-support';
import { moveMoney } from '../store/ledger';

const { moutai, tencent } = NAMED_STOCKS;
const { limitUp } = SCENARIO_STOCKS;
const GRAB = '/user/buyVipQc.do';
const TOO_MANY = '當前交易人數過多，請稍後嘗試！';

const pool = async (s: TradingTestServer, path = '/api/stock/getVipList.do', form = {}) =>
  (await request(s.app).post(path).type('form').send(form)).body as {
    status: number;
    data: ZtPoolRow[] | null;
  };

const grab = (stockCode: string, extra: Record<string, number> = {}) => ({
  stockCode,
  buyNum: 100,
  buyType: 0,
  lever: 10,
  ...extra,
});
const DONE = { status: 0, msg: '', data: BLOCK_VIP_TEXT.vipDone };

describe('getVipList.do / getVipByCode.do', () => {
  it('answers the limit-up stocks in East Money keys: code, name, price × 1000, change %', async () => {
    const s = await tradingServer();
    const { data } = await pool(s);
    expect(data?.length).toBeGreaterThanOrEqual(POOL_MIN);
    expect(data?.map((r) => r.c)).toContain(limitUp.code);
    for (const row of data ?? []) {
      const q = quoteOf(s, row.c);
      expect(row.n).toBe(q.name);
      expect(row.p).toBe(new Decimal(q.price).times(1000).round().toNumber());
      expect(Number.isInteger(row.p)).toBe(true);
      expect(row.zdp).toBe(q.changePct);
      // A sealed row is at limit-up; a quiet day tops the pool up with gainers that are not.
      expect(q.isLimitUp, row.c).toBe(row.lbc >= 1);
    }
    expect(data?.filter((r) => r.lbc >= 1).length).toBeGreaterThan(0);
  });

  it('tops a quiet day up to the minimum with the strongest gainers (no seal)', async () => {
    const s = await tradingServer('verified', '2026-11-20 10:00:00');
    const rows = (await pool(s)).data ?? [];
    expect(rows).toHaveLength(POOL_MIN);
    const sealed = rows.filter((r) => quoteOf(s, r.c).isLimitUp);
    const filled = rows.slice(sealed.length);
    expect(sealed.length).toBeLessThan(POOL_MIN);
    expect(filled.every((r) => r.lbc === 0 && r.fbt === 0 && !quoteOf(s, r.c).isLimitUp)).toBe(
      true,
    );
    const changes = filled.map((r) => r.zdp);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
  });

  it("before the open shows the last close's pool, never an empty one", async () => {
    const s = await tradingServer('verified', '2026-11-02 09:00:00');
    const early = (await pool(s)).data;
    s.at('2026-10-30 15:00:00');
    expect(early).toEqual((await pool(s)).data);
    expect(early?.length).toBeGreaterThanOrEqual(POOL_MIN);
  });

  it('getVipByCode: the matching item, else the whole pool; no code → the global error', async () => {
    const s = await tradingServer();
    const whole = (await pool(s)).data ?? [];
    const path = '/api/stock/getVipByCode.do';
    const found = await pool(s, path, { code: limitUp.code });
    expect(found.data).toEqual(whole.filter((r) => r.c === limitUp.code));
    expect(found.data).toHaveLength(1);
    expect((await pool(s, path, { code: '999999' })).data).toEqual(whole);
    const missing = await request(s.app).post(path);
    expect(missing.body).toMatchObject({ status: 1, msg: TOO_MANY });
  });
});

describe('buyVipQc.do', () => {
  it('books as buy.do does: live price, the lever sent, positionType = accountType', async () => {
    const s = await tradingServer();
    const before = s.me().enableAmt;
    expect((await s.call(GRAB, grab(moutai.code))).body).toEqual(DONE);
    const price = quoteOf(s, moutai.code).price;
    const [position] = s.store.tables.userPositions.where('userId', s.me().id);
    expect(position).toMatchObject({
      stockCode: moutai.code,
      positionType: s.me().accountType,
      orderLever: 10,
      orderDirection: '买涨',
      buyOrderPrice: price,
      orderNum: 100,
    });
    const margin = new Decimal(price).times(100).div(10).toDecimalPlaces(2);
    expect(s.me().enableAmt).toBe(new Decimal(before).minus(margin).toNumber());
    // Never an add-on: a second grab opens a second position.
    expect((await s.call(GRAB, grab(moutai.code))).body).toEqual(DONE);
    expect(s.store.tables.userPositions.where('userId', s.me().id)).toHaveLength(2);
    expectLedgerClean(s);
  });

  it('refuses available funds below vipQcMaxAmt, after the KYC gate', async () => {
    const s = await tradingServer();
    moveMoney(s.store, s.me().id, { enableAmt: -100_001 }, { reason: 'test', ref: 'test' });
    await s.refused(GRAB, grab(moutai.code), '下单失败，可用余额小于100000');
    const fresh = await tradingServer('fresh');
    await fresh.refused(GRAB, grab(moutai.code), '下单失败，请先实名认证');
  });

  it('takes orders only inside the A-share windows, for any stock, and not on holidays', async () => {
    const s = await tradingServer('verified', '2026-11-02 12:00:00');
    await s.refused(GRAB, grab(moutai.code), '下单失败，不在交易时段内');
    // 15:30: Hong Kong trades, the A-share market is closed.
    s.at('2026-11-02 15:30:00');
    await s.refused(GRAB, grab(tencent.code), '下单失败，不在交易时段内');
    s.at('2026-11-02 10:00:00');
    s.setProduct({ holidayDisplay: true });
    await s.refused(GRAB, grab(moutai.code), '周末或节假日不能交易！');
  });

  it('answers a change beyond the board maximum with status 0 "not tradable", nothing booked', async () => {
    const s = await tradingServer();
    const res = await withoutTrace(s, () => s.call(GRAB, grab(limitUp.code)));
    expect(res.body).toEqual({ status: 0, msg: '', data: '当前交易不可买入' });
  });

  it('has no limit-up check: a limit-up stock within the maximum is booked', async () => {
    const s = await tradingServer();
    s.setSetting({ creaseMaxPercent: 11, stockRate: 1000 });
    const buy = { stockId: limitUp.id, buyNum: 1000, buyType: 0, lever: 10 };
    expect((await s.call('/user/buy.do', buy)).body.msg).toBe('当前股票已涨停不能买涨');
    expect((await s.call(GRAB, grab(limitUp.code, { buyNum: 1000 }))).body).toEqual(DONE);
    expectLedgerClean(s);
  });

  it('keeps buy.do texts for the share limits, frequency, ST and the N-day rise', async () => {
    const s = await tradingServer();
    await s.refused(GRAB, grab(moutai.code, { buyNum: 50 }), '下单失败，购买数量小于100股');
    await s.refused(GRAB, grab(moutai.code, { buyNum: 10_100 }), '下单失败，购买数量大于10000股');
    const st = s.store.db.stocks.find((row) => row.stockName.startsWith('ST') && !row.isLock);
    await s.refused(GRAB, grab(st?.stockCode ?? ''), 'ST和已退市的股票不能入仓');
    s.setSetting({ stockRate: -100 });
    await s.refused(GRAB, grab(moutai.code), '5天内涨幅超过 -100不能交易');
    s.setSetting({ stockRate: 30, buySameNums: 1 });
    expect((await s.call(GRAB, grab(moutai.code))).body).toEqual(DONE);
    await s.refused(GRAB, grab(moutai.code), '频繁交易,5分钟内同一股票持仓不得超过1条');
  });

  it('checks the margin (value ÷ lever) with its own wording for short funds', async () => {
    const s = await tradingServer();
    s.setSetting({ buyMinAmt: 1_000_000 });
    await s.refused(GRAB, grab(moutai.code), '下单失败，购买金额小于1000000元');
    s.setSetting({ buyMinAmt: 1000 });
    await s.refused(
      GRAB,
      grab(moutai.code, { buyNum: 200, lever: 1 }),
      '下单失败，不能超过可用资金的80%',
    );
    s.setSetting({ buyMaxAmtPercent: 10 });
    await s.refused(
      GRAB,
      grab(moutai.code, { buyNum: 200, lever: 1 }),
      '下单失败，可用金额小于200000元',
    );
  });

  it('answers an unknown stock code with the global error, nothing written', async () => {
    const s = await tradingServer();
    const res = await withoutTrace(s, () => s.call(GRAB, grab('999999')));
    expect(res.body).toMatchObject({ status: 1, msg: TOO_MANY });
  });
});
