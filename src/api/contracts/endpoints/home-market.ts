// The endpoints behind a real-backend client's home and market tabs (api-contract §18.3–§18.5).
// getHsph.do and getKLine.do read a JSON-object `@RequestBody`: their `params` describe the body.
import { z } from 'zod';

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
    asc: z.union([z.string(), z.number()]).optional(),
    /** Default `changeRate`. */
    sort: z.string().optional(),
    /** Default 1. */
    page: z.number().int().optional(),
    /** Default 500. */
    limit: z.number().int().optional(),
    /** Default `hs`. */
    market: z.string().optional(),
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
  params: z.object({ pageNum: z.number().optional(), pageSize: z.number().optional() }),
  required400: [],
  /** At most 3 rows: the first `listShow` 1 indexes by id. */
  data: z.array(custIndexVO).max(3),
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
    time: z.number().optional(),
    ma: z.number().optional(),
    size: z.number().optional(),
  }),
  required400: [],
  data: z.array(kLineBar),
  reply: 'envelope',
  section: '18.5',
  origin: 'reference',
});
