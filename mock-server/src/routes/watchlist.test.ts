// Watchlist (api-contract §11.1, §11.2): add → isOption (inverted) → list → delete, the index
// refusal, normalisation, futures, and getStock.do's `isOption` reading the same table.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_STOCKS } from '../../../fixtures/src/named-securities';
import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import { getStock } from '../../../src/api/contracts/endpoints/market';
import { optionList } from '../../../src/api/contracts/endpoints/trading';
import { ENVELOPE_MESSAGES } from '../../../src/api/contracts/envelope';
import { HOUR, loginAs, testServer, type TestServer } from '../testing';

import { normaliseOptionCode, OPTION_PAGE_SIZE, WATCHLIST_MESSAGES as M } from './watchlist';

type Body = { status?: number; msg: string; data?: unknown; success?: boolean };

const { moutai } = NAMED_STOCKS;

const session = async (key: Parameters<typeof loginAs>[1] = 'verified') => {
  const server = testServer();
  const token = await loginAs(server, key);
  const post = async (path: string, form: Record<string, string | number> = {}) =>
    (await request(server.app).post(path).set(TOKEN_HEADER, token).type('form').send(form))
      .body as Body;
  const list = async (form: Record<string, string | number> = {}) =>
    optionList.data.parse((await post('/user/option/list.do', form)).data);
  const userId = server.store.sessions.peek(token)?.userId ?? -1;
  return { server, token, post, list, userId };
};

const optionsOf = (server: TestServer, userId: number) =>
  server.store.tables.stockOptions.where('userId', userId).map((o) => o.stockCode);

describe('normalisation (§11.1)', () => {
  it.each([
    ['600519', { code: '600519', isFutures: false, isIndex: false }],
    ['sh600519', { code: '600519', isFutures: false, isIndex: true }],
    ['sz000001', { code: '000001', isFutures: false, isIndex: true }],
    ['bj830799', { code: '830799', isFutures: false, isIndex: false }],
    ['hf_CL', { code: 'CL', isFutures: true, isIndex: false }],
  ])('%s', (raw, expected) => {
    expect(normaliseOptionCode(raw)).toEqual(expected);
  });
});

describe('watchlist round trip', () => {
  it('add → isOption (status 1 = in the list) → list → delete → isOption (status 0)', async () => {
    const { server, post, list, userId } = await session();
    expect(await post('/user/isOption.do', { code: moutai.code })).toEqual({
      status: 0,
      msg: M.notAdded,
    });
    expect(await post('/user/addOption.do', { code: moutai.code })).toEqual({
      status: 0,
      msg: M.added,
    });
    const row = server.store.tables.stockOptions.where('userId', userId).at(-1);
    expect(row).toMatchObject({
      stockCode: moutai.code,
      stockGid: moutai.gid,
      stockId: moutai.id,
      stockName: moutai.name,
      isLock: 0,
      addTime: server.store.clock.now(),
    });
    expect(await post('/user/addOption.do', { code: moutai.code })).toEqual({
      status: 1,
      msg: M.exists,
    });
    for (const code of [moutai.code, moutai.gid]) {
      expect(await post('/user/isOption.do', { code })).toEqual({ status: 1, msg: M.isAdded });
    }

    const page = await list();
    expect(page.list).toHaveLength(1);
    const q = server.market.quote(server.market.stock(moutai.code)!, server.store.clock.now());
    expect(page.list[0]).toEqual({
      id: row?.id,
      stockName: moutai.name,
      stockCode: moutai.code,
      stockGid: moutai.gid,
      nowPrice: q.price.toFixed(2),
      hcrate: q.changePct.toFixed(2),
      stock_plate: '',
      stock_type: 'sh',
      isOption: '1',
      preclose_px: null,
      open_px: null,
      type: null,
    });

    // The mylist page deletes by gid.
    expect(await post('/user/delOption.do', { code: moutai.gid })).toEqual({
      status: 0,
      msg: M.removed,
    });
    expect(await post('/user/delOption.do', { code: moutai.gid })).toEqual({
      status: 1,
      msg: M.notInList,
    });
    expect(await post('/user/isOption.do', { code: moutai.code })).toEqual({
      status: 0,
      msg: M.notAdded,
    });
    expect(optionsOf(server, userId)).toEqual([]);
  });

  it('getStock.do flags watchlist rows with isOption "1" for the same user only', async () => {
    const { server, token, post } = await session();
    await post('/user/addOption.do', { code: moutai.code });
    const flag = async (withToken: boolean) => {
      let req = request(server.app).get('/api/stock/getStock.do').query({ keyWords: moutai.code });
      if (withToken) req = req.set(TOKEN_HEADER, token);
      const page = getStock.data.parse(((await req).body as Body).data);
      return page.list.find((s) => s.code === moutai.code)?.isOption;
    };
    expect(await flag(true)).toBe('1');
    expect(await flag(false)).toBe('0');
    await post('/user/delOption.do', { code: moutai.code });
    expect(await flag(true)).toBe('0');
  });

  it('nowPrice follows the engine clock', async () => {
    const { server, post, list } = await session();
    server.clock.advance(HOUR);
    await post('/user/addOption.do', { code: moutai.code });
    const before = (await list()).list[0]?.nowPrice;
    server.clock.advance(HOUR);
    const after = (await list()).list[0]?.nowPrice;
    const q = server.market.quote(server.market.stock(moutai.code)!, server.store.clock.now());
    expect(after).toBe(q.price.toFixed(2));
    expect(after).not.toBe(before);
  });
});

