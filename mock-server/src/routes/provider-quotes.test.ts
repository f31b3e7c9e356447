// The provider relays of api-contract §18.14–§18.18 (Sina minute bars, biying quotes and pool) on
// the full mock: every reply against its contract schema, Spring's 400 / 405 / 415, the global
// error for what the provider does not know, and the units of each field (lots, percent).
// The wangji ones (§18.19–§18.21) are in provider-quotes-wj.test.ts.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

import { NAMED_STOCKS } from '../../../fixtures/src/named-securities';
import {
  getKLineList,
  getMinK,
  getNStock,
  getQsgc,
  getSingleStockNew,
} from '../../../src/api/contracts/endpoints/provider-quotes';
import { getSingleStockNew2 } from '../../../src/api/contracts/endpoints/wj-quotes';
import { serverResponse } from '../../../src/api/contracts/envelope';
import { dayTimeStamp } from '../domain/quotes/home-market';
import { STRONG_CHANGE_PCT } from '../domain/quotes/strong-pool';
import { postJson, type TestServer } from '../testing';

import { MARKET_MESSAGES } from './market';
import { expectGlobalError, expectSpringError, okData, serverAt } from './relay-test-support';

const { moutai, tencent } = NAMED_STOCKS;

/** A status-1 reply with this message and no data. */
const failMsg = (res: request.Response): string => {
  const reply = z.strictObject(serverResponse(z.never()).shape).parse(res.body);
  expect(reply.status).toBe(1);
  expect(reply).not.toHaveProperty('data');
  return reply.msg ?? '';
};

/** Spring's refusals of a JSON-object endpoint: wrong method, no body, a form, a JSON array. */
const expectJsonObjectRules = async (path: string, form: Record<string, string>) => {
  const server = serverAt();
  const get = await request(server.app).get(path).query(form);
  expectSpringError(get, 405);
  expect(get.get('Allow')).toBe('POST');
  expectSpringError(await request(server.app).post(path), 400);
  expectSpringError(await request(server.app).post(path).type('form').send(form), 415);
  expectSpringError(await postJson(server, path, [form]), 400);
};

describe('getMinK.do (§18.14)', () => {
  const minK = (server: TestServer, params: Record<string, string | number>) =>
    request(server.app).post(getMinK.path).type('form').send(params);

  it('answers Sina-shaped bars of an index, the moving average over `ma` bars', async () => {
    const server = serverAt();
    const vo = okData(
      getMinK.data,
      await minK(server, { code: '000001', time: 5, ma: 5, size: 30 }),
    );
    expect(vo).toMatchObject({ stockCode: '000001', gid: 'sh000001' });
    expect(vo.data).toHaveLength(30);
    const last = vo.data.at(-1);
    const closes = vo.data.slice(-5).map((b) => Number(b.close));
    expect(last?.ma_price).toBeCloseTo(closes.reduce((a, b) => a + b, 0) / 5, 3);
    expect(last?.day).toMatch(/^2026-11-02 10:30:00$/);
  });

  it('caps size at 200 and takes any method', async () => {
    const server = serverAt();
    const res = await request(server.app)
      .get(getMinK.path)
      .query({ code: '000001', time: 1, ma: 10, size: 500 });
    expect(okData(getMinK.data, res).data).toHaveLength(200);
  });

  it('does not find stock codes (the §8.6 defect, copied) and answers the §8.6 texts', async () => {
    const server = serverAt();
    expect(failMsg(await minK(server, { code: moutai.code, time: 5, ma: 5, size: 10 }))).toBe('');
    expect(failMsg(await minK(server, { code: ' ', time: 5, ma: 5, size: 10 }))).toBe('');
    expect(failMsg(await minK(server, { code: '000001', time: 5, ma: 7, size: 10 }))).toBe(
      MARKET_MESSAGES.maOnly,
    );
    expect(failMsg(await minK(server, { code: '000001', time: 5, ma: 5, size: 0 }))).toBe(
      MARKET_MESSAGES.noData,
    );
  });

  it('refuses a missing parameter with Spring 400', async () => {
    const server = serverAt();
    expectSpringError(await minK(server, { code: '000001', time: 5, ma: 5 }), 400);
  });
});

