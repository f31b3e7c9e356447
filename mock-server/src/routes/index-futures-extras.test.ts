// Index endpoints of api-contract §18.7–§18.9 on the full mock: replies valid against the
// contract, the exact messages, Spring's 400s, the global error, and — at frozen clock times — the
// same level and change in getMarket.do, queryHomeIndex.do, queryListIndex.do and
// querySingleIndex.do. The futures endpoints (§18.10–§18.13) are in futures-extras.test.ts.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import {
  queryListIndex,
  querySingleIndex,
} from '../../../src/api/contracts/endpoints/index-futures';
import {
  getMarket,
  MARKET_OVERVIEW_GIDS,
  queryHomeIndex,
  queryTransIndex,
  TRANS_STATE_TEXT,
} from '../../../src/api/contracts/endpoints/index-futures-extras';
import { loginAs } from '../testing';

import {
  CLOCKS,
  get,
  globalError,
  MINUTE,
  okData,
  serverAt,
  springError,
  statusMsg,
} from './index-futures-test-support';

describe.each(Object.entries(CLOCKS))('one index level everywhere (%s)', (_name, offset) => {
  it('getMarket.do, queryHomeIndex.do, queryListIndex.do and querySingleIndex.do agree', async () => {
    const server = serverAt(offset);
    const { market } = okData(getMarket, await get(server, getMarket.path));
    const home = okData(queryHomeIndex, await get(server, queryHomeIndex.path));
    const list = okData(queryListIndex, await get(server, queryListIndex.path));
    expect(market.length).toBeGreaterThanOrEqual(3);
    expect(home?.length).toBeGreaterThanOrEqual(3);
    for (const row of home ?? []) {
      const listed = list.find((r) => r.id === row.id);
      const single = okData(
        querySingleIndex,
        await get(server, querySingleIndex.path, { indexCode: row.indexGid }),
      );
      const overview = market.find((m) => m.name === row.indexName);
      expect(listed).toMatchObject({
        currentPoint: row.currentPoint,
        floatPoint: row.floatPoint,
        floatRate: row.floatRate,
      });
      expect(single).toMatchObject({
        nowPrice: row.currentPoint,
        increase: row.floatPoint,
        increaseRate: row.floatRate,
      });
      // The home-shown indices (the first three) are all on getMarket.do's list.
      expect(overview).toEqual(single);
    }
  });
});

describe('getMarket.do (§18.7)', () => {
  it('answers the fixed list in its order, skipping indices the fixtures do not hold', async () => {
    const server = serverAt(CLOCKS.session);
    const { market } = okData(getMarket, await request(server.app).post(getMarket.path));
    const held = MARKET_OVERVIEW_GIDS.map((gid) => (gid === 'sz399300' ? 'sh000300' : gid))
      .map((gid) => server.store.db.stockIndexes.find((ix) => ix.indexGid === gid))
      .filter((ix) => ix !== undefined);
    expect(market.map((m) => m.name)).toEqual(held.map((ix) => ix.indexName));
    expect(market.map((m) => m.name).slice(0, 3)).toEqual(['上证指数', '深证成指', '创业板指']);
    for (const row of market) {
      expect(row.type).toBeNull();
      expect(row.increaseRate).toMatch(/^-?\d+\.\d{2}$/);
    }
  });

  it('moves with the clock', async () => {
    const server = serverAt(CLOCKS.session);
    const before = okData(getMarket, await get(server, getMarket.path));
    server.clock.advance(30 * MINUTE);
    expect(okData(getMarket, await get(server, getMarket.path))).not.toEqual(before);
  });
});

describe('queryHomeIndex.do (§18.8, ADR 0022)', () => {
  it('lists the home-shown indices by id as StockIndexVOs without isOption, for anyone', async () => {
    const server = serverAt(CLOCKS.session);
    const token = await loginAs(server, 'verified');
    const visitor = okData(queryHomeIndex, await get(server, queryHomeIndex.path));
    const member = okData(
      queryHomeIndex,
      await get(server, queryHomeIndex.path).set(TOKEN_HEADER, token),
    );
    expect(member).toEqual(visitor);
    const shown = server.store.db.stockIndexes.filter((ix) => ix.homeShow === 1);
    expect(visitor?.map((r) => r.id)).toEqual(shown.map((ix) => ix.id).sort((a, b) => a - b));
    for (const row of visitor ?? []) expect(row.isOption).toBeNull();
  });
});

describe('queryTransIndex.do (§18.9)', () => {
  it('says 可交易 (status 0) for transState 1 and 不可交易 (status 1) otherwise', async () => {
    const server = serverAt(CLOCKS.session);
    const [open, closed] = [1, 0].map((s) =>
      server.store.db.stockIndexes.find((ix) => ix.transState === s),
    );
    const yes = await get(server, queryTransIndex.path, { indexId: String(open?.id) });
    expect(statusMsg(queryTransIndex, yes)).toEqual([0, TRANS_STATE_TEXT.tradable]);
    const no = await get(server, queryTransIndex.path, { indexId: String(closed?.id) });
    expect(statusMsg(queryTransIndex, no)).toEqual([1, TRANS_STATE_TEXT.notTradable]);
  });

  it('an unknown id is the global error; a missing or non-numeric id is 400', async () => {
    const server = serverAt(CLOCKS.session);
    globalError(await get(server, queryTransIndex.path, { indexId: '9999' }));
    springError(await get(server, queryTransIndex.path), 400);
    springError(await get(server, queryTransIndex.path, { indexId: 'x' }), 400);
  });
});
