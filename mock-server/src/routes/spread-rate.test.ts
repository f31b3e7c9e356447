// findSpreadRateOne.do: each kind of rule, the highest rate winning, the per-stock rate, no match,
// hostile parameters — and the rate it names is the one buy.do and buyFunds.do charge.
import Decimal from 'decimal.js';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { cents } from '../../../src/api/contracts/trading-math';
import {
  expectLedgerClean,
  NAMED_STOCKS,
  quoteOf,
  tradingServer,
  withoutTrace,
  type TradingTestServer,
} from '../domain/trading/test-support';
import { testServer } from '../testing';

const PATH = '/api/user/findSpreadRateOne.do';
const { moutai, pingAn, smic } = NAMED_STOCKS;

interface SpreadReply {
  status: number;
  msg: string;
  data: { typeName: string | null; spreadRate: number } | null;
}

const ask = async (
  app: TradingTestServer['app'],
  params: Record<string, string | number>,
): Promise<SpreadReply> => {
  const form = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await request(app).post(PATH).type('form').send(form);
  expect(res.status).toBe(200);
  return res.body as SpreadReply;
};

/** Figures that match no fixture rule: small change, small turnover, a 600… code, price ≥ 5. */
const NEUTRAL = { applies: 1, turnover: 10_000, code: '600519', unitprice: 100 };

const ruleOf = (s: TradingTestServer, typeName: string) => {
  const rule = s.store.db.siteSpreads.find((r) => r.typeName === typeName);
  if (!rule) throw new Error(`no ${typeName} rule`);
  return rule;
};

describe('findSpreadRateOne.do', () => {
  it('is public and answers 获取成功 with only typeName and spreadRate, or null', async () => {
    const { app } = testServer();
    expect(await ask(app, NEUTRAL)).toEqual({ status: 0, msg: '获取成功', data: null });
    expect(await ask(app, {})).toEqual({ status: 0, msg: '获取成功', data: null });
    const body = await ask(app, { ...NEUTRAL, applies: 6 });
    expect(body).toEqual({
      status: 0,
      msg: '获取成功',
      data: {
        id: null,
        typeName: '涨跌幅',
        unit: null,
        startInterval: null,
        endInterval: null,
        spreadRate: 0.001,
        addTime: null,
        updateTime: null,
      },
    });
  });

  it('matches each rule kind; intervals include their start and exclude their end', async () => {
    const s = await tradingServer();
    const change = ruleOf(s, '涨跌幅');
    const turnover = ruleOf(s, '成交额');
    const prefix = ruleOf(s, '开头收取');
    const below = ruleOf(s, '低于收取');
    const cases: [Record<string, string | number>, string | null][] = [
      [{ ...NEUTRAL, applies: change.startInterval ?? 0 }, '涨跌幅'],
      [{ ...NEUTRAL, applies: change.endInterval ?? 0 }, null],
      [{ ...NEUTRAL, turnover: turnover.startInterval ?? 0 }, '成交额'],
      [{ ...NEUTRAL, turnover: turnover.endInterval ?? 0 }, null],
      [{ ...NEUTRAL, code: `${prefix.unit ?? ''}981` }, '开头收取'],
      [{ ...NEUTRAL, unitprice: 4.99 }, '低于收取'],
      [{ ...NEUTRAL, unitprice: below.endInterval ?? 0 }, null],
    ];
    for (const [params, typeName] of cases) {
      const { data } = await ask(s.app, params);
      expect(data?.typeName ?? null, JSON.stringify(params)).toBe(typeName);
    }
  });

  it('the highest matching rate wins, the per-stock rate included', async () => {
    const s = await tradingServer();
    // Change % (0.001), code prefix 688 (0.0008) and price below 5 (0.002) all match.
    const all = { applies: 6, turnover: 10_000, code: '688981', unitprice: 3 };
    expect((await ask(s.app, all)).data).toMatchObject({ typeName: '低于收取', spreadRate: 0.002 });
    s.store.tables.siteSpreads.update(ruleOf(s, '涨跌幅').id, { spreadRate: 0.004 });
    expect((await ask(s.app, all)).data).toMatchObject({ typeName: '涨跌幅', spreadRate: 0.004 });
    s.store.tables.stocks.update(smic.id, { spreadRate: 0.005 });
    expect((await ask(s.app, all)).data).toMatchObject({ typeName: '股票点差', spreadRate: 0.005 });
    // The per-stock rate answers alone too, and only for its own code.
    expect((await ask(s.app, { ...NEUTRAL, code: smic.code })).data).toMatchObject({
      typeName: '股票点差',
      spreadRate: 0.005,
    });
    expect((await ask(s.app, NEUTRAL)).data).toBeNull();
  });

  it('unconvertible numbers get Spring 400; hostile text is only a code that matches nothing', async () => {
    const s = await tradingServer();
    for (const bad of ['abc', '1e309', '0x10', '1,2']) {
      const res = await withoutTrace(s, () =>
        request(s.app).post(PATH).type('form').send({ applies: bad }),
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, error: 'Bad Request', path: PATH });
    }
    for (const code of ["' OR 1=1 --", '__proto__', '<script>', '6'.repeat(5000)]) {
      expect((await ask(s.app, { ...NEUTRAL, code })).data).toBeNull();
    }
  });
});

describe('the rate it names is the one the buys charge', () => {
  const rateFor = async (s: TradingTestServer, code: string, shares: number) => {
    const q = quoteOf(s, code);
    const { data } = await ask(s.app, {
      applies: q.changePct,
      turnover: cents(new Decimal(q.price).times(shares)).toNumber(),
      code,
      unitprice: q.price,
    });
    return { q, rate: data?.spreadRate ?? 0 };
  };

  it('buy.do books value × the named rate as spreadRatePrice', async () => {
    const s = await tradingServer();
    for (const [stock, shares] of [
      [smic, 300],
      [pingAn, 1000],
      [moutai, 100],
    ] as const) {
      const { q, rate } = await rateFor(s, stock.code, shares);
      const res = await s.call('/user/buy.do', {
        stockId: stock.id,
        buyNum: shares,
        buyType: 0,
        lever: 10,
      });
      expect(res.body).toEqual({ status: 0, msg: '', data: '下单成功' });
      const position = s.store.tables.userPositions
        .where('userId', s.me().id)
        .find((p) => p.stockCode === stock.code && !p.sellOrderId);
      const value = cents(new Decimal(q.price).times(shares));
      expect(position?.spreadRatePrice, stock.code).toBe(cents(value.times(rate)).toNumber());
    }
    // smic's 688 prefix rule at least: a rate of 0 would make the check above vacuous.
    expect((await rateFor(s, smic.code, 300)).rate).toBeGreaterThan(0);
    expectLedgerClean(s);
  });

  it('buyFunds.do charges the same rate', async () => {
    const s = await tradingServer('funds');
    const { q, rate } = await rateFor(s, smic.code, 200);
    expect(rate).toBeGreaterThan(0);
    const res = await s.call('/user/funds/buyFunds.do', {
      stockId: smic.id,
      buyNum: 200,
      buyType: 0,
      lever: 5,
      subaccountNumber: 80_000_003,
    });
    expect(res.body).toEqual({ status: 0, msg: '', data: '下单成功' });
    const booked = s.store.tables.userFundsPositions.where('userId', s.me().id).at(-1);
    const value = cents(new Decimal(q.price).times(200));
    expect(booked?.spreadRatePrice).toBe(cents(value.times(rate)).toNumber());
  });
});
