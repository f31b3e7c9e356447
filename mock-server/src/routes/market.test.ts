// Market endpoints (api-contract §8.6–§8.8, §8.13, §8.14, §9.2–§9.6) on the engine, each reply's
// `data` parsed with the contract schema. Until the securities are in the store, the app here is
// a bare Express router with the shared mount, over a market built from the fixture securities.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { DEFAULT_SEED, REFERENCE_DATE } from '../../../fixtures/src/random';
import { SCENARIO_STOCKS } from '../../../fixtures/src/securities';
import { ENVELOPE_MESSAGES } from '../../../src/api/contracts/envelope';
import {
  findStock,
  queryExchange,
  queryListIndex,
  querySingleIndex,
  querySingleMarket,
} from '../../../src/api/contracts/endpoints/index-futures';
import {
  getDayK,
  getFuturesDayK,
  getFuturesMinKEcharts,
  getIndexDayK,
  getIndexMinKEcharts,
  getMinKEcharts,
  getSingleStock,
  getStock,
} from '../../../src/api/contracts/endpoints/market';
import { DAY_K_BARS } from '../domain/quotes/charts';
import { errorHandler } from '../http/errors';
import { createMount } from '../http/mount';
import { createMarket } from '../market/market';
import { at, fixtureSecurities } from '../market/test-support';
import type { MockStore } from '../store/store';

import { MARKET_MESSAGES, marketRoutes } from './market';

const MINUTE = 60_000;

const TOKEN = 'USERtest';
const USER_ID = 42;

/** What the mount reads from the store for public and token-optional endpoints: one session. */
const bareStore = (now: () => number) =>
  ({
    clock: { now },
    sessions: {
      peek: (token?: string) =>
        token === TOKEN ? { userId: USER_ID, expiresAt: Infinity } : undefined,
    },
    tables: { users: { get: () => undefined } },
  }) as unknown as MockStore;

const setup = (options: Parameters<typeof marketRoutes>[2] = {}) => {
  let t = REFERENCE_DATE + 60 * MINUTE;
  const clock = { now: () => t };
  const securities = fixtureSecurities();
  const market = createMarket({ seed: DEFAULT_SEED, securities: () => securities });
  const app = express();
  app.set('query parser', 'simple');
  app.use(express.urlencoded({ extended: false }));
  const { mount } = createMount(app, bareStore(clock.now));
  marketRoutes(mount, market, options);
  app.use(errorHandler(clock, () => undefined));
  const post = async (path: string, form: Record<string, string | number> = {}) => {
    const res = await request(app).post(path).type('form').send(form);
    return res.body as { status: number; msg: string; data?: unknown };
  };
  return { app, market, securities, post, setTime: (ms: number) => void (t = ms) };
};

