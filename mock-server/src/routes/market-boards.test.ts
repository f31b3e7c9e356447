// A-share boards (api-contract §8.1–§8.5, §8.15), on the fixture world at a fake clock: every
// reply parses with its contract schema and agrees with the engine's quotes.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { REFERENCE_DATE } from '../../../fixtures/src/random';
import { SCENARIO_STOCKS } from '../../../fixtures/src/securities';
import {
  getLhb,
  getStockSort,
  getStop,
  getTop,
  getZdfNumber,
  getZtb,
} from '../../../src/api/contracts/endpoints/market';
import { shareCapital } from '../domain/market-boards/a-shares';
import { LHB_REASONS } from '../domain/market-boards/dragon-tiger';
import { SORT_MAX_PAGE_SIZE } from '../domain/market-boards/ranking';
import type { Instrument } from '../market/market';
import { at } from '../market/test-support';
import { testServer, type TestServer } from '../testing';

type Body = { status: number; msg: string; data?: unknown };

/** A server whose clock reads `text` (Beijing time); REFERENCE_DATE is Monday 2026-11-02 09:30. */
const serverAt = (text: string, seed?: number): TestServer => {
  const server = testServer(seed);
  server.clock.advance(at(text) - REFERENCE_DATE);
  return server;
};

const post = async (server: TestServer, path: string, form: Record<string, string | number> = {}) =>
  (await request(server.app).post(path).type('form').send(form)).body as Body;

const get = async (server: TestServer, path: string, query: Record<string, string | number> = {}) =>
  (await request(server.app).get(path).query(query)).body as Body;

const aShares = (server: TestServer, types = ['sh', 'sz', 'bj']) =>
  server.market
    .stocks()
    .filter(
      (i): i is Extract<Instrument, { kind: 'stock' }> =>
        i.kind === 'stock' && types.includes(i.row.stockType),
    );

const stockOf = (server: TestServer, code: string) => {
  const found = server.market.stock(code);
  if (!found) throw new Error(`no stock ${code}`);
  return found;
};

const MONDAY_1030 = '2026-11-02 10:30:00';
const FRIDAY_CLOSE = at('2026-10-30 15:00:00');
const MONDAY_CLOSE = at('2026-11-02 15:00:00');

describe('getZdfNumber.do', () => {
  it('counts rising and falling SH + SZ stocks from the live quotes', async () => {
    const server = serverAt(MONDAY_1030);
    const body = await post(server, '/api/stock/getZdfNumber.do');
    const data = getZdfNumber.data.parse(body.data);
    const now = server.store.clock.now();
    const quotes = aShares(server, ['sh', 'sz']).map((i) => server.market.quote(i, now));
    expect(data).toEqual({
      zhang: quotes.filter((q) => q.change > 0).length,
      die: quotes.filter((q) => q.change < 0).length,
    });
    expect(data.zhang + data.die).toBeGreaterThan(50);
  });

  it('moves with the clock, and is POST only', async () => {
    const server = serverAt('2026-11-02 09:00:00');
    // Before the open every stock sits at its previous close.
    expect((await post(server, '/api/stock/getZdfNumber.do')).data).toEqual({ zhang: 0, die: 0 });
    const res = await request(server.app).get('/api/stock/getZdfNumber.do');
    expect(res.status).toBe(405);
  });
});

describe('getztb.do', () => {
  it('lists exactly the A-shares at limit-up now, as StockDTO rows', async () => {
    const server = serverAt(MONDAY_1030);
    const body = await post(server, '/api/stock/getztb.do');
    const rows = getZtb.data.parse(body.data) ?? [];
    const now = server.store.clock.now();
    const expected = aShares(server).filter((i) => server.market.quote(i, now).isLimitUp);
    expect(rows.map((r) => r.dm).sort()).toEqual(expected.map((i) => i.code).sort());
    expect(rows.map((r) => r.dm)).toContain(SCENARIO_STOCKS.limitUp.code);
    for (const row of rows) {
      const instrument = stockOf(server, row.dm);
      const q = server.market.quote(instrument, now);
      const cap = shareCapital(server.market.seed, instrument);
      expect(row).toMatchObject({ mc: q.name, p: q.price, zf: q.changePct, cje: q.amount });
      expect(row.lt).toBeCloseTo(q.price * cap.float, 1);
      expect(row.zsz).toBeCloseTo(q.price * cap.total, 1);
      expect(row.hs).toBeCloseTo((q.volume / cap.float) * 100, 2);
      expect(row.lbc).toBeGreaterThanOrEqual(1);
      expect(row.fbt).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      expect((row.lbt ?? '') >= (row.fbt ?? '')).toBe(true);
      expect(row.tj).toBe(`${row.lbc}/${row.lbc}`);
    }
  });

  it('counts the scenario stock two days in a row at limit-up (Friday and Monday)', async () => {
    const server = serverAt('2026-11-02 15:30:00');
    const rows = getZtb.data.parse((await post(server, '/api/stock/getztb.do')).data) ?? [];
    const row = rows.find((r) => r.dm === SCENARIO_STOCKS.limitUp.code);
    expect(row?.lbc).toBeGreaterThanOrEqual(2);
    expect(rows.map((r) => r.dm)).toContain(SCENARIO_STOCKS.st.code);
  });

  it('is empty before the open and POST only', async () => {
    const server = serverAt('2026-11-02 08:00:00');
    expect((await post(server, '/api/stock/getztb.do')).data).toEqual([]);
    expect((await request(server.app).get('/api/stock/getztb.do')).status).toBe(405);
  });
});