describe('refusals change nothing', () => {
  it.each([
    ['sh000001', M.indexRefused],
    ['sz399001', M.indexRefused],
    ['999999', M.unknown],
    ['', M.unknown],
    ['hf_XX', M.unknown],
  ])('addOption %s → %s', async (code, msg) => {
    const { server, post } = await session();
    const before = JSON.stringify(server.store.db.stockOptions);
    expect(await post('/user/addOption.do', { code })).toEqual({ status: 1, msg });
    expect(JSON.stringify(server.store.db.stockOptions)).toBe(before);
  });

  it('missing code → 400', async () => {
    const { server, token } = await session();
    for (const path of ['/user/addOption.do', '/user/delOption.do', '/user/isOption.do']) {
      const res = await request(server.app).post(path).set(TOKEN_HEADER, token);
      expect(res.status).toBe(400);
    }
  });

  it('without a session every watchlist path answers the interceptor reply', async () => {
    const server = testServer();
    for (const path of [
      '/user/addOption.do',
      '/user/delOption.do',
      '/user/isOption.do',
      '/user/option/list.do',
    ]) {
      const res = await request(server.app).post(path).type('form').send({ code: moutai.code });
      expect(res.body).toEqual({ success: false, msg: ENVELOPE_MESSAGES.interceptorNotLoggedIn });
    }
    expect(server.store.db.stockOptions.length).toBeGreaterThan(0);
  });
});

describe('futures and other boards', () => {
  it('adds futures as hf_<code> and a Beijing stock with its bj prefix', async () => {
    const { server, post, list, userId } = await session();
    expect(await post('/user/addOption.do', { code: 'hf_CL' })).toEqual({
      status: 0,
      msg: M.added,
    });
    expect(await post('/user/addOption.do', { code: 'bj830799' })).toEqual({
      status: 0,
      msg: M.added,
    });
    expect(await post('/user/isOption.do', { code: 'hf_CL' })).toEqual({
      status: 1,
      msg: M.isAdded,
    });
    expect(optionsOf(server, userId).sort()).toEqual(['830799', 'CL']);
    const rows = (await list()).list;
    const futures = rows.find((r) => r.stockGid === 'hf_CL');
    const q = server.market.quote(server.market.futures('hf_CL')!, server.store.clock.now());
    expect(futures).toMatchObject({
      stockCode: 'CL',
      nowPrice: q.price.toFixed(q.decimals),
      stock_type: null,
      stock_plate: '',
    });
    expect(rows.find((r) => r.stockCode === '830799')?.stock_type).toBe('bj');
  });
});

describe('/user/option/list.do', () => {
  it("the trader's fixture watchlist: newest first, paged, filtered by keyWords", async () => {
    const { server, list, userId } = await session('trader');
    const rows = server.store.tables.stockOptions.where('userId', userId);
    expect(rows.length).toBeGreaterThan(2);
    const all = await list();
    expect(all).toMatchObject({ pageNum: 1, pageSize: OPTION_PAGE_SIZE, total: rows.length });
    expect(all.list.map((r) => r.id)).toEqual(rows.map((r) => r.id).sort((a, b) => b - a));
    const page2 = await list({ pageNum: 2, pageSize: 2 });
    expect(page2.list.map((r) => r.id)).toEqual(all.list.slice(2, 4).map((r) => r.id));
    const byName = await list({ keyWords: moutai.name.slice(2) });
    expect(byName.list.map((r) => r.stockCode)).toEqual([moutai.code]);
    const byCode = await list({ keyWords: moutai.code });
    expect(byCode.total).toBe(1);
  });
});