describe('getKLineList.do (§18.15)', () => {
  it('answers biying minute bars: volume in lots, change in percent, the backend timeStamp', async () => {
    const server = serverAt();
    const res = await postJson(server, getKLineList.path, { code: moutai.code, type: '15m' });
    const rows = okData(getKLineList.data, res);
    expect(rows).toHaveLength(200);
    const [before, last] = rows.slice(-2);
    if (!before || !last) throw new Error('no bars');
    expect(last.d).toBe('2026-11-02 10:30:00');
    expect(last.timeStamp).toBe(dayTimeStamp(last.d ?? ''));
    expect(last.zde).toBeCloseTo((last.c ?? 0) - (before.c ?? 0), 6);
    expect(last.zd).toBeCloseTo(((last.zde ?? 0) / (before.c ?? 1)) * 100, 2);
    // Every StockDTO key is there, null when the provider has none: no price, so no custUd.
    expect(last).toMatchObject({ p: null, dm: null, mc: null, custUd: null });
    const raw = (res.body as { data: Record<string, unknown>[] }).data.at(-1) ?? {};
    expect(Object.keys(raw).sort()).toEqual(
      Object.keys(getKLineList.data.def.element.shape).sort(),
    );
    // Lots and yuan: today's bars add up to the day's volume (shares ÷ 100) and turnover.
    const quote = okData(
      getSingleStockNew2.data,
      await request(server.app)
        .post(getSingleStockNew2.path)
        .type('form')
        .send({ code: moutai.code }),
    );
    const today = rows.filter((r) => r.d?.startsWith('2026-11-02'));
    expect(today).toHaveLength(4);
    expect(today.reduce((sum, r) => sum + (r.v ?? 0), 0) * 100).toBe(quote.volume);
    expect(today.reduce((sum, r) => sum + (r.e ?? 0), 0)).toBeCloseTo(quote.value, 0);
  });

  it('is POST only with a JSON object body', async () => {
    await expectJsonObjectRules(getKLineList.path, { code: moutai.code, type: '5m' });
  });

  it('fails at the provider (global error) for an unknown code or type', async () => {
    const server = serverAt();
    expectGlobalError(await postJson(server, getKLineList.path, { code: '999999', type: '5m' }));
    expectGlobalError(await postJson(server, getKLineList.path, { code: moutai.code, type: '7m' }));
    expectGlobalError(await postJson(server, getKLineList.path, { code: moutai.code }));
    expectGlobalError(
      await postJson(server, getKLineList.path, { code: tencent.code, type: '5m' }),
    );
  });
});

describe('getQsgc.do (§18.16)', () => {
  it('answers the rising strong stocks with prefixed codes, leaving out hidden ones', async () => {
    const server = serverAt('2026-11-02 14:30:00');
    const pool = okData(getQsgc.data, await request(server.app).post(getQsgc.path)) ?? [];
    expect(pool.length).toBeGreaterThan(0);
    for (const row of pool) {
      expect(row.zf).toBeGreaterThanOrEqual(STRONG_CHANGE_PCT);
      expect(row.dm).toMatch(/^(sh|sz|bj)\d{6}$/);
      // custUd: the change in yuan from price and change %.
      const p = row.p ?? 0;
      const zf = row.zf ?? 0;
      expect(row.custUd).toBeCloseTo((p * zf) / (zf + 100), 2);
    }
    const first = pool[0];
    const row = server.store.db.stocks.find((s) => s.stockGid === first?.dm);
    if (!row) throw new Error('no stock row');
    server.store.tables.stocks.update(row.id, { isShow: 1 });
    const after = okData(getQsgc.data, await request(server.app).post(getQsgc.path)) ?? [];
    expect(after.map((r) => r.dm)).toEqual(pool.slice(1).map((r) => r.dm));
  });

  it('is POST only', async () => {
    const server = serverAt();
    expectSpringError(await request(server.app).get(getQsgc.path), 405);
  });
});

describe('getSingleStockNew.do (§18.17) and getNStock.do (§18.18)', () => {
  it('answers the local row’s id, gid and name with biying’s quote: lots and percent', async () => {
    const server = serverAt();
    const res = await request(server.app)
      .post(getSingleStockNew.path)
      .type('form')
      .send({ code: moutai.code });
    const dto = okData(getSingleStockNew.data, res);
    expect(dto).toMatchObject({ id: moutai.id, dm: moutai.gid, mc: moutai.name, timeStamp: null });
    const wj = okData(
      getSingleStockNew2.data,
      await request(server.app)
        .post(getSingleStockNew2.path)
        .type('form')
        .send({ code: moutai.code }),
    );
    expect(dto).toMatchObject({ p: wj.price, yc: wj.preclose, ud: wj.change, pc: wj.changeRate });
    expect(dto.custUd).toBe(dto.ud);
    expect(dto.v).toBe(wj.volume / 100);
    expect(dto.mmwp).toMatchObject({ pb1: wj.bid1, vb1: wj.bid1_vol / 100, ps1: wj.ask1 });
    expect(dto.mmwp?.vs1).toBe(wj.ask1_vol / 100);
  });

  it('getNStock.do relays the provider quote without local id, code, name or book', async () => {
    const server = serverAt();
    const n = okData(getNStock.data, await postJson(server, getNStock.path, { code: moutai.code }));
    expect(n).toMatchObject({ id: null, dm: null, mc: null, mmwp: null });
    const byNumber = okData(
      getNStock.data,
      await postJson(server, getNStock.path, { code: 600519 }),
    );
    expect(byNumber.p).toBe(n.p);
  });

  it('refuse what they must: 400 without code / body, global error for unknown codes', async () => {
    const server = serverAt();
    expectSpringError(await request(server.app).post(getSingleStockNew.path).type('form'), 400);
    const unknown = request(server.app).post(getSingleStockNew.path).type('form');
    expectGlobalError(await unknown.send({ code: '999999' }));
    expectGlobalError(
      await request(server.app).get(getSingleStockNew.path).query({ code: 'AAPL' }),
    );
    expectGlobalError(await postJson(server, getNStock.path, { code: '999999' }));
    expectGlobalError(await postJson(server, getNStock.path, {}));
    await expectJsonObjectRules(getNStock.path, { code: moutai.code });
  });
});