describe('getStop.do', () => {
  it("lists the engine's suspended stocks with the suspension's start and end", async () => {
    const server = serverAt(MONDAY_1030);
    const rows = getStop.data.parse((await get(server, '/api/stock/getStop.do')).data) ?? [];
    const now = server.store.clock.now();
    const suspended = aShares(server).filter((i) => server.market.quote(i, now).isSuspended);
    expect(rows.map((r) => r.SECURITY_CODE).sort()).toEqual(suspended.map((i) => i.code).sort());
    const scenario = rows.find((r) => r.SECURITY_CODE === SCENARIO_STOCKS.suspended.code);
    expect(scenario).toMatchObject({
      SECURITY_NAME_ABBR: SCENARIO_STOCKS.suspended.name,
      SUSPEND_START_DATE: '2026-10-29 00:00:00',
      SUSPEND_END_TIME: '2026-11-03 15:00:00',
      PREDICT_RESUME_DATE: '2026-11-04 00:00:00',
    });
  });

  it('is the same for the same seed and instant', async () => {
    const a = await get(serverAt(MONDAY_1030), '/api/stock/getStop.do');
    const b = await get(serverAt(MONDAY_1030), '/api/stock/getStop.do');
    expect(a).toEqual(b);
  });
});

describe('getTop.do', () => {
  it('content 1: the top 10 Shanghai stocks of the last closed day, at the engine close', async () => {
    const server = serverAt(MONDAY_1030);
    const rows = getTop.data.parse(
      (await get(server, '/api/stock/getTop.do', { content: 1 })).data,
    );
    expect(rows).toHaveLength(10);
    expect(rows?.map((r) => r.RANK)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const row of rows ?? []) {
      expect(row.DERIVE_SECURITY_CODE).toMatch(/^\d{6}\.SH$/);
      expect(row.TRADE_DATE).toBe('2026-10-30 00:00:00');
      const q = server.market.quote(stockOf(server, String(row.SECURITY_CODE)), FRIDAY_CLOSE);
      expect(row).toMatchObject({ SECURITY_NAME: q.name, CLOSE_PRICE: q.price });
      expect(row.CHANGE_RATE).toBe(q.changePct);
    }
    const deals = (rows ?? []).map((r) => Number(r.DEAL_AMT));
    expect(deals).toEqual([...deals].sort((a, b) => b - a));
  });

  it('content 3: Shenzhen; after Monday 15:00 the report is Monday’s', async () => {
    const server = serverAt('2026-11-02 16:00:00');
    const rows = getTop.data.parse(
      (await get(server, '/api/stock/getTop.do', { content: 3 })).data,
    );
    for (const row of rows ?? []) {
      expect(row.DERIVE_SECURITY_CODE).toMatch(/^\d{6}\.SZ$/);
      expect(row.TRADE_DATE).toBe('2026-11-02 00:00:00');
      const q = server.market.quote(stockOf(server, String(row.SECURITY_CODE)), MONDAY_CLOSE);
      expect(row.CLOSE_PRICE).toBe(q.price);
    }
  });

  it('missing content → 400 like the other required parameters; other values → null', async () => {
    const server = serverAt(MONDAY_1030);
    const res = await request(server.app).get('/api/stock/getTop.do');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, path: '/api/stock/getTop.do' });
    expect((await get(server, '/api/stock/getTop.do', { content: 2 })).data).toBeNull();
  });

  it('is deterministic for a seed and trading day', async () => {
    const first = await get(serverAt(MONDAY_1030), '/api/stock/getTop.do', { content: 1 });
    // Same trading day reported, a different instant.
    const later = await get(serverAt('2026-11-02 14:59:00'), '/api/stock/getTop.do', {
      content: 1,
    });
    expect(later).toEqual(first);
  });
});

