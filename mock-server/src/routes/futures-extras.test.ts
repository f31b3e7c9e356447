// Futures endpoints of api-contract §18.10–§18.13 on the full mock: replies valid against the
// contract, queryList.do's refusal of visitors and its watchlist flag, the exact messages, Spring's
// 400s, the global error, and the quote and rate querySingleMarket.do / queryExchange.do give at
// the same clock time.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import {
  futuresQueryList,
  queryExchange,
  querySingleMarket,
} from '../../../src/api/contracts/endpoints/index-futures';
import {
  futuresQueryHome,
  futuresQueryTrans,
  queryFuturesByCode,
  TRANS_STATE_TEXT,
} from '../../../src/api/contracts/endpoints/index-futures-extras';
import { ENVELOPE_MESSAGES, isNotLoggedInMessage } from '../../../src/api/contracts/envelope';
import { HOUR, loginAs } from '../testing';

import {
  CLOCKS,
  expectListVOKeys,
  get,
  globalError,
  okData,
  serverAt,
  springError,
  statusMsg,
} from './index-futures-test-support';

describe('queryHome.do (§18.10)', () => {
  it('lists home-shown futures with the quote and rate querySingleMarket / queryExchange give', async () => {
    const server = serverAt(CLOCKS.session);
    const res = await get(server, futuresQueryHome.path, { homeShow: '1', pageNum: '1' });
    const rows = okData(futuresQueryHome, res);
    const shown = server.store.db.stockFutures.filter((f) => f.homeShow === 1);
    expect(rows.map((r) => r.id)).toEqual(shown.map((f) => f.id));
    for (const row of rows) {
      const quote = okData(
        querySingleMarket,
        await get(server, querySingleMarket.path, { futuresGid: row.futuresGid }),
      );
      const rate = okData(
        queryExchange,
        await get(server, queryExchange.path, { coinCode: row.coinCode ?? '' }),
      );
      expect(row).toMatchObject({ nowPrice: quote?.nowPrice, lastClose: quote?.lastClose });
      expect(row.coinRate).toBe(rate);
      expect(row.isOption).toBeNull();
    }
    expectListVOKeys(res);
  });

  it('gives coinRate 0 for a coin that is not configured', async () => {
    const server = serverAt(CLOCKS.session);
    const first = server.store.db.stockFutures.find((f) => f.homeShow === 1);
    server.store.tables.stockFutures.update(first!.id, { coinCode: 'EUR' });
    const rows = okData(futuresQueryHome, await get(server, futuresQueryHome.path));
    expect(rows.find((r) => r.id === first!.id)?.coinRate).toBe(0);
  });
});

describe('queryList.do (§18.11)', () => {
  it('refuses visitors and dead tokens with status 0 "請先登錄" and no data', async () => {
    const server = serverAt(CLOCKS.session);
    for (const res of [
      await get(server, futuresQueryList.path),
      await get(server, futuresQueryList.path).set(TOKEN_HEADER, 'USERnot-a-session'),
    ]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 0, msg: ENVELOPE_MESSAGES.serviceNotLoggedIn });
      // The client's interceptor reads this as "log in".
      expect(isNotLoggedInMessage((res.body as { msg: string }).msg)).toBe(true);
    }
  });

  it('lists the listed futures for a logged-in caller, isOption by the watchlist', async () => {
    const server = serverAt(CLOCKS.session);
    const token = await loginAs(server, 'verified');
    const list = async (query: Record<string, string> = {}) =>
      okData(
        futuresQueryList,
        await get(server, futuresQueryList.path, query).set(TOKEN_HEADER, token),
      );
    const rows = await list();
    expectListVOKeys(await get(server, futuresQueryList.path).set(TOKEN_HEADER, token));
    const listed = server.store.db.stockFutures.filter((f) => f.listShow === 1);
    expect(rows.map((r) => r.id)).toEqual(listed.map((f) => f.id));
    // No paging: the parameters the app sends are read by nobody.
    expect(await list({ pageNum: '2', pageSize: '2' })).toEqual(rows);
    const unwatched = rows.find((r) => r.isOption === '0');
    expect(unwatched).toBeDefined();
    const added = await request(server.app)
      .post('/user/addOption.do')
      .set(TOKEN_HEADER, token)
      .type('form')
      .send({ code: unwatched!.futuresGid });
    expect((added.body as { status: number }).status).toBe(0);
    const after = await list();
    expect(after.find((r) => r.id === unwatched!.id)?.isOption).toBe('1');
    expect(after.filter((r) => r.isOption === '1')).toHaveLength(
      rows.filter((r) => r.isOption === '1').length + 1,
    );
  });

  it('shows the quote querySingleMarket.do shows, moving with the clock', async () => {
    const server = serverAt(CLOCKS.session);
    const token = await loginAs(server, 'verified');
    const list = async () =>
      okData(futuresQueryList, await get(server, futuresQueryList.path).set(TOKEN_HEADER, token));
    const rows = await list();
    for (const row of rows) {
      const quote = okData(
        querySingleMarket,
        await get(server, querySingleMarket.path, { futuresGid: row.futuresGid }),
      );
      expect(row).toMatchObject({ nowPrice: quote?.nowPrice, lastClose: quote?.lastClose });
    }
    server.clock.advance(HOUR);
    expect(await list()).not.toEqual(rows);
  });
});

describe('queryTrans.do (§18.12)', () => {
  it('says 可交易 / 不可交易 by the product transState', async () => {
    const server = serverAt(CLOCKS.session);
    const product = server.store.db.stockFutures[0]!;
    const ask = async () =>
      statusMsg(
        futuresQueryTrans,
        await get(server, futuresQueryTrans.path, { futuresId: String(product.id) }),
      );
    expect(await ask()).toEqual([0, TRANS_STATE_TEXT.tradable]);
    server.store.tables.stockFutures.update(product.id, { transState: 0 });
    expect(await ask()).toEqual([1, TRANS_STATE_TEXT.notTradable]);
  });

  it('an unknown id is the global error; a missing or non-numeric id is 400', async () => {
    const server = serverAt(CLOCKS.session);
    globalError(await get(server, futuresQueryTrans.path, { futuresId: '9999' }));
    springError(await get(server, futuresQueryTrans.path), 400);
    springError(await get(server, futuresQueryTrans.path, { futuresId: '1.5' }), 400);
  });
});

describe('queryFuturesByCode.do (§18.13)', () => {
  it('answers the raw row (three windows, eachPoint, tDesc), or null for an unknown code', async () => {
    const server = serverAt(CLOCKS.session);
    const product = server.store.db.stockFutures[0]!;
    const res = await get(server, queryFuturesByCode.path, { futuresCode: product.futuresCode });
    const row = okData(queryFuturesByCode, res);
    expect(row).toMatchObject({
      id: product.id,
      transPmBegin2: product.transPmBegin2,
      transPmEnd2: product.transPmEnd2,
      eachPoint: product.eachPoint,
      tDesc: product.tdesc,
    });
    expect((res.body as { data: object }).data).not.toHaveProperty('tdesc');
    expect((res.body as { data: object }).data).not.toHaveProperty('nowPrice');
    const none = await get(server, queryFuturesByCode.path, { futuresCode: 'NOPE' });
    expect(okData(queryFuturesByCode, none)).toBeNull();
    expect(none.body).toEqual({ status: 0, msg: '', data: null });
  });

  it('a missing code is 400', async () => {
    const server = serverAt(CLOCKS.session);
    springError(await get(server, queryFuturesByCode.path), 400);
  });
});