describe('getSingleStock.do', () => {
  it('quotes a stock, with a five-level book and chart images', async () => {
    const { post } = setup();
    const body = await post('/api/stock/getSingleStock.do', { code: '600519' });
    const { stock, introduction } = getSingleStock.data.parse(body.data);
    expect(introduction).toBeNull();
    expect(stock).toMatchObject({
      id: 1,
      name: '贵州茅台',
      gid: 'sh600519',
      type: null,
      depositAmt: 0,
    });
    expect(stock.nowPrice).toMatch(/^\d+\.\d{2}$/);
    expect(Number(stock.buy1)).toBeLessThan(Number(stock.sell1));
    expect(Number(stock.buy2)).toBeLessThan(Number(stock.buy1));
    expect(stock.dayImg).toContain('sh600519');
  });

  it('moves inside the session and not over lunch', async () => {
    const { post, setTime } = setup();
    const price = async (time: string) => {
      setTime(at(`2026-11-02 ${time}`));
      const body = await post('/api/stock/getSingleStock.do', { code: '000001' });
      return getSingleStock.data.parse(body.data).stock.nowPrice;
    };
    const session = [await price('10:00'), await price('10:07:30'), await price('10:51')];
    expect(new Set(session).size).toBeGreaterThan(1);
    expect(await price('11:45')).toBe(await price('12:55'));
  });

  it('has no asks at limit-up', async () => {
    const { post } = setup();
    const body = await post('/api/stock/getSingleStock.do', { code: SCENARIO_STOCKS.limitUp.code });
    const { stock } = getSingleStock.data.parse(body.data);
    expect(stock.nowPrice).toBe('22.00');
    expect([stock.sell1, stock.sell1_num]).toEqual([null, 0]);
    expect(stock.buy1).toBe('22.00');
  });

  it('treats sh/sz codes as indexes and hf_ codes as futures', async () => {
    const { post } = setup();
    const index = getSingleStock.data.parse(
      (await post('/api/stock/getSingleStock.do', { code: 'sh000001' })).data,
    );
    expect(index.stock.name).toBe('上证指数');
    expect(index.introduction).toContain('上证指数');
    const futures = getSingleStock.data.parse(
      (await post('/api/stock/getSingleStock.do', { code: 'hf_CL' })).data,
    );
    expect(futures.stock.name).toBe('纽约原油');
    expect(futures.stock.depositAmt).toBeGreaterThan(0);
  });

  it('unknown or blank code → status 1 with an empty message', async () => {
    const { post } = setup();
    for (const code of ['999999', ' ']) {
      expect(await post('/api/stock/getSingleStock.do', { code })).toEqual({ status: 1, msg: '' });
    }
  });
});

describe('getStock.do', () => {
  it('pages the shown stocks by id', async () => {
    const { app, securities } = setup();
    const res = await request(app)
      .get('/api/stock/getStock.do')
      .query({ pageNum: 2, pageSize: 15 });
    const page = getStock.data.parse((res.body as { data: unknown }).data);
    const shown = securities.stocks.filter((s) => s.isShow === 0);
    expect(page.total).toBe(shown.length);
    expect(page.list.map((s) => s.code)).toEqual(shown.slice(15, 30).map((s) => s.stockCode));
    expect(page).toMatchObject({ pageNum: 2, size: 15, startRow: 16, endRow: 30, prePage: 1 });
    expect(page.list[0]?.isOption).toBe('0');
    expect(page.list[0]?.today_max).toBeNull();
  });

  it.each([
    ['gzmt', '600519'],
    ['GZMT', '600519'],
    ['茅台', '600519'],
    ['60051', '600519'],
  ])('finds %s', async (keyWords, code) => {
    const { post } = setup();
    const page = getStock.data.parse((await post('/api/stock/getStock.do', { keyWords })).data);
    expect(page.list.map((s) => s.code)).toContain(code);
  });

  it('filters by plate and by type', async () => {
    const { post } = setup();
    const star = getStock.data.parse(
      (await post('/api/stock/getStock.do', { stockPlate: '科创', pageSize: 100 })).data,
    );
    expect(star.list.length).toBeGreaterThan(5);
    expect(star.list.every((s) => s.stock_plate === '科创' && s.code.startsWith('688'))).toBe(true);
    const hk = getStock.data.parse(
      (await post('/api/stock/getStock.do', { stockType: 'hk', pageSize: 100 })).data,
    );
    expect(hk.list.every((s) => s.gid.startsWith('hk'))).toBe(true);
  });

  it('fills isOption from the watchlist hook for a logged-in caller only', async () => {
    const { app } = setup({ isOption: (userId, code) => userId === USER_ID && code === '600519' });
    const list = async (token?: string) => {
      const req = request(app).get('/api/stock/getStock.do').query({ keyWords: '6005' });
      const res = await (token ? req.set('USERTOKEN', token) : req);
      const page = getStock.data.parse((res.body as { data: unknown }).data);
      return page.list.filter((s) => s.isOption === '1').map((s) => s.code);
    };
    expect(await list(TOKEN)).toEqual(['600519']);
    expect(await list()).toEqual([]);
  });
});

