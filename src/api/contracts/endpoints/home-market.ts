// The endpoints behind a real-backend client's home and market tabs (api-contract §18.3–§18.5).
// getHsph.do and getKLine.do read a JSON-object `@RequestBody`: their `params` describe the body.
import { z } from 'zod/mini';

import { defineEndpoint } from '../endpoint';
import { custIndexVO, hsphRow, kLineBar } from '../models/home-market';

/** getHsph.do's provider default page size. */
export const HSPH_DEFAULT_LIMIT = 500;

export const getHsph = defineEndpoint({
  path: '/api/stock/getHsph.do',
  accepts: 'POST',
  uses: 'POST',
  auth: 'public',
  body: 'json-object',
  params: z.object({
    /** "0" (default) descending by `sort`, "1" ascending; the client sends a number. */
    asc: z.optional(z.union([z.string(), z.number()])),
    /** Default `changeRate`. */
    sort: z.optional(z.string()),
    /** Default 1. */
    page: z.optional(z.number().check(z.int())),
    /** Default 500. */
    limit: z.optional(z.number().check(z.int())),
    /** Default `hs`. */
    market: z.optional(z.string()),
  }),
  // Only the body itself is required (a missing body → 400); every field has a default.
  required400: [],
  data: z.array(hsphRow),
  reply: 'envelope',
  section: '18.3',
  origin: 'reference',
});

export const queryCustIndex = defineEndpoint({
  path: '/api/index/queryCustIndex.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  // The client sends pageNum/pageSize; the backend ignores them.
  params: z.object({ pageNum: z.optional(z.number()), pageSize: z.optional(z.number()) }),
  required400: [],
  /** At most 3 rows: the first `listShow` 1 indexes by id. */
  data: z.array(custIndexVO).check(z.maxLength(3)),
  reply: 'envelope',
  section: '18.4',
  origin: 'reference',
});

export const getKLine = defineEndpoint({
  path: '/api/stock/getKLine.do',
  accepts: 'POST',
  uses: 'POST',
  auth: 'public',
  body: 'json-object',
  params: z.object({
    /** `StockIndex.indexCode`, e.g. `000001`; missing or unknown → global error (not 400). */
    code: z.string(),
    /** Sent by the client (5, 5, 100) and ignored. */
    time: z.optional(z.number()),
    ma: z.optional(z.number()),
    size: z.optional(z.number()),
  }),
  required400: [],
  data: z.array(kLineBar),
  reply: 'envelope',
  section: '18.5',
  origin: 'reference',
});
