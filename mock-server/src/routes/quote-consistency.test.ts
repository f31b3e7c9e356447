// Issue 18: at one frozen clock time an instrument shows the same price, change, change rate and
// order book in every endpoint that reports it. Each endpoint is a `reader` that turns its reply
// into one normal form; the test compares every reader with the first (getSingleStock.do).
// To extend: add a reader to READERS (rankings getHsph.do, index strip queryCustIndex.do, K-line
// getKLine.do …), returning `undefined` for the fields that endpoint does not report.
import request from 'supertest';
import { describe, expect, it } from 'vitest';

import { NAMED_STOCKS } from '../../../fixtures/src/named-securities';
import { REFERENCE_DATE } from '../../../fixtures/src/random';
import { getSingleStock } from '../../../src/api/contracts/endpoints/market';
import {
  getRealTimeData,
  getSingleStockNew2,
} from '../../../src/api/contracts/endpoints/wj-quotes';
import type { WjQuote } from '../../../src/api/contracts/models/wj-quote';
import { at } from '../market/test-support';
import { testServer, type TestServer } from '../testing';

/** One book level: price (0 when empty) and size. */
type Level = readonly [price: number, size: number];

/** What the endpoints have in common; a field an endpoint does not report is undefined. */
interface Snapshot {
  price: number;
  preclose?: number;
  change?: number;
  /** Percent units. */
  changeRate?: number;
  bids?: readonly Level[];
  asks?: readonly Level[];
}

interface Instrument {
  code: string;
  gid: string;
}

interface Reader {
  endpoint: string;
  read(server: TestServer, instrument: Instrument): Promise<Snapshot>;
}

/** Changes as the endpoints round them (the tick is at most 3 decimals). */
const cents = (value: number): number => Number(value.toFixed(4));

const num = (value: string | number | null | undefined): number =>
  value === null || value === undefined || value === '' ? 0 : Number(value);

const postForm = async (server: TestServer, path: string, form: Record<string, string>) =>
  (await request(server.app).post(path).type('form').send(form)).body as unknown;

const READERS: readonly Reader[] = [
  {
    endpoint: getSingleStock.path,
    async read(server, { code }) {
      const body = await postForm(server, getSingleStock.path, { code });
      const s = getSingleStock.data.parse((body as { data: unknown }).data).stock;
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
    async read(server, { code }) {
      const body = await postForm(server, getSingleStockNew2.path, { code });
      return wjSnapshot(getSingleStockNew2.data.parse((body as { data: unknown }).data));
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
  // Next: getHsph.do (ranking row), queryCustIndex.do (index strip), getKLine.do (last bar).
];

function wjSnapshot(q: WjQuote): Snapshot {
  return {
    price: q.price,
    preclose: q.preclose,
    change: cents(q.change),
    changeRate: q.changeRate,
    bids: [
      [q.bid1, q.bid1_vol],
      [q.bid2, q.bid2_vol],
      [q.bid3, q.bid3_vol],
      [q.bid4, q.bid4_vol],
      [q.bid5, q.bid5_vol],
    ],
    asks: [
      [q.ask1, q.ask1_vol],
      [q.ask2, q.ask2_vol],
      [q.ask3, q.ask3_vol],
      [q.ask4, q.ask4_vol],
      [q.ask5, q.ask5_vol],
    ],
  };
}

const { moutai, pingAnBank } = NAMED_STOCKS;

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
  const cases = TIMES.flatMap((time) => [moutai, pingAnBank].map((s) => [time, s.gid, s] as const));

  it.each(cases)('at %s, %s', async (time, _gid, instrument) => {
    const server = testServer();
    server.clock.advance(at(time) - REFERENCE_DATE);
    const snapshots = [];
    // Sequential: the clock is frozen, so the order of the calls must not matter either.
    for (const reader of READERS) {
      snapshots.push({
        endpoint: reader.endpoint,
        snapshot: await reader.read(server, instrument),
      });
    }
    const [first, ...rest] = snapshots;
    if (!first) throw new Error('no readers');
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
    expect(after.price).not.toBe(before.price);
    expect(before.bids?.[0]?.[1]).toBeGreaterThan(0);
  });
});
