// The fast path (ADR 0012) answers the hot read endpoints outside Express: every reply must be the
// one Express would send — status, headers, body, journal entry — and anything unusual must still
// reach Express.
import type { IncomingMessage, RequestListener } from 'node:http';

import request, { type Response } from 'supertest';
import { describe, expect, it } from 'vitest';

import type { JournalEntry } from '../control/journal';
import { loginAs, testServer, type TestServer } from '../testing';

import { FAST_BODY_LIMIT } from './fast-path';

const ORIGIN = 'http://localhost:5173';
const QUOTE = '/api/stock/getSingleStock.do';
const LIST = '/api/stock/getStock.do';

/** The server's listener, noting which requests fell through to Express. */
const watched = (server: TestServer) => {
  const fellThrough: string[] = [];
  const fallback: RequestListener = (req: IncomingMessage, res) => {
    fellThrough.push(`${req.method} ${req.url}`);
    server.express(req, res);
  };
  return { app: server.fastPath.listener(fallback), fellThrough };
};

/** What a client can see of a reply (the socket's own keep-alive headers aside). */
const visible = (res: Response) => {
  const { connection: _c, 'keep-alive': _k, ...headers } = res.headers;
  return { status: res.status, headers, text: res.text };
};

/** A journal entry without what differs between two calls of the same request. */
const entryShape = ({ seq: _s, latencyMs: _l, ...entry }: JournalEntry) => ({
  ...entry,
  params: entry.params,
  body: entry.body,
});

type Call = (app: RequestListener) => request.Test;

const CALLS: Record<string, Call> = {
  'quote, form body': (app) =>
    request(app).post(QUOTE).type('form').send({ code: '600519' }).set('Origin', ORIGIN),
  'quote, query string, GET': (app) => request(app).get(`${QUOTE}?code=600519`),
  'index quote with a trailing slash': (app) => request(app).post(`${QUOTE}/?code=sh000001`),
  'unknown code (the reference fails)': (app) =>
    request(app).post(QUOTE).type('form').send({ code: '999999' }),
  'paged list, repeated parameter': (app) =>
    request(app).get(`${LIST}?pageNum=2&pageSize=5&pageSize=7`).set('x-harness-frame', 'f2'),
  'unconvertible number → Spring 400': (app) => request(app).get(`${LIST}?pageNum=abc`),
  'hostile keys': (app) =>
    request(app).post(LIST).type('form').send('__proto__=1&constructor[prototype]=2&pageSize=3'),
  'form with charset': (app) =>
    request(app)
      .post(QUOTE)
      .set('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8')
      .send('code=000001'),
};

describe('fast path', () => {
  it.each(Object.entries(CALLS))(
    '%s: the same reply and journal entry as Express, without Express',
    async (_name, call) => {
      const server = testServer();
      const { app, fellThrough } = watched(server);
      const fast = await call(app);
      const viaExpress = await call(server.express);
      expect(fellThrough).toEqual([]);
      expect(fast.status).toBeLessThan(500);
      expect(visible(fast)).toEqual(visible(viaExpress));
      const [first, second] = server.harness.journal.list();
      if (!first || !second) throw new Error('both calls should be in the journal');
      expect(entryShape(first)).toEqual(entryShape(second));
    },
  );

  it('sees the session behind the token, read without extending it', async () => {
    const server = testServer();
    const token = await loginAs(server, 'trader');
    const { app, fellThrough } = watched(server);
    await request(app).get(`${LIST}?pageSize=1`).set('USERTOKEN', token);
    const entry = server.harness.journal.list().at(-1);
    expect(fellThrough).toEqual([]);
    expect(entry).toMatchObject({ path: LIST, hasToken: true, status: 200 });
    expect(entry?.userId).toEqual(expect.any(Number));
  });

  it('moves with the mock clock: the Date header and the quote follow it', async () => {
    const server = testServer();
    const { app } = watched(server);
    const before = await request(app).get(`${QUOTE}?code=600519`);
    server.clock.advance(3 * 24 * 3_600_000);
    const after = await request(app).get(`${QUOTE}?code=600519`);
    expect(Date.parse(after.headers.date ?? '') - Date.parse(before.headers.date ?? '')).toBe(
      3 * 24 * 3_600_000,
    );
    expect(after.text).not.toBe(before.text);
  });

  it('steps aside whenever a fault rule is on the board, so faults apply as before', async () => {
    const server = testServer();
    const { app, fellThrough } = watched(server);
    await request(server.express)
      .post('/__harness/faults')
      .send({ kind: 'http500', scope: { path: '/api/stock/getStock.do' } });
    // A rule for another endpoint: the quote still goes to Express, and is answered normally.
    const quote = await request(app).get(`${QUOTE}?code=600519`);
    const list = await request(app).get(LIST);
    expect(quote.status).toBe(200);
    expect(list.status).toBe(500);
    expect(fellThrough).toHaveLength(2);
    expect(server.harness.journal.list().at(-1)?.fault?.kind).toBe('http500');
  });

  it('leaves other methods, big, chunked, compressed, JSON and non-UTF-8 bodies to Express', async () => {
    const server = testServer();
    const { app, fellThrough } = watched(server);
    const big = `code=600519&pad=${'x'.repeat(FAST_BODY_LIMIT)}`;
    const replies = [
      await request(app).options(QUOTE).set('Origin', ORIGIN),
      await request(app).head(LIST),
      await request(app).put(LIST),
      await request(app).post(QUOTE).type('form').send(big),
      await request(app).post(QUOTE).set('Content-Type', 'application/json').send('{"code":"1"}'),
      await request(app)
        .post(QUOTE)
        .set('Content-Type', 'application/x-www-form-urlencoded; charset=ISO-8859-1')
        .send('code=600519'),
      await request(app)
        .post(QUOTE)
        .type('form')
        .set('Content-Encoding', 'gzip')
        .send('code=600519'),
    ];
    expect(fellThrough).toHaveLength(replies.length);
    // Express still answers them as the reference would (a large form is read in full).
    expect(replies[3]?.body).toMatchObject({ status: 0, data: { stock: { code: '600519' } } });
    expect(replies[5]?.status).toBe(415);
  });

  it('a POST-only endpoint called with GET gets Express’s 405', async () => {
    const server = testServer();
    const { app, fellThrough } = watched(server);
    const res = await request(app).get('/api/stock/getZdfNumber.do');
    expect(fellThrough).toHaveLength(1);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });

  it('answers the endpoints the app polls, and none under the /user interceptor', () => {
    const { fastPath } = testServer();
    expect(fastPath.paths).toEqual(
      expect.arrayContaining([
        QUOTE,
        LIST,
        '/api/stock/getMinK_Echarts.do',
        '/api/stock/getZdfNumber.do',
      ]),
    );
    expect(fastPath.paths.filter((p) => p.startsWith('/user/'))).toEqual([]);
  });
});