describe('getlhb.do', () => {
  it("lists Friday's ±7 % movers at the engine close during Monday's session", async () => {
    const server = serverAt(MONDAY_1030);
    const rows = getLhb.data.parse((await get(server, '/api/stock/getlhb.do')).data) ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.TRADE_DATE).toBe('2026-10-30 00:00:00');
      const q = server.market.quote(stockOf(server, String(row.SECURITY_CODE)), FRIDAY_CLOSE);
      expect(row).toMatchObject({ CLOSE_PRICE: q.price, CHANGE_RATE: q.changePct });
      expect(row.ACCUM_AMOUNT).toBe(q.amount);
      expect(Number(row.BILLBOARD_BUY_AMT) + Number(row.BILLBOARD_SELL_AMT)).toBeCloseTo(
        Number(row.BILLBOARD_DEAL_AMT),
        1,
      );
    }
    const byCode = new Map(rows.map((r) => [r.SECURITY_CODE, r]));
    expect(byCode.get(SCENARIO_STOCKS.limitUp.code)?.EXPLANATION).toBe(LHB_REASONS.rise);
    expect(byCode.get(SCENARIO_STOCKS.limitDown.code)?.EXPLANATION).toBe(LHB_REASONS.fall);
  });

  it("shows Monday's list once Monday has closed, the same for every instant after", async () => {
    const a = await get(serverAt('2026-11-02 15:10:00'), '/api/stock/getlhb.do');
    const b = await get(serverAt('2026-11-02 23:00:00'), '/api/stock/getlhb.do');
    expect(a).toEqual(b);
    const rows = getLhb.data.parse(a.data) ?? [];
    expect(rows.every((r) => r.TRADE_DATE === '2026-11-02 00:00:00')).toBe(true);
  });
});

describe('getStockSort.do', () => {
  const sort = (server: TestServer, form: Partial<Record<string, string | number>>) =>
    post(server, '/api/stock/getStockSort.do', {
      pageNo: 1,
      pageSize: 20,
      sort: 'changepercent',
      asc: 0,
      node: 'hs_a',
      ...form,
    } as Record<string, string | number>);

  it('hs_a by change % descending: Sina rows from the live quotes, all in the stock table', async () => {
    const server = serverAt(MONDAY_1030);
    const rows = getStockSort.data.parse((await sort(server, {})).data);
    expect(rows).toHaveLength(20);
    const now = server.store.clock.now();
    for (const row of rows) {
      expect(row.symbol).toMatch(/^(sh|sz)\d{6}$/);
      expect(row.show).toBe(true);
      const q = server.market.quote(stockOf(server, row.code), now);
      expect(row).toMatchObject({
        name: q.name,
        trade: q.price.toFixed(3),
        settlement: q.prevClose.toFixed(3),
        pricechange: q.change,
        changepercent: q.changePct,
        volume: q.volume,
      });
    }
    const changes = rows.map((r) => Number(r.changepercent));
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
  });

  it('ascends with asc 1 and sorts by volume and amount', async () => {
    const server = serverAt(MONDAY_1030);
    for (const key of ['volume', 'amount', 'pricechange'] as const) {
      const rows = getStockSort.data.parse((await sort(server, { sort: key, asc: 1 })).data);
      const values = rows.map((r) => Number(r[key]));
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }
  });

  it('pages: page 2 continues page 1', async () => {
    const server = serverAt(MONDAY_1030);
    const all = getStockSort.data.parse((await sort(server, { pageSize: 40 })).data);
    const p1 = getStockSort.data.parse((await sort(server, { pageNo: 1 })).data);
    const p2 = getStockSort.data.parse((await sort(server, { pageNo: 2 })).data);
    expect([...p1, ...p2].map((r) => r.symbol)).toEqual(all.map((r) => r.symbol));
    expect((await sort(server, { pageNo: 99 })).data).toEqual([]);
    const capped = getStockSort.data.parse((await sort(server, { pageSize: 100_000 })).data);
    expect(capped.length).toBeLessThanOrEqual(SORT_MAX_PAGE_SIZE);
  });

  it.each([
    ['cyb', /^sz3/],
    ['kcb', /^sh688/],
    ['hs_bjs', /^bj/],
  ])('node %s holds only its board', async (node, symbol) => {
    const server = serverAt(MONDAY_1030);
    const rows = getStockSort.data.parse((await sort(server, { node, pageSize: 100 })).data);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) expect(row.symbol).toMatch(symbol);
  });

  it('an unknown node has no rows; a missing parameter → 400; POST only', async () => {
    const server = serverAt(MONDAY_1030);
    expect((await sort(server, { node: 'hk' })).data).toEqual([]);
    const res = await request(server.app)
      .post('/api/stock/getStockSort.do')
      .type('form')
      .send({ pageNo: 1, pageSize: 20, sort: 'volume', asc: 0 });
    expect(res.status).toBe(400);
    expect((await request(server.app).get('/api/stock/getStockSort.do')).status).toBe(405);
  });
});
