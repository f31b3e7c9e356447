// Site content extras (api-contract §18.22–§18.24): every reply against its contract schema, the
// order and size of the three "top" lists, a counted view visible to later reads (and after a
// crash), getPositionTop's rows free of anything that names a trader, and missing parameters.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

import { REFERENCE_DATE } from '../../../fixtures/src/random';
import {
  getPositionTop,
  getStockNews,
  getTopArt,
  getTopNews,
  updateViews,
} from '../../../src/api/contracts/endpoints/content-extras';
import { getNewsDetail, getNewsList } from '../../../src/api/contracts/endpoints/site';
import { positionList } from '../../../src/api/contracts/endpoints/trading';
import { serverResponse, springErrorReply } from '../../../src/api/contracts/envelope';
import { userPositionVO } from '../../../src/api/contracts/models/trading';
import { createMockServer, type MockServer } from '../create-app';
import { at } from '../market/test-support';
import { loginAs, testServer } from '../testing';

import { NEWS_SORTS } from './content';
import { TOP_PAGE_SIZE } from './content-extras';

type Params = Record<string, string | number>;

const call = (server: MockServer, path: string, params: Params = {}, token?: string) => {
  const req = request(server.app).post(path).type('form');
  return (token ? req.set('USERTOKEN', token) : req).send(params);
};

/** `data` of a status-0 reply, checked against the endpoint's schema and the §2 envelope. */
const dataOf = async <T>(
  server: MockServer,
  endpoint: { path: string; data: z.ZodMiniType<T> },
  params: Params = {},
  token?: string,
): Promise<T> => {
  const body = z
    .strictObject(serverResponse(endpoint.data).shape)
    .parse((await call(server, endpoint.path, params, token)).body);
  expect(body).toMatchObject({ status: 0, msg: '' });
  return endpoint.data.parse(body.data);
};

/** The empty-shell PageInfo: only `list` set. */
const SHELL = { pageNum: 0, pageSize: 0, total: 0, pages: 0, navigatepageNums: null };

const expectSpring400 = async (server: MockServer, path: string, params: Params, text: string) => {
  const res = await call(server, path, params);
  expect(res.status).toBe(400);
  expect(springErrorReply.parse(res.body).message).toContain(text);
};

describe('/api/art/getTopArt.do', () => {
  it('lists the newest shown articles, id descending, 15 by default, in an empty shell', async () => {
    const server = testServer();
    const articles = server.store.tables.siteArticles;
    const template = articles.rows.find((a) => a.isShow === 0);
    if (!template) throw new Error('no shown article in the fixtures');
    const { id: _id, ...fields } = template;
    for (let i = 0; i < TOP_PAGE_SIZE; i++) articles.insert({ ...fields, isShow: i % 3 ? 0 : 1 });
    const shown = articles.rows.filter((a) => a.isShow === 0).map((a) => a.id);
    const newest = shown.sort((a, b) => b - a);
    expect(newest.length).toBeGreaterThan(TOP_PAGE_SIZE);

    const page = await dataOf(server, getTopArt);
    expect(page).toMatchObject(SHELL);
    expect(page.list.map((a) => a.id)).toEqual(newest.slice(0, TOP_PAGE_SIZE));
    const three = await dataOf(server, getTopArt, { pageSize: 3 });
    expect(three.list.map((a) => a.id)).toEqual(newest.slice(0, 3));
    expect((await dataOf(server, getTopArt, { pageSize: 0 })).list).toEqual([]);
    await expectSpring400(server, getTopArt.path, { pageSize: 'x' }, 'For input string: "x"');
  });
});

