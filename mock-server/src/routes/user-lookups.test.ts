// §18.25–§18.28 on the full mock: the interceptor for visitors, the caller's own rows priced as
// the position lists price them, every appendApply.do text, and no other user's application or
// append row ever visible (the real backend's leaks are not copied).
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import type { EndpointDef } from '../../../src/api/contracts/endpoint';
import {
  futuresPositionList,
  indexPositionList,
} from '../../../src/api/contracts/endpoints/trading';
import { fundsList } from '../../../src/api/contracts/endpoints/funds';
import {
  appendApply,
  findUserFundsPositionByCode,
  findUserFuturesPositionByCode,
  findUserIndexPositionByCode,
  FUNDS_APPEND_MESSAGES as TEXT,
  getAppendList,
  getLeverRateInfo,
  getSubaccountInfo,
} from '../../../src/api/contracts/endpoints/user-lookups';
import {
  ENVELOPE_MESSAGES,
  notLoggedInReply,
  serverResponse,
  springErrorReply,
} from '../../../src/api/contracts/envelope';
import { fundsAppend } from '../../../src/api/contracts/models/funds';
import {
  tradingServer,
  withoutTrace,
  type TradingTestServer,
} from '../domain/trading/test-support';
import { loginAs, testServer } from '../testing';

type Params = Record<string, string | number>;

/** A success reply valid against the entry's schema; returns `data`. */
const dataOf = async <E extends EndpointDef>(
  s: TradingTestServer,
  endpoint: E,
  params: Params = {},
): Promise<z.output<E['data']>> => {
  const res = await s.call(endpoint.path, params);
  const reply = serverResponse(endpoint.data).parse(res.body);
  expect(reply.status, res.text).toBe(0);
  return reply.data as z.output<E['data']>;
};

/** The same server, as another fixture user. */
const asOther = async (s: TradingTestServer, key: 'verified' | 'trader') => {
  const token = await loginAs(s, key);
  return (path: string, params: Params = {}) =>
    request(s.app).post(path).set(TOKEN_HEADER, token).type('form').send(params);
};

const FUNDS_TRADING_APPLY = 3;
const append = (extra: Params) => ({ id: 0, applyId: FUNDS_TRADING_APPLY, ...extra });

describe('visitors', () => {
  const all = [
    findUserIndexPositionByCode,
    findUserFuturesPositionByCode,
    findUserFundsPositionByCode,
    getSubaccountInfo,
    getLeverRateInfo,
    appendApply,
    getAppendList,
  ];
  it.each(all.map((e) => [e.path]))('%s answers the interceptor reply', async (path) => {
    const res = await request(testServer().app).post(path).type('form').send({ id: 1 });
    expect(res.status).toBe(200);
    expect(z.strictObject(notLoggedInReply.shape).parse(res.body).msg).toBe(
      ENVELOPE_MESSAGES.interceptorNotLoggedIn,
    );
  });
});

describe('find*PositionByCode.do (§18.25)', () => {
  it("answers the caller's earliest open index position, priced as the index list", async () => {
    const s = await tradingServer('trader');
    const open = s.store.tables.userIndexPositions.get(2);
    if (!open) throw new Error('fixture index position 2 missing');
    // Picked by buy time, not by id: the earlier buy (a higher id) wins, the later one does not.
    const copy = (id: number, buyOrderTime: string) =>
      s.store.tables.userIndexPositions.insert({
        ...open,
        id,
        positionSn: `sn${id}`,
        buyOrderTime,
      });
    copy(98, '2026-10-20 10:00:00');
    copy(99, '2026-10-30 10:00:00');
    const page = await dataOf(s, findUserIndexPositionByCode, { indexGid: 'sh000001' });
    expect(page).toMatchObject({ pageNum: 0, total: 0, navigatepageNums: null });
    expect(page.list).toHaveLength(1);
    const listed = await dataOf(s, indexPositionList, { state: 0 });
    expect(page.list[0]?.id).toBe(98);
    expect(page.list[0]).toEqual(listed.list.find((p) => p.id === 98));
    expect(page.list[0]?.now_price).toMatch(/^\d+\.\d+$/);
    // Closed only (sz399006), unknown, absent: [null].
    for (const params of [{ indexGid: 'sz399006' }, { indexGid: 'sh999999' }, {}] as Params[]) {
      expect((await dataOf(s, findUserIndexPositionByCode, params)).list).toEqual([null]);
    }
  });

  it("answers the caller's open futures position, priced as the futures list", async () => {
    const s = await tradingServer('trader');
    const page = await dataOf(s, findUserFuturesPositionByCode, { futuresGid: 'hf_CL' });
    const listed = await dataOf(s, futuresPositionList, {});
    expect(page.list).toEqual([listed.list.find((p) => p.futuresGid === 'hf_CL')]);
    expect(page.list[0]?.nowPrice).toBeTruthy();
    expect((await dataOf(s, findUserFuturesPositionByCode, { futuresGid: 'hf_XX' })).list).toEqual([
      null,
    ]);
  });

  it('answers an open sub-account position as fundsList does; a closed one is [null]', async () => {
    const s = await tradingServer('funds');
    const page = await dataOf(s, findUserFundsPositionByCode, { fundsCode: '601318' });
    const listed = await dataOf(s, fundsList, { state: 0 });
    expect(page.list).toEqual([listed.list.find((p) => p.stockCode === '601318')]);
    expect((await dataOf(s, findUserFundsPositionByCode, { fundsCode: '300750' })).list).toEqual([
      null,
    ]);
  });

  it("never shows another user's positions", async () => {
    const s = await tradingServer('trader');
    const verified = await asOther(s, 'verified');
    for (const [endpoint, params] of [
      [findUserIndexPositionByCode, { indexGid: 'sh000001' }],
      [findUserFuturesPositionByCode, { futuresGid: 'hf_CL' }],
    ] as const) {
      const body = serverResponse(endpoint.data).parse(
        (await verified(endpoint.path, params)).body,
      );
      expect(body.data?.list).toEqual([null]);
    }
  });
});

