// Endpoints whose reference backend relays an outside quote provider in that provider's shape
// (api-contract §18.14–§18.21): Sina minute bars, biying quotes and pools, wangji's ranking page,
// profile and quote. No client page calls them; the mock answers them from its market engine
// (docs/decisions/0023). The JSON-body ones describe their body in `params`.
import { z } from 'zod/mini';

import { defineEndpoint } from '../endpoint';
import { biyingStockDTO, minDataVO, pageListReply, wjStockInfo } from '../models/provider-quotes';
import { wjQuote } from '../models/wj-quote';

/**
 * Looks `code` up in `stock_index` like the reference (the §8.6 defect, copied here: stock codes
 * are not found and answer `status 1, msg ""`); the app's stock charts use getMinK_Echarts.do.
 */
export const getMinK = defineEndpoint({
  path: '/api/stock/getMinK.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: z.object({
    /** An index code, e.g. `000001` (上证指数). */
    code: z.string(),
    /** Minutes per bar. */
    time: z.number(),
    /** 5, 10 or 15 only (`ma 取值 5，10，15`). */
    ma: z.number(),
    /** Bars, capped at 200. */
    size: z.number(),
  }),
  required400: ['code', 'time', 'ma', 'size'],
  data: minDataVO,
  reply: 'envelope',
  section: '18.14',
  origin: 'reference',
});

export const getKLineList = defineEndpoint({
  path: '/api/stock/getKLineList.do',
  accepts: 'POST',
  uses: 'POST',
  auth: 'public',
  body: 'json-object',
  params: z.object({
    /** 6-digit stock code; no local lookup (biying knows every A share). */
    code: z.string(),
    /** `5m`, `15m`, `30m` or `60m`. */
    type: z.string(),
  }),
  // Only the body is required (400); a missing or unknown code or type fails at the provider:
  // the global error.
  required400: [],
  data: z.array(biyingStockDTO),
  reply: 'envelope',
  section: '18.15',
  origin: 'reference',
});

export const getQsgc = defineEndpoint({
  path: '/api/stock/getQsgc.do',
  accepts: 'POST',
  uses: 'POST',
  auth: 'public',
  params: z.object({}),
  required400: [],
  // null when the provider failed for 10 days in a row.
  data: z.nullable(z.array(biyingStockDTO)),
  reply: 'envelope',
  section: '18.16',
  origin: 'reference',
});

export const getSingleStockNew = defineEndpoint({
  path: '/api/stock/getSingleStockNew.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: z.object({ code: z.string() }),
  // An unknown code is the global error (no message of its own).
  required400: ['code'],
  // `id`, `dm` (the gid) and `mc` from the local stock row; `mmwp` the provider's book.
  data: biyingStockDTO,
  reply: 'envelope',
  section: '18.17',
  origin: 'reference',
});

export const getNStock = defineEndpoint({
  path: '/api/stock/getNStock.do',
  accepts: 'POST',
  uses: 'POST',
  auth: 'public',
  body: 'json-object',
  params: z.object({ code: z.string() }),
  // Only the body is required (400); a missing or unknown code is the global error.
  required400: [],
  // The provider's quote as it is: `id`, `dm`, `mc` and `mmwp` null.
  data: biyingStockDTO,
  reply: 'envelope',
  section: '18.18',
  origin: 'reference',
});

export const getPageList = defineEndpoint({
  path: '/api/stock/getPageList.do',
  accepts: 'GET',
  uses: 'GET',
  auth: 'public',
  params: z.object({}),
  required400: [],
  // The provider's whole reply: the top 10 A shares by change rate.
  data: pageListReply,
  reply: 'envelope',
  section: '18.19',
  origin: 'reference',
});

export const getStockWj = defineEndpoint({
  path: '/api/stock/getStockWj.do',
  accepts: 'GET',
  uses: 'GET',
  auth: 'public',
  params: z.object({
    /** 6-digit code. */
    code: z.string(),
    /** `sh` / `sz` / `bj` (upper-cased by the backend: `600000.SH`). */
    type: z.string(),
  }),
  // A code the provider does not know (or of another market) is the global error.
  required400: ['code', 'type'],
  data: wjStockInfo,
  reply: 'envelope',
  section: '18.20',
  origin: 'reference',
});

export const wjReal = defineEndpoint({
  path: '/api/stock/wj/real.do',
  accepts: 'GET',
  uses: 'GET',
  auth: 'public',
  params: z.object({
    /** A gid, e.g. `sh600519` (stocks and indexes). */
    code: z.string(),
  }),
  required400: ['code'],
  // null (status 0) for a gid the provider does not know.
  data: z.nullable(wjQuote),
  reply: 'envelope',
  section: '18.21',
  origin: 'reference',
});
