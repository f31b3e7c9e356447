// The readers of quote-consistency.test.ts: each turns one endpoint's reply into one normal form
// (a `Snapshot`), or `undefined` when the endpoint does not report that instrument. Here: the
// shared types and helpers, and the provider relays of api-contract §18.14–§18.21 with their units
// converted (lots → shares, fractions → percent).
import request from 'supertest';

import {
  getKLineList,
  getMinK,
  getNStock,
  getPageList,
  getSingleStockNew,
  getStockWj,
  wjReal,
} from '../../../src/api/contracts/endpoints/provider-quotes';
import type { WjQuote } from '../../../src/api/contracts/models/wj-quote';
import type { TestServer } from '../testing';

/** One book level: price (0 when empty) and size. */
export type Level = readonly [price: number, size: number];

/** What the endpoints have in common; a field an endpoint does not report is undefined. */
export interface Snapshot {
  price: number;
  preclose?: number;
  change?: number;
  /** Percent units. */
  changeRate?: number;
  bids?: readonly Level[];
  asks?: readonly Level[];
}

export interface Instrument {
  code: string;
  gid: string;
  /** Default `stock`. */
  kind?: 'stock' | 'index';
}

export interface Reader {
  endpoint: string;
  /** undefined when the endpoint does not report this instrument. */
  read(server: TestServer, instrument: Instrument): Promise<Snapshot | undefined>;
}

/** Changes as the endpoints round them (the tick is at most 3 decimals). */
export const cents = (value: number): number => Number(value.toFixed(4));

export const num = (value: string | number | null | undefined): number =>
  value === null || value === undefined || value === '' ? 0 : Number(value);

export const postForm = async (server: TestServer, path: string, form: Record<string, string>) =>
  (await request(server.app).post(path).type('form').send(form)).body as unknown;

export function wjSnapshot(q: WjQuote): Snapshot {
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

/** biying's book and bar volumes are lots (手) of 100 shares (A shares). */
const LOT = 100;

/** Percent units from a wangji FRACTION (§18.19, §18.20: 0.0123 = 1.23 %). */
const percentOf = (fraction: number): number => Number((fraction * 100).toFixed(2));

/** `YYYY-MM-DD` of the server's clock in Beijing. */
const beijingDate = (server: TestServer): string =>
  new Date(server.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * A last K-line bar reports the live price only once today's session has traded (in the call
 * auction the quote shows an indicative price, the last bar is the previous day's).
 */
const lastBarPrice = (server: TestServer, day: string | null | undefined, close: number) =>
  day?.startsWith(beijingDate(server)) ? { price: close } : undefined;

const getJson = async (server: TestServer, path: string, query: Record<string, string>) =>
  ((await request(server.app).get(path).query(query)).body as { data?: unknown }).data;

const postJson = async (server: TestServer, path: string, body: unknown) =>
  (
    (
      await request(server.app)
        .post(path)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body))
    ).body as { data?: unknown }
  ).data;

/** §18.14–§18.21: the provider relays, units converted (lots → shares, fraction → percent). */
export const PROVIDER_READERS: readonly Reader[] = [
  {
    endpoint: getSingleStockNew.path,
    async read(server, { code, gid }) {
      const body = await postForm(server, getSingleStockNew.path, { code });
      const dto = getSingleStockNew.data.safeParse((body as { data: unknown }).data).data;
      if (dto?.dm !== gid || !dto.mmwp) return undefined;
      const b = dto.mmwp;
      return {
        price: num(dto.p),
        preclose: num(dto.yc),
        change: cents(num(dto.ud)),
        changeRate: num(dto.pc),
        bids: [
          [b.pb1, b.vb1 * LOT],
          [b.pb2, b.vb2 * LOT],
          [b.pb3, b.vb3 * LOT],
          [b.pb4, b.vb4 * LOT],
          [b.pb5, b.vb5 * LOT],
        ],
        asks: [
          [b.ps1, b.vs1 * LOT],
          [b.ps2, b.vs2 * LOT],
          [b.ps3, b.vs3 * LOT],
          [b.ps4, b.vs4 * LOT],
          [b.ps5, b.vs5 * LOT],
        ],
      };
    },
  },
  {
    endpoint: getNStock.path,
    async read(server, { code, kind }) {
      // biying's quote by stock code carries no identity: it reports the stock of that code.
      if (kind === 'index') return undefined;
      const dto = getNStock.data.parse(await postJson(server, getNStock.path, { code }));
      const changeRate = num(dto.pc);
      return { price: num(dto.p), preclose: num(dto.yc), change: cents(num(dto.ud)), changeRate };
    },
  },
  {
    endpoint: wjReal.path,
    async read(server, { gid }) {
      const quote = wjReal.data.parse(await getJson(server, wjReal.path, { code: gid }));
      return quote?.symbol === gid ? wjSnapshot(quote) : undefined;
    },
  },
  {
    endpoint: getStockWj.path,
    async read(server, { code, gid, kind }) {
      if (kind === 'index') return undefined;
      const type = gid.slice(0, 2);
      const info = getStockWj.data.parse(await getJson(server, getStockWj.path, { code, type }));
      return {
        price: info.lastPx,
        preclose: info.preclosePx,
        change: cents(info.pxChange),
        changeRate: percentOf(info.pxChangeRate),
      };
    },
  },
  {
    endpoint: getPageList.path,
    async read(server, { code, gid }) {
      // Only the top 10 are on the page.
      const page = getPageList.data.parse(await getJson(server, getPageList.path, {}));
      const prodCode = `${code}.${gid.slice(0, 2).toUpperCase()}`;
      const row = page.data.dataList.find((r) => r.prod_code === prodCode);
      if (!row) return undefined;
      return {
        price: row.last_px,
        preclose: num(row.preclose_px as number),
        change: cents(num(row.px_change as number)),
        changeRate: percentOf(row.px_change_rate),
      };
    },
  },
  {
    endpoint: getKLineList.path,
    async read(server, { code, kind }) {
      if (kind === 'index') return undefined;
      const body = { code, type: '5m' };
      const last = getKLineList.data.parse(await postJson(server, getKLineList.path, body)).at(-1);
      return lastBarPrice(server, last?.d, num(last?.c));
    },
  },
  {
    endpoint: getMinK.path,
    async read(server, { code, gid }) {
      // Looks codes up in stock_index (§18.14): it reports the index of that code.
      const body = await postForm(server, getMinK.path, { code, time: '5', ma: '5', size: '1' });
      const vo = getMinK.data.safeParse((body as { data: unknown }).data).data;
      if (vo?.gid !== gid) return undefined;
      const last = vo.data.at(-1);
      return lastBarPrice(server, last?.day, num(last?.close));
    },
  },
];