describe('getSubaccountInfo.do and getLeverRateInfo.do (§18.26)', () => {
  it("answers the caller's own application; someone else's exactly as an unknown id", async () => {
    const s = await tradingServer('funds');
    const own = await dataOf(s, getSubaccountInfo, { id: FUNDS_TRADING_APPLY });
    expect(own).toEqual(s.store.tables.fundsApplies.get(FUNDS_TRADING_APPLY));
    const verified = await asOther(s, 'verified');
    const foreign = await verified(getSubaccountInfo.path, { id: FUNDS_TRADING_APPLY });
    const unknown = await verified(getSubaccountInfo.path, { id: 999 });
    expect(foreign.body).toEqual({ status: 0, msg: '', data: null });
    expect(foreign.text).toBe(unknown.text);
  });

  it('a missing id is the global error; an unconvertible one Spring’s 400', async () => {
    const s = await tradingServer('funds');
    const missing = await s.call(getSubaccountInfo.path);
    expect(missing.body).toMatchObject({ status: 1, msg: ENVELOPE_MESSAGES.tooManyTraders });
    const bad = await s.call(getSubaccountInfo.path, { id: 'x' });
    expect(bad.status).toBe(400);
    springErrorReply.parse(bad.body);
  });

  it('answers the first lever row of that cycle, enabled or not, else null', async () => {
    const s = await tradingServer('funds');
    expect(await dataOf(s, getLeverRateInfo, { cycleType: 1, lever: 5 })).toMatchObject({
      cycleType: 1,
      lever: 5,
      manageRate: 0.07,
    });
    expect(await dataOf(s, getLeverRateInfo, { cycleType: 1, lever: 20 })).toMatchObject({
      status: 0,
    });
    expect(await dataOf(s, getLeverRateInfo, { cycleType: 2, lever: 3 })).toBeNull();
    expect(await dataOf(s, getLeverRateInfo, {})).toBeNull();
  });
});