describe('/api/news/getTopNews.do', () => {
  it('lists enabled news of every type, newest showTime first, pageSize rows', async () => {
    const server = testServer();
    const enabled = server.store.db.siteNews.filter((n) => n.status === 1);
    const expected = [...enabled].sort(NEWS_SORTS.time1).map((n) => n.id);
    expect(new Set(enabled.map((n) => n.type)).size).toBeGreaterThan(1);
    expect(expected.length).toBeGreaterThan(TOP_PAGE_SIZE);

    const page = await dataOf(server, getTopNews);
    expect(page).toMatchObject(SHELL);
    expect(page.list.map((n) => n.id)).toEqual(expected.slice(0, TOP_PAGE_SIZE));
    const times = page.list.map((n) => n.showTime ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const all = await dataOf(server, getTopNews, { pageSize: expected.length });
    expect(all.list.map((n) => n.id)).toEqual(expected);
    expect(server.store.db.siteNews.some((n) => n.status !== 1)).toBe(true);
  });
});

describe('/api/news/updateViews.do', () => {
  const views = (server: MockServer) => server.store.db.siteNews.map((n) => n.views);

  it('counts one view; getDetail and getNewsList read the new count', async () => {
    const server = testServer();
    const news = server.store.db.siteNews.find((n) => n.status === 1);
    if (!news) throw new Error('no enabled news in the fixtures');
    const before = (await dataOf(server, getNewsDetail, { id: news.id }))?.views ?? 0;
    expect(await dataOf(server, updateViews, { id: news.id })).toBe(1);
    expect(await dataOf(server, updateViews, { id: news.id })).toBe(1);
    expect((await dataOf(server, getNewsDetail, { id: news.id }))?.views).toBe(before + 2);
    const list = await dataOf(server, getNewsList, { type: news.type, pageSize: 100 });
    expect(list.list.find((n) => n.id === news.id)?.views).toBe(before + 2);
  });

  it('an unknown or missing id changes nothing and answers 0; a non-number is Spring 400', async () => {
    const server = testServer();
    const before = views(server);
    expect(await dataOf(server, updateViews, { id: 99_999 })).toBe(0);
    expect(await dataOf(server, updateViews)).toBe(0);
    expect(views(server)).toEqual(before);
    await expectSpring400(server, updateViews.path, { id: 'abc' }, 'For input string: "abc"');
  });

  it('is written like any other write: a server abandoned without closing loses no view', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-views-'));
    try {
      const first = createMockServer({ dataDir: dir, log: () => {} });
      const news = first.store.db.siteNews[0];
      if (!news) throw new Error('no news in the fixtures');
      const before = news.views ?? 0;
      expect(await dataOf(first, updateViews, { id: news.id })).toBe(1);
      // No close: what a kill -9 leaves behind.
      const second = createMockServer({ dataDir: dir, log: () => {} });
      expect((await dataOf(second, getNewsDetail, { id: news.id }))?.views).toBe(before + 1);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('/api/news/getPositionTop.do', () => {
  /** Inside the morning session, so open positions have live prices. */
  const serverInSession = () => {
    const server = testServer();
    server.clock.advance(at('2026-11-03 10:30:00') - REFERENCE_DATE);
    return server;
  };

  it('answers a visitor the newest positions without anything that names a trader', async () => {
    const server = serverInSession();
    const positions = server.store.db.userPositions;
    const owners = server.store.db.users.filter((u) => positions.some((p) => p.userId === u.id));
    // What the reference leaks; each must be absent from the reply's text.
    const needles = [
      ...owners.flatMap((u) => [u.phone, u.realName, u.nickName, u.idCard]),
      ...positions.flatMap((p) => [p.nickName, p.positionSn, p.buyOrderId, p.sellOrderId]),
    ].filter((s): s is string => Boolean(s));
    expect(positions.every((p) => p.nickName && p.userId && p.positionSn)).toBe(true);

    const page = await dataOf(server, getPositionTop);
    expect(page).toMatchObject(SHELL);
    const newest = [...positions].sort((a, b) => b.id - a.id).slice(0, TOP_PAGE_SIZE);
    expect(page.list.map((r) => [r.stockCode, r.orderDirection, r.orderNum])).toEqual(
      newest.map((p) => [p.stockCode, p.orderDirection, p.orderNum]),
    );
    const text = JSON.stringify(page);
    for (const needle of needles) expect(text).not.toContain(needle);
    const keys = Object.keys(userPositionVO.shape).sort();
    for (const row of page.list) {
      expect(row).toMatchObject({ userId: null, nickName: null, agentId: null, positionSn: '' });
      expect(Object.keys(row).sort()).toEqual(keys);
    }
    // A token changes nothing: no one's own rows come back named.
    const token = await loginAs(server, 'trader');
    expect(await dataOf(server, getPositionTop, {}, token)).toEqual(page);
    expect((await dataOf(server, getPositionTop, { pageSize: 2 })).list).toEqual(
      page.list.slice(0, 2),
    );
  });

  it('shows the same live P/L and price as the owner sees in position/list.do', async () => {
    const server = serverInSession();
    const token = await loginAs(server, 'trader');
    const own = (await dataOf(server, positionList, { pageSize: 100 }, token)).list;
    const top = (await dataOf(server, getPositionTop, { pageSize: 100 })).list;
    const byId = [...server.store.db.userPositions].sort((a, b) => b.id - a.id);
    const pairs = top.flatMap((row, i) => {
      const mine = own.find((p) => p.id === byId[i]?.id);
      return mine ? [[row, mine] as const] : [];
    });
    expect(pairs.some(([, mine]) => !mine.sellOrderId && mine.now_price)).toBe(true);
    for (const [row, mine] of pairs) {
      expect(row.profitAndLose).toBe(mine.profitAndLose);
      expect(row.allProfitAndLose).toBe(mine.allProfitAndLose);
      expect(row.now_price).toBe(mine.now_price);
      expect(row.buyOrderPrice).toBe(mine.buyOrderPrice);
    }
  });
});

describe('/api/news/getStockNews.do', () => {
  it('answers null data for a symbol, by GET or POST; a missing code is Spring 400', async () => {
    const server = testServer();
    const reply = { status: 0, msg: '', data: null };
    expect((await call(server, getStockNews.path, { code: 'SH600519' })).body).toEqual(reply);
    const viaGet = await request(server.app).get(getStockNews.path).query({ code: 'SZ000001' });
    expect(viaGet.body).toEqual(reply);
    expect(getStockNews.data.parse(viaGet.body.data)).toBeNull();
    await expectSpring400(
      server,
      getStockNews.path,
      {},
      "Required String parameter 'code' is not present",
    );
  });
});
