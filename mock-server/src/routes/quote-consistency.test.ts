// Issue 18: at one frozen clock time an instrument shows the same price, change, change rate and
// order book in every endpoint that reports it. Each endpoint is a `reader` that turns its reply
// into one normal form; the test compares every reader with the first (getSingleStock.do).
// To extend: add a reader to READERS (rankings getHsph.do, index strip queryCustIndex.do, K-line
// getKLine.do …), returning `undefined` for the fields that endpoint does not report, and
// `undefined` instead of a snapshot when it does not report that instrument (checked by identity:
// a code can name a stock and an index, `000001`). Types, helpers and the provider relays' readers
// are in quote-readers.ts.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_STOCKS } from '../../../fixtures/src/named-securities';
import { REFERENCE_DATE } from '../../../fixtures/src/random';
import { getSingleStock } from '../../../src/api/contracts/endpoints/market';
import { getPageList } from '../../../src/api/contracts/endpoints/provider-quotes';
import {
  getRealTimeData,
  getSingleStockNew2,
} from '../../../src/api/contracts/endpoints/wj-quotes';
import { at } from '../market/test-support';
import { testServer } from '../testing';

import {
  cents,
  num,
  postForm,
  PROVIDER_READERS,
  wjSnapshot,
  type Instrument,
  type Reader,
  type Snapshot,
} from './quote-readers';

const READERS: readonly Reader[] = [
  {
    endpoint: getSingleStock.path,
    async read(server, { code, gid, kind }) {
      // A code with `sh`/`sz` in it is an index here (§8.8).
      const key = kind === 'index' ? gid : code;
      const body = await postForm(server, getSingleStock.path, { code: key });
      const s = getSingleStock.data.parse((body as { data: unknown }).data).stock;
      if (s.gid !== gid) throw new Error(`getSingleStock.do answered ${s.gid} for ${gid}`);
      const price = num(s.nowPrice);
      const preclose = num(s.preclose_px);
      const level = (p: string | null | undefined, v: string | number | null | undefined) =>
        [num(p), num(v)] as const;
      return {
        price,
        preclose,
        // getSingleStock.do has no change field: the app derives it from price and close.
        change: cents(price - preclose),
        changeRate: num(s.hcrate),
        bids: [
          level(s.buy1, s.buy1_num),
          level(s.buy2, s.buy2_num),
          level(s.buy3, s.buy3_num),
          level(s.buy4, s.buy4_num),
          level(s.buy5, s.buy5_num),
        ],
        asks: [
          level(s.sell1, s.sell1_num),
          level(s.sell2, s.sell2_num),
          level(s.sell3, s.sell3_num),
          level(s.sell4, s.sell4_num),
          level(s.sell5, s.sell5_num),
        ],
      };
    },
  },
  {
    endpoint: getSingleStockNew2.path,
    async read(server, { code, gid }) {
      const body = await postForm(server, getSingleStockNew2.path, { code });
      const quote = getSingleStockNew2.data.safeParse((body as { data: unknown }).data).data;
      // Stocks only: an index code finds the stock of the same code, or nothing.
      return quote?.symbol === gid ? wjSnapshot(quote) : undefined;
    },
  },
  {
    endpoint: getRealTimeData.path,
    async read(server, { gid }) {
      const res = await request(server.app)
        .post(getRealTimeData.path)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify([gid]));
      const data = getRealTimeData.data.parse((res.body as { data: unknown }).data);
      const quote = data?.[gid];
      if (!quote) throw new Error(`no ${gid} in getRealTimeData.do`);
      return wjSnapshot(quote);
    },
  },
  ...PROVIDER_READERS,
  // Next: getHsph.do (ranking row), queryCustIndex.do (index strip), getKLine.do (last bar).
];

const { moutai, pingAnBank } = NAMED_STOCKS;
/** 上证指数: its code is Ping An Bank's, so readers must check whom they report. */
const shIndex: Instrument = { code: '000001', gid: 'sh000001', kind: 'index' };
const INSTRUMENTS: readonly Instrument[] = [moutai, pingAnBank, shIndex];

