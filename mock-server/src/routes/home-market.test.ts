// The home / market tabs' endpoints (api-contract §18.3–§18.5) on the full mock: method, body and
// parameter rules as Spring applies them, replies valid against the contract, and — at a frozen
// clock — the same prices as the existing quote, index and K-line endpoints.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import type { EndpointDef } from '../../../src/api/contracts/endpoint';
import {
  getHsph,
  getKLine,
  queryCustIndex,
} from '../../../src/api/contracts/endpoints/home-market';
import { queryListIndex } from '../../../src/api/contracts/endpoints/index-futures';
import { getSingleStock } from '../../../src/api/contracts/endpoints/market';
import {
  anyServerResponse,
  ENVELOPE_MESSAGES,
  serverResponse,
  springErrorReply,
} from '../../../src/api/contracts/envelope';
import { dayTimeStamp } from '../domain/quotes/home-market';
import { loginAs, postJson, testServer, type TestServer } from '../testing';

const MINUTE = 60_000;

/** A frozen clock inside the morning session (the reference date opens at 09:30 Beijing). */
const inSession = (): TestServer => {
  const server = testServer();
  server.clock.advance(47 * MINUTE);
  return server;
};

/** A success envelope whose `data` the contract's schema accepts; returns the parsed data. */
const okData = <E extends EndpointDef>(endpoint: E, res: request.Response): z.output<E['data']> => {
  expect(res.status, res.text).toBe(200);
  const reply = serverResponse(endpoint.data).parse(res.body);
  expect(reply.status, res.text).toBe(0);
  return reply.data as z.output<E['data']>;
};

const springError = (res: request.Response, status: number): string => {
  expect(res.status, res.text).toBe(status);
  const body = springErrorReply.parse(res.body);
  expect(body.status).toBe(status);
  return body.message;
};