describe('K-line endpoints', () => {
  it('getMinK_Echarts: bars of `time` minutes, capped at 200, last close = the quote', async () => {
    const { post } = setup();
    const body = await post('/api/stock/getMinK_Echarts.do', {
      code: '300750',
      time: 5,
      ma: 5,
      size: 500,
    });
    const data = getMinKEcharts.data.parse(body.data);
    expect(data.values).toHaveLength(200);
    expect(data.volumes[0]).toHaveLength(3);
    expect(data.date.at(-1)).toBe('2026-11-02 10:30');
    const quote = getSingleStock.data.parse(
      (await post('/api/stock/getSingleStock.do', { code: '300750' })).data,
    );
    expect(data.values.at(-1)?.[1]).toBe(Number(quote.stock.nowPrice));
  });

  it('getMinK_Echarts: ma must be 5, 10 or 15; unknown code → empty message', async () => {
    const { post } = setup();
    const form = { code: '300750', time: 5, size: 10 };
    expect(await post('/api/stock/getMinK_Echarts.do', { ...form, ma: 7 })).toEqual({
      status: 1,
      msg: MARKET_MESSAGES.maOnly,
    });
    expect(await post('/api/stock/getMinK_Echarts.do', { ...form, ma: 5, code: 'X' })).toEqual({
      status: 1,
      msg: '',
    });
  });

  it('getDayK: a year of pre-adjusted days ending with today', async () => {
    const { post } = setup();
    const data = getDayK.data.parse((await post('/api/stock/getDayK.do', { code: '600519' })).data);
    expect(data.values).toHaveLength(DAY_K_BARS);
    expect(data.date.at(-1)).toBe('2026-11-02');
    expect(data.stockName).toBe('贵州茅台');
  });

  it('chart extension: week/month periods, adjustments and paging back, echoed in the reply', async () => {
    const { post } = setup();
    const read = async (form: Record<string, string | number>) =>
      getDayK.data.parse((await post('/api/stock/getDayK.do', { code: '600519', ...form })).data);
    const plain = await read({});
    expect(plain.period).toBe('day');
    expect(plain.adjust).toBe('pre');
    const weeks = await read({ period: 'week', size: 52 });
    expect(weeks.period).toBe('week');
    expect(weeks.values).toHaveLength(52);
    const months = await read({ period: 'month', size: 12 });
    expect(months.values).toHaveLength(12);
    // The newest day closes the same in every adjustment (pre keeps today's price)…
    const none = await read({ adjust: 'none', size: 5 });
    expect(none.adjust).toBe('none');
    expect(none.values.at(-1)?.[1]).toBe(plain.values.at(-1)?.[1]);
    // …and history pages back without overlap.
    const oldest = plain.values[0]![5]!;
    const older = await read({ end: oldest, size: 100 });
    expect(older.values).toHaveLength(100);
    expect(older.values.at(-1)![5]).toBeLessThan(oldest);
    // Unknown values fall back to the reference's default.
    expect((await read({ period: 'decade', adjust: 'x' })).period).toBe('day');
  });

  it('minute K-lines page back with `end`', async () => {
    const { post } = setup();
    const form = { code: '600519', time: 5, ma: 5, size: 20 };
    const latest = getMinKEcharts.data.parse(
      (await post('/api/stock/getMinK_Echarts.do', form)).data,
    );
    const first = latest.values[0]![5]!;
    const older = getMinKEcharts.data.parse(
      (await post('/api/stock/getMinK_Echarts.do', { ...form, end: first })).data,
    );
    expect(older.values).toHaveLength(20);
    expect(older.values.at(-1)![5]).toBeLessThan(first);
  });

  it('index and futures charts', async () => {
    const { post } = setup();
    for (const code of ['sh000001', '000001']) {
      const minute = await post('/api/stock/getIndexMinK_Echarts.do', { code, time: 15, size: 20 });
      expect(getIndexMinKEcharts.data.parse(minute.data).stockName).toBe('上证指数');
    }
    const day = await post('/api/stock/getIndexDayK.do', { code: 'sz399006' });
    expect(getIndexDayK.data.parse(day.data).values.length).toBe(DAY_K_BARS);
    const fMinute = await post('/api/stock/getFuturesMinK_Echarts.do', {
      code: 'hf_GC',
      time: 30,
      size: 40,
    });
    expect(getFuturesMinKEcharts.data.parse(fMinute.data).values).toHaveLength(40);
    const fDay = await post('/api/stock/getFuturesDayK.do', { code: 'hf_HSI' });
    expect(getFuturesDayK.data.parse(fDay.data).stockName).toBe('恒指期货');
    expect(await post('/api/stock/getFuturesDayK.do', { code: 'hf_XX' })).toEqual({
      status: 1,
      msg: '',
    });
  });
});

