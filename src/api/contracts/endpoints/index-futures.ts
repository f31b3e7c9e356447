// Indices, futures and the intraday line (api-contract §9). Public.
import { z } from 'zod/mini';

import { defineEndpoint } from '../endpoint';
import { futuresVO, stockFuturesListVO, stockIndexVO } from '../models/index-futures';
import { marketVO, realTimeLine } from '../models/market';

export const queryIndexNews = defineEndpoint({
  path: '/api/index/queryIndexNews.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: z.object({}),
  required400: [],
  // East Money 7×24 channel relayed unchanged: upstream-defined object.
  data: z.nullable(z.record(z.string(), z.unknown())),
  reply: 'envelope',
  section: '9.1',
  origin: 'reference',
});

export const queryListIndex = defineEndpoint({
  path: '/api/index/queryListIndex.do',
  accepts: 'any',
  uses: 'GET',
  // A token, when sent, fills `isOption`.
  auth: 'optional',
  // The backend reads none; the reference app sends these on its search pages.
  params: z.object({
    keyWords: z.optional(z.string()),
    pageNum: z.optional(z.number()),
    pageSize: z.optional(z.number()),
  }),
  required400: [],
  data: z.array(stockIndexVO),
  reply: 'envelope',
  section: '9.2',
  origin: 'reference',
});

export const querySingleIndex = defineEndpoint({
  path: '/api/index/querySingleIndex.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  // Sina symbol, e.g. `sh000001` (the app passes `indexGid`).
  params: z.object({ indexCode: z.string() }),
  required400: ['indexCode'],
  data: z.nullable(marketVO),
  reply: 'envelope',
  section: '9.3',
  origin: 'reference',
});

export const queryExchange = defineEndpoint({
  path: '/api/futures/queryExchange.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  params: z.object({ coinCode: z.string() }),
  required400: ['coinCode'],
  // Exchange rate, 2 dp.
  data: z.number(),
  reply: 'envelope',
  section: '9.4',
  origin: 'reference',
});

export const querySingleMarket = defineEndpoint({
  path: '/api/futures/querySingleMarket.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  // e.g. `hf_CL`.
  params: z.object({ futuresGid: z.string() }),
  required400: ['futuresGid'],
  data: z.nullable(futuresVO),
  reply: 'envelope',
  section: '9.5',
  origin: 'reference',
});

/**
 * Listed futures (`listShow` 1) with their quotes (§18.11). Under `/api/` but the service resolves
 * the user from the `USERTOKEN` header: without a live session it answers **status 0**, msg
 * "請先登錄", no data — which the client's interceptor takes as "log in". `isOption` is "1"/"0" by
 * the caller's watchlist. The backend reads no parameter (the app's pageNum/pageSize are ignored).
 */
export const futuresQueryList = defineEndpoint({
  path: '/api/futures/queryList.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'header-read',
  params: z.object({
    pageNum: z.optional(z.number()),
    pageSize: z.optional(z.number()),
  }),
  required400: [],
  data: z.array(stockFuturesListVO),
  reply: 'envelope',
  section: '18.11',
  origin: 'reference',
});

export const findStock = defineEndpoint({
  path: '/api/realTime/findStock.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: z.object({ stockCode: z.string() }),
  // Missing → the handler throws (global error), not HTTP 400.
  required400: [],
  data: realTimeLine,
  reply: 'envelope',
  section: '9.6',
  origin: 'reference',
});