describe('getHsph.do (§18.3)', () => {
  it('ranks A shares strictly by changeRate: descending for asc 0, ascending for 1', async () => {
    const server = inSession();
    const down = okData(getHsph, await postJson(server, getHsph.path, { asc: 0 }));
    const up = okData(getHsph, await postJson(server, getHsph.path, { asc: '1' }));
    expect(down.length).toBeGreaterThan(10);
    expect(up).toHaveLength(down.length);
    for (let i = 1; i < down.length; i++) {
      expect(down[i - 1]!.changeRate).toBeGreaterThanOrEqual(down[i]!.changeRate);
      expect(up[i - 1]!.changeRate).toBeLessThanOrEqual(up[i]!.changeRate);
    }
    for (const row of down) {
      expect(row.symbol).toMatch(/^(sh|sz|bj)\d{6}$/);
      expect(row.stockId).toBeNull();
      expect(row.changeRateStr).toBe(row.changeRate.toFixed(2));
    }
  });

  it('answers visitors and logged-in users alike, and pages with page/limit', async () => {
    const server = inSession();
    const token = await loginAs(server, 'verified');
    const all = okData(getHsph, await postJson(server, getHsph.path, {}));
    const withToken = okData(
      getHsph,
      await request(server.app)
        .post(getHsph.path)
        .set(TOKEN_HEADER, token)
        .set('Content-Type', 'application/json')
        .send('{}'),
    );
    expect(withToken).toEqual(all);
    const page2 = okData(getHsph, await postJson(server, getHsph.path, { page: 2, limit: 5 }));
    expect(page2).toEqual(all.slice(5, 10));
  });

  it('leaves out the stocks the admin hid (isShow 1)', async () => {
    const server = inSession();
    const [first] = okData(getHsph, await postJson(server, getHsph.path, { limit: 1 }));
    const row = server.store.db.stocks.find((s) => s.stockGid === first?.symbol);
    expect(row).toBeDefined();
    server.store.tables.stocks.update(row!.id, { isShow: 1 });
    const after = okData(getHsph, await postJson(server, getHsph.path, {}));
    expect(after.map((r) => r.symbol)).not.toContain(first?.symbol);
  });

  it('shows the price, change and rate getSingleStock.do shows at the same clock time', async () => {
    const server = inSession();
    const rows = okData(getHsph, await postJson(server, getHsph.path, { limit: 20 }));
    for (const row of [rows[0]!, rows[rows.length - 1]!]) {
      const single = okData(
        getSingleStock,
        await request(server.app)
          .post(getSingleStock.path)
          .type('form')
          .send({ code: row.symbol.slice(2) }),
      );
      expect(row.price).toBe(Number(single.stock.nowPrice));
      expect(row.preclose).toBe(Number(single.stock.preclose_px));
      expect(row.changeRate).toBe(single.stock.hcrate);
    }
  });

  it('refuses GET (405), a form body (415), and a missing, broken or array body (400)', async () => {
    const server = inSession();
    const get = await request(server.app).get(getHsph.path);
    expect(springError(get, 405)).toBe("Request method 'GET' not supported");
    expect(get.headers.allow).toBe('POST');
    const form = await request(server.app).post(getHsph.path).type('form').send({ asc: '0' });
    expect(springError(form, 415)).toMatch(/^Content type 'application\/x-www-form-urlencoded/);
    springError(await request(server.app).post(getHsph.path), 400);
    springError(
      await request(server.app).post(getHsph.path).set('Content-Type', 'application/json'),
      400,
    );
    springError(
      await request(server.app)
        .post(getHsph.path)
        .set('Content-Type', 'application/json')
        .send('{"asc":'),
      400,
    );
    springError(await postJson(server, getHsph.path, [1, 2]), 400);
  });
});

describe('queryCustIndex.do (§18.4)', () => {
  it('answers the first three listed indexes, on any method, for anyone', async () => {
    const server = inSession();
    const token = await loginAs(server, 'verified');
    const get = okData(queryCustIndex, await request(server.app).get(queryCustIndex.path));
    const post = okData(
      queryCustIndex,
      await request(server.app)
        .post(queryCustIndex.path)
        .set(TOKEN_HEADER, token)
        .type('form')
        .send({ pageNum: '1', pageSize: '15' }),
    );
    expect(get).toHaveLength(3);
    expect(post).toEqual(get);
    expect(get.map((r) => r.id)).toEqual([...get.map((r) => r.id)].sort((a, b) => a - b));
    for (const row of get) expect(row.isOption).toBeNull();
  });

  it('a bad (ignored) parameter is still bound like Spring: unconvertible → 400', async () => {
    const server = inSession();
    springError(await request(server.app).get(`${queryCustIndex.path}?pageNum=x`), 400);
  });

  it('shows the level and change queryListIndex.do shows at the same clock time', async () => {
    const server = inSession();
    const strip = okData(queryCustIndex, await request(server.app).get(queryCustIndex.path));
    const list = okData(queryListIndex, await request(server.app).get(queryListIndex.path));
    for (const row of strip) {
      const same = list?.find((r) => r.id === row.id);
      expect(same).toBeDefined();
      expect(row.currentPoint).toBe(same?.currentPoint);
      expect(row.floatPoint).toBe(same?.floatPoint);
      expect(row.floatRate).toBe(same?.floatRate);
    }
  });
});

describe('getKLine.do (§18.5)', () => {
  const CLIENT_BODY = { code: '000001', time: 5, ma: 5, size: 100 };

  it('gives 5-minute bars oldest first whose last close is the index level now', async () => {
    const server = inSession();
    const bars = okData(getKLine, await postJson(server, getKLine.path, CLIENT_BODY));
    expect(bars.length).toBeGreaterThan(10);
    expect(bars.length).toBeLessThanOrEqual(500);
    for (let i = 1; i < bars.length; i++) {
      expect(bars[i]!.timeStamp!).toBeGreaterThan(bars[i - 1]!.timeStamp!);
    }
    const last = bars[bars.length - 1]!;
    expect(last.day).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The bar's `day` read in GMT+8 is its time stamp.
    expect(last.timeStamp).toBe(Date.parse(`${last.day.replace(' ', 'T')}+08:00`));
    const strip = okData(queryCustIndex, await request(server.app).get(queryCustIndex.path));
    const index = strip.find((r) => r.indexCode === '000001');
    expect(index).toBeDefined();
    expect(last.close).toBe(Number(index?.currentPoint));
  });

  it('a missing or unknown code is the global error, as the reference dereferences it', async () => {
    const server = inSession();
    for (const body of [{}, { code: '999999' }, { code: 1 }]) {
      const res = await postJson(server, getKLine.path, body);
      expect(res.status).toBe(200);
      // The global handler's `data` is the exception text, not the endpoint's schema.
      const reply = anyServerResponse.parse(res.body);
      expect(reply.status).toBe(1);
      expect(typeof reply.data).toBe('string');
      expect(reply.msg).toBe(ENVELOPE_MESSAGES.tooManyTraders);
    }
  });

  it('refuses GET (405), a form body (415) and a missing body (400)', async () => {
    const server = inSession();
    springError(await request(server.app).get(`${getKLine.path}?code=000001`), 405);
    springError(await request(server.app).post(getKLine.path).type('form').send(CLIENT_BODY), 415);
    springError(await request(server.app).post(getKLine.path), 400);
  });
});

describe('getKLine.do time stamps', () => {
  it('reads `day` in GMT+8, with or without seconds, and gives null for a plain date', () => {
    const at = Date.parse('2026-11-02T10:15:00+08:00');
    expect(dayTimeStamp('2026-11-02 10:15:00')).toBe(at);
    expect(dayTimeStamp('2026-11-02 10:15')).toBe(at);
    expect(dayTimeStamp('2026-11-02')).toBeNull();
  });
});
