// The GET-only wangji relays (api-contract §18.19–§18.21) on the full mock and on the fast path:
// replies against the contract schema, Spring's 400 / 405, the global error or null where the
// spec says so, and the units (`px_change_rate` / `pxChangeRate` FRACTIONS, volumes in shares).
import type { IncomingMessage, RequestListener } from 'node:http';

import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_STOCKS } from '../../../fixtures/src/named-securities';
import {
  getPageList,
  getStockWj,
  wjReal,
} from '../../../src/api/contracts/endpoints/provider-quotes';
import { getSingleStockNew2 } from '../../../src/api/contracts/endpoints/wj-quotes';
import { PAGE_LIST_FIELDS } from '../domain/quotes/wj-profile';

import { expectGlobalError, expectSpringError, okData, serverAt } from './relay-test-support';

const { moutai, tencent } = NAMED_STOCKS;

const wjQuote = async (server: ReturnType<typeof serverAt>, code: string) =>
  okData(
    getSingleStockNew2.data,
    await request(server.app).post(getSingleStockNew2.path).type('form').send({ code }),
  );

describe('getPageList.do (§18.19)', () => {
  it('relays the whole provider reply: top 10 by change rate, candle aligned with fields', async () => {
    const server = serverAt('2026-11-02 14:12:34');
    const page = okData(getPageList.data, await request(server.app).get(getPageList.path));
    expect(page).toMatchObject({ message: 'OK', success: true });
    const { data } = page;
    expect(data).toMatchObject({ limit: 10, page: 1, type: 1, last: false });
    expect(data.fields).toEqual([...PAGE_LIST_FIELDS]);
    expect(data.dataList).toHaveLength(10);
    expect(data.count).toBeGreaterThan(10);
    data.candle.forEach((values, k) =>
      data.fields.forEach((field, f) => expect(data.dataList[k]?.[field]).toEqual(values[f])),
    );
    const rates = data.dataList.map((r) => r.px_change_rate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    // A fraction: × 100 is the percent the §18.1 quote of the same stock shows.
    const top = data.dataList[0];
    const quote = await wjQuote(server, top?.prod_code.slice(0, 6) ?? '');
    expect(top?.last_px).toBe(quote.price);
    expect(Number(((top?.px_change_rate ?? 0) * 100).toFixed(2))).toBe(quote.changeRate);
  });

  it('is GET only: POST is Spring 405 (Allow: GET)', async () => {
    const server = serverAt();
    const res = await request(server.app).post(getPageList.path);
    expectSpringError(res, 405);
    expect(res.get('Allow')).toBe('GET');
  });
});

describe('getStockWj.do (§18.20)', () => {
  it('answers the profile: fraction change rate, shares, outer + inner = volume', async () => {
    const server = serverAt();
    const res = await request(server.app)
      .get(getStockWj.path)
      .query({ code: moutai.code, type: 'sh' });
    const info = okData(getStockWj.data, res);
    expect(info).toMatchObject({ type: 'SH', prodCode: '600519.SH', prodName: moutai.name });
    const quote = await wjQuote(server, moutai.code);
    expect(info).toMatchObject({
      lastPx: quote.price,
      preclosePx: quote.preclose,
      pxChange: quote.change,
      turnoverVolume: quote.volume,
      turnoverValue: quote.value,
    });
    expect(Number((info.pxChangeRate * 100).toFixed(2))).toBe(quote.changeRate);
    expect(info.businessAmountOut + info.businessAmountIn).toBe(info.turnoverVolume);
    expect(info.turnoverRatio).toBeLessThan(1);
    expect(info.marketValue).toBeCloseTo(info.lastPx * info.totalShares, 0);
  });

  it('upper-cases the market; another market, a bare code or a HK stock is the global error', async () => {
    const server = serverAt();
    const upper = await request(server.app)
      .get(getStockWj.path)
      .query({ code: moutai.code, type: 'SH' });
    expect(okData(getStockWj.data, upper).prodCode).toBe('600519.SH');
    const wrong = { code: moutai.code, type: 'sz' };
    expectGlobalError(await request(server.app).get(getStockWj.path).query(wrong));
    const hk = { code: tencent.code, type: 'hk' };
    expectGlobalError(await request(server.app).get(getStockWj.path).query(hk));
  });

  it('refuses a missing code or type (400) and POST (405)', async () => {
    const server = serverAt();
    const noType = await request(server.app).get(getStockWj.path).query({ code: moutai.code });
    expectSpringError(noType, 400);
    const post = request(server.app).post(getStockWj.path).type('form');
    expectSpringError(await post.send({ code: moutai.code, type: 'sh' }), 405);
  });
});

describe('wj/real.do (§18.21)', () => {
  it('answers the §18.1 quote of a stock or index gid, null for one the provider lacks', async () => {
    const server = serverAt();
    const res = await request(server.app).get(wjReal.path).query({ code: moutai.gid });
    const quote = okData(wjReal.data, res);
    expect(quote).toEqual({ ...(await wjQuote(server, moutai.code)), stockId: null });
    const index = await request(server.app).get(wjReal.path).query({ code: 'sh000001' });
    expect(okData(wjReal.data, index)?.symbol).toBe('sh000001');
    for (const code of ['sh999999', moutai.code, tencent.gid]) {
      expect(
        okData(wjReal.data, await request(server.app).get(wjReal.path).query({ code })),
      ).toBeNull();
    }
  });

  it('answers HEAD like GET without a body, as Spring does for a GET mapping', async () => {
    const server = serverAt();
    const head = await request(server.app).head(wjReal.path).query({ code: moutai.gid });
    expect(head.status).toBe(200);
    expect(head.get('Content-Type')).toMatch(/^application\/json/);
    expect(head.text).toBeUndefined();
  });

  it('refuses a missing code (400) and POST (405)', async () => {
    const server = serverAt();
    expectSpringError(await request(server.app).get(wjReal.path), 400);
    const post = request(server.app).post(wjReal.path).type('form');
    expectSpringError(await post.send({ code: moutai.gid }), 405);
  });
});

describe('the GET-only relays on the fast path (ADR 0012)', () => {
  it('answers GET itself and leaves POST to Express, which refuses it with 405', async () => {
    const server = serverAt();
    const fellThrough: string[] = [];
    const fallback: RequestListener = (req: IncomingMessage, res) => {
      fellThrough.push(`${req.method} ${req.url}`);
      server.express(req, res);
    };
    const app = server.fastPath.listener(fallback);
    for (const path of [getPageList.path, getStockWj.path, wjReal.path]) {
      expect(server.fastPath.paths).toContain(path);
      const post = await request(app).post(path).type('form').send({ code: moutai.gid });
      expectSpringError(post, 405);
      expect(post.get('Allow')).toBe('GET');
    }
    expect(fellThrough).toHaveLength(3);
    const real = await request(app).get(wjReal.path).query({ code: moutai.gid });
    expect(okData(wjReal.data, real)?.symbol).toBe(moutai.gid);
    expect(fellThrough).toHaveLength(3);
  });
});