/** Before the open, mid-morning, mid-afternoon and after the close (Beijing time). */
const TIMES = [
  '2026-11-02 09:20:00',
  '2026-11-02 10:30:00',
  '2026-11-02 14:12:34',
  '2026-11-02 15:30:00',
];

/** Only the fields both snapshots report. */
const common = (a: Snapshot, b: Snapshot): [Partial<Snapshot>, Partial<Snapshot>] => {
  const keys = (Object.keys(a) as (keyof Snapshot)[]).filter(
    (k) => a[k] !== undefined && b[k] !== undefined,
  );
  const pick = (s: Snapshot) => Object.fromEntries(keys.map((k) => [k, s[k]])) as Partial<Snapshot>;
  return [pick(a), pick(b)];
};

describe('one instrument, one price at one clock time (issue 18)', () => {
  const cases = TIMES.flatMap((time) => INSTRUMENTS.map((s) => [time, s.gid, s] as const));

  it.each(cases)('at %s, %s', async (time, _gid, instrument) => {
    const server = testServer();
    server.clock.advance(at(time) - REFERENCE_DATE);
    const snapshots = [];
    // Sequential: the clock is frozen, so the order of the calls must not matter either.
    for (const reader of READERS) {
      const snapshot = await reader.read(server, instrument);
      if (snapshot) snapshots.push({ endpoint: reader.endpoint, snapshot });
    }
    const [first, ...rest] = snapshots;
    if (first?.endpoint !== getSingleStock.path) throw new Error('getSingleStock.do reports all');
    for (const { endpoint, snapshot } of rest) {
      const [expected, actual] = common(first.snapshot, snapshot);
      expect({ endpoint, ...actual }).toEqual({ endpoint, ...expected });
    }
  });

  it('sees the price move between two clock times (the comparison is not vacuous)', async () => {
    const server = testServer();
    server.clock.advance(at(TIMES[1] ?? '') - REFERENCE_DATE);
    const reader = READERS[0];
    if (!reader) throw new Error('no readers');
    const before = await reader.read(server, moutai);
    server.clock.advance(3_600_000);
    const after = await reader.read(server, moutai);
    expect(after?.price).not.toBe(before?.price);
    expect(before?.bids?.[0]?.[1]).toBeGreaterThan(0);
  });

  it('has every reader report at least one instrument after the close', async () => {
    const server = testServer();
    server.clock.advance(at(TIMES[3] ?? '') - REFERENCE_DATE);
    // getPageList.do shows only the top 10: checked row by row below.
    for (const reader of READERS.filter((r) => r.endpoint !== getPageList.path)) {
      const reported = [];
      for (const instrument of INSTRUMENTS) {
        if (await reader.read(server, instrument)) reported.push(instrument.gid);
      }
      expect({ endpoint: reader.endpoint, reported }).not.toEqual({
        endpoint: reader.endpoint,
        reported: [],
      });
    }
  });

  it.each(TIMES)('at %s, every getPageList.do row agrees with getSingleStock.do', async (time) => {
    const server = testServer();
    server.clock.advance(at(time) - REFERENCE_DATE);
    const page = await request(server.app).get(getPageList.path);
    const rows = getPageList.data.parse((page.body as { data: unknown }).data).data.dataList;
    const [single] = READERS;
    const pageList = READERS.find((r) => r.endpoint === getPageList.path);
    if (!single || !pageList) throw new Error('no readers');
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      const [code = '', market = ''] = row.prod_code.split('.');
      const instrument = { code, gid: `${market.toLowerCase()}${code}` };
      const [expected, actual] = common(
        (await single.read(server, instrument)) ?? { price: NaN },
        (await pageList.read(server, instrument)) ?? { price: NaN },
      );
      expect({ code, ...actual }).toEqual({ code, ...expected });
    }
  });
});