describe('/api/realTime/findStock.do', () => {
  it('the minute line so far, code prefixed by its first digit', async () => {
    const { post } = setup();
    const body = await post('/api/realTime/findStock.do', { stockCode: '600519' });
    const line = findStock.data.parse(body.data);
    expect(line.size).toBe(60);
    expect(line.time[0]).toBe('09:31');
    expect(line.averagePrice).toEqual([]);
    expect(line.price).toHaveLength(60);
    const bse = findStock.data.parse(
      (await post('/api/realTime/findStock.do', { stockCode: '830799' })).data,
    );
    expect(bse.size).toBe(60);
  });

  it('unknown code → an empty line; missing code → the global error', async () => {
    const { post } = setup();
    const empty = findStock.data.parse(
      (await post('/api/realTime/findStock.do', { stockCode: '1' })).data,
    );
    expect(empty.size).toBe(0);
    expect(await post('/api/realTime/findStock.do')).toMatchObject({
      status: 1,
      msg: ENVELOPE_MESSAGES.tooManyTraders,
    });
  });
});

describe('indexes, futures and currencies', () => {
  it('queryListIndex lists the shown indexes with live points', async () => {
    const { app, securities } = setup();
    const res = await request(app).get('/api/index/queryListIndex.do');
    const rows = queryListIndex.data.parse((res.body as { data: unknown }).data);
    expect(rows.map((r) => r.indexGid)).toEqual(securities.stockIndexes.map((i) => i.indexGid));
    expect(rows[0]?.currentPoint).toMatch(/^\d+\.\d{2}$/);
    expect(rows[0]).not.toHaveProperty('introduction');
  });

  it('querySingleIndex by Sina symbol; unknown → data null', async () => {
    const { post } = setup();
    const vo = querySingleIndex.data.parse(
      (await post('/api/index/querySingleIndex.do', { indexCode: 'sh000300' })).data,
    );
    expect(vo?.name).toBe('沪深300');
    expect(vo?.increaseRate).toMatch(/^-?\d+\.\d{2}$/);
    expect(await post('/api/index/querySingleIndex.do', { indexCode: 'sh999999' })).toEqual({
      status: 0,
      msg: '',
      data: null,
    });
  });

  it('querySingleMarket by futures gid; unknown → data null', async () => {
    const { post } = setup();
    const vo = querySingleMarket.data.parse(
      (await post('/api/futures/querySingleMarket.do', { futuresGid: 'hf_CL' })).data,
    );
    expect(vo).toMatchObject({ name: '纽约原油', dayTime: '2026-11-02' });
    expect(Number(vo?.buyPrice)).toBeLessThanOrEqual(Number(vo?.sellPrice));
    expect(vo?.extra1).toBe(vo?.lastClose);
    expect(
      (await post('/api/futures/querySingleMarket.do', { futuresGid: 'hf_X' })).data,
    ).toBeNull();
  });

  it('queryExchange: live USD near its default, fixed HKD, unknown currency', async () => {
    const { post } = setup();
    const usd = queryExchange.data.parse(
      (await post('/api/futures/queryExchange.do', { coinCode: 'USD' })).data,
    );
    expect(Math.abs(usd - 7.12)).toBeLessThan(0.1);
    expect((await post('/api/futures/queryExchange.do', { coinCode: 'HKD' })).data).toBe(0.91);
    expect(await post('/api/futures/queryExchange.do', { coinCode: 'EUR' })).toEqual({
      status: 1,
      msg: MARKET_MESSAGES.coinNotFound,
    });
  });
});