describe('appendApply.do (§18.27)', () => {
  const done = { status: 0, msg: TEXT.done };

  it('stores each type as the backend prices it and moves no money', async () => {
    const s = await tradingServer('funds');
    const before = { ...s.me() };
    const ledger = s.store.tables.ledger.size;
    const cases: [Params, Partial<z.infer<typeof fundsAppend>>][] = [
      [
        { appendType: 1, appendMargin: 10000, appendServiceFee: 1 },
        { appendServiceFee: 700, payAmount: 10000, tradersCycle: 20, appendCycle: null },
      ],
      [
        { appendType: 2, appendMargin: 5000.5 },
        { appendServiceFee: null, payAmount: 5000.5 },
      ],
      [
        { appendType: 3, appendCycle: 5, appendServiceFee: 875 },
        { tradersCycle: 5, payAmount: 875, appendMargin: null },
      ],
      [
        { appendType: 4, appendCycle: 0, appendServiceFee: 0 },
        { tradersCycle: 0, payAmount: 0 },
      ],
    ];
    for (const [params, expected] of cases) {
      expect((await s.call(appendApply.path, append(params))).body).toEqual(done);
      const row = s.store.tables.fundsAppends.rows.at(-1);
      expect(z.strictObject(fundsAppend.shape).parse(row)).toMatchObject({
        ...expected,
        appendType: params.appendType,
        applyId: FUNDS_TRADING_APPLY,
        userId: before.id,
        userPhone: before.phone,
        margin: 50000,
        lever: 5,
        status: 0,
        addTime: s.store.clock.now(),
      });
    }
    expect(s.me()).toEqual(before);
    expect(s.store.tables.ledger.size).toBe(ledger);
  });

  it('answers every §18.27 refusal and writes nothing', async () => {
    const s = await tradingServer('funds');
    await s.call(appendApply.path, append({ appendType: 4, appendCycle: 1, appendServiceFee: 10 }));
    const cases: [Params, string][] = [
      [{ id: 0, appendType: 1, appendMargin: 100 }, TEXT.badApply],
      [append({ applyId: 0, appendType: 1, appendMargin: 100 }), TEXT.badApply],
      [append({ applyId: 999, appendType: 1, appendMargin: 100 }), TEXT.applyMissing],
      [append({ appendType: 4, appendCycle: 2, appendServiceFee: 20 }), TEXT.alreadyEnding],
      [append({ id: -1, appendType: 1, appendMargin: 100 }), TEXT.failed],
      // Ours: a positive id would update that record as the admin review does.
      [append({ id: 2, appendType: 1, appendMargin: 100 }), TEXT.notNew],
      [append({ appendType: 5, appendMargin: 100 }), TEXT.badApply],
      [append({ appendType: 1 }), TEXT.badApply],
      [append({ appendType: 2, appendMargin: 0.001 }), TEXT.badApply],
      [append({ appendType: 3, appendCycle: 0, appendServiceFee: 10 }), TEXT.badApply],
      [append({ appendType: 3, appendCycle: 3 }), TEXT.badApply],
    ];
    for (const [params, msg] of cases) {
      const res = await withoutTrace(s, () => s.call(appendApply.path, params));
      expect(res.body, JSON.stringify(params)).toEqual({ status: 1, msg });
    }
  });

  it('a missing id is the global error (null unboxing)', async () => {
    const s = await tradingServer('funds');
    const res = await withoutTrace(s, () =>
      s.call(appendApply.path, { applyId: FUNDS_TRADING_APPLY, appendType: 2, appendMargin: 1 }),
    );
    expect(res.body).toMatchObject({ status: 1, msg: ENVELOPE_MESSAGES.tooManyTraders });
  });

  it("refuses another user's application as an unknown one", async () => {
    const s = await tradingServer('funds');
    const verified = await asOther(s, 'verified');
    const params = append({ appendType: 2, appendMargin: 100 });
    const res = await withoutTrace(s, () => verified(appendApply.path, params));
    expect(res.body).toEqual({ status: 1, msg: TEXT.applyMissing });
  });
});

describe('getAppendList.do (§18.28)', () => {
  it("pages the caller's rows newest first, with the documented filters", async () => {
    const s = await tradingServer('funds');
    const page = await dataOf(s, getAppendList);
    expect(page.list.map((a) => [a.id, a.appendType, a.status])).toEqual([
      [2, 1, 0],
      [1, 3, 2],
    ]);
    for (const row of page.list) z.strictObject(fundsAppend.shape).parse(row);
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10, total: 2, pages: 1 });
    const ids = async (params: Params) =>
      (await dataOf(s, getAppendList, params)).list.map((a) => a.id);
    expect(await ids({ appendType: 3 })).toEqual([1]);
    expect(await ids({ status: 0 })).toEqual([2]);
    expect(await ids({ keyword: '0000009' })).toEqual([2, 1]);
    expect(await ids({ keyword: 'nobody' })).toEqual([]);
    expect(await ids({ pageNum: 2, pageSize: 1 })).toEqual([1]);
  });

  it("never lists another user's rows, whatever userId is sent", async () => {
    const s = await tradingServer('funds');
    const fundsUserId = s.me().id;
    const verified = await asOther(s, 'verified');
    for (const params of [{}, { userId: fundsUserId }] as Params[]) {
      const body = serverResponse(getAppendList.data).parse(
        (await verified(getAppendList.path, params)).body,
      );
      expect(body.data?.list).toEqual([]);
      expect(body.data?.total).toBe(0);
    }
    // And the funds user's list ignores a userId pointing elsewhere.
    const other = s.store.tables.users.first('phone', '13800000001')?.id ?? 0;
    expect((await dataOf(s, getAppendList, { userId: other })).total).toBe(2);
  });
});
