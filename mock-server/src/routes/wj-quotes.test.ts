// getSingleStockNew2.do and getRealTimeData.do (api-contract §18.2, §18.6): every reply — visitor,
// missing parameter, unknown code, wrong method, wrong body encoding — against its contract
// schema and the envelope rules of §2, and the §18.1 arithmetic of the provider-shaped quote.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

import { NAMED_STOCKS } from '../../../fixtures/src/named-securities';
import { REFERENCE_DATE } from '../../../fixtures/src/random';
import {
  ENVELOPE_MESSAGES,
  serverResponse,
  springErrorReply,
} from '../../../src/api/contracts/envelope';
import {
  getRealTimeData,
  getSingleStockNew2,
} from '../../../src/api/contracts/endpoints/wj-quotes';
import type { WjQuote } from '../../../src/api/contracts/models/wj-quote';
import { at } from '../market/test-support';
import { testServer, type TestServer } from '../testing';

const NEW2 = getSingleStockNew2.path;
const REAL = getRealTimeData.path;
const { moutai, pingAnBank } = NAMED_STOCKS;

/** A server whose clock is frozen at `text` (Beijing time), inside the morning session. */
const serverAt = (text = '2026-11-02 10:30:00'): TestServer => {
  const server = testServer();
  server.clock.advance(at(text) - REFERENCE_DATE);
  return server;
};

const new2Reply = z.strictObject(serverResponse(getSingleStockNew2.data).shape);
const realReply = z.strictObject(serverResponse(getRealTimeData.data).shape);

/** The status-1 reply of the global exception handler (§2.2): the exception text in `data`. */
const expectTooManyTraders = (body: unknown) => {
  const reply = z.strictObject(serverResponse(z.string()).shape).parse(body);
  expect(reply.status).toBe(1);
  expect(reply.msg).toBe(ENVELOPE_MESSAGES.tooManyTraders);
};

/** A Spring default error body with this HTTP status. */
const expectSpringError = (res: request.Response, status: number) => {
  expect(res.status).toBe(status);
  const body = springErrorReply.parse(res.body);
  expect(body.status).toBe(status);
};

/** §18.1's mock rule: change = price − preclose, changeRate = change ÷ preclose × 100. */
const expectQuoteArithmetic = (q: WjQuote) => {
  expect(q.change).toBeCloseTo(q.price - q.preclose, 6);
  expect(q.changeRate).toBeCloseTo((q.change / q.preclose) * 100, 2);
  expect(q.changeRateStr).toBe(q.changeRate.toFixed(2));
  expect(q.bid).toBe(q.bid1);
  expect(q.ask).toBe(q.ask1);
};

describe('getSingleStockNew2.do', () => {
  it('answers a visitor the provider-shaped quote with the buy.do stock id and the gid', async () => {
    const server = serverAt();
    const res = await request(server.app).post(NEW2).type('form').send({ code: moutai.code });
    expect(res.status).toBe(200);
    const reply = new2Reply.parse(res.body);
    expect(reply.status).toBe(0);
    const quote = reply.data;
    if (!quote) throw new Error('no quote');
    expect(quote.symbol).toBe(moutai.gid);
    // buy.do resolves its stockId in the stock table: the same row, by id.
    expect(server.store.tables.stocks.get(quote.stockId)?.stockCode).toBe(moutai.code);
    expectQuoteArithmetic(quote);
    // Mid-session the book is full and the day has traded.
    expect(quote.bid1_vol).toBeGreaterThan(0);
    expect(quote.volume).toBeGreaterThan(0);
  });

  it('takes any method and ignores stockType (§18.2)', async () => {
    const server = serverAt();
    const res = await request(server.app).get(NEW2).query({ code: moutai.code, stockType: 'sh' });
    expect(new2Reply.parse(res.body).data?.symbol).toBe(moutai.gid);
  });

  it('answers 0, never null, for volumes before the open', async () => {
    const server = serverAt('2026-11-02 09:00:00');
    const res = await request(server.app).post(NEW2).type('form').send({ code: moutai.code });
    const quote = new2Reply.parse(res.body).data;
    expect(quote?.volume).toBe(0);
    expect(quote?.open).toBe(0);
    expect(quote?.price).toBe(quote?.preclose);
  });

  it('refuses a missing code with Spring 400, also when it comes as JSON', async () => {
    const server = serverAt();
    expectSpringError(await request(server.app).post(NEW2).type('form').send({}), 400);
    // A form endpoint never reads a JSON body: the parameter is missing.
    const json = await request(server.app).post(NEW2).send({ code: moutai.code });
    expectSpringError(json, 400);
  });

  it('answers an unknown code with the global error', async () => {
    const server = serverAt();
    const res = await request(server.app).post(NEW2).type('form').send({ code: '999999' });
    expect(res.status).toBe(200);
    expectTooManyTraders(res.body);
  });
});

describe('getRealTimeData.do', () => {
  const send = (server: TestServer, body: unknown) =>
    request(server.app)
      .post(REAL)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body));

  it('maps known gids (stocks and indexes) to quotes and leaves unknown ones out', async () => {
    const server = serverAt();
    const res = await send(server, [moutai.gid, pingAnBank.gid, 'sh000001', 'sh999999', '600519']);
    expect(res.status).toBe(200);
    const reply = realReply.parse(res.body);
    expect(reply.status).toBe(0);
    const data = reply.data ?? {};
    expect(Object.keys(data).sort()).toEqual([moutai.gid, 'sh000001', pingAnBank.gid].sort());
    for (const [gid, quote] of Object.entries(data)) {
      expect(quote.symbol).toBe(gid);
      // Only getSingleStockNew2.do fills the local id.
      expect(quote.stockId).toBeNull();
      expectQuoteArithmetic(quote);
    }
  });

  it('answers {} for an empty array', async () => {
    const server = serverAt();
    expect(realReply.parse((await send(server, [])).body)).toMatchObject({ status: 0, data: {} });
  });

  it('is POST only: GET is Spring 405', async () => {
    const server = serverAt();
    const res = await request(server.app).get(REAL);
    expectSpringError(res, 405);
    expect(res.get('Allow')).toBe('POST');
  });

  it('refuses a missing body (400), a form body (415) and a JSON object (400)', async () => {
    const server = serverAt();
    expectSpringError(await request(server.app).post(REAL), 400);
    expectSpringError(
      await request(server.app).post(REAL).set('Content-Type', 'application/json'),
      400,
    );
    const form = await request(server.app).post(REAL).type('form').send({ gid: moutai.gid });
    expectSpringError(form, 415);
    expectSpringError(await send(server, { gids: [moutai.gid] }), 400);
    const broken = await request(server.app)
      .post(REAL)
      .set('Content-Type', 'application/json')
      .send('["sh600519"');
    expectSpringError(broken, 400);
    expectSpringError(await send(server, [{ gid: moutai.gid }]), 400);
  });
});
