// Index and futures endpoints the first survey missed (api-contract §18.7–§18.10, §18.12, §18.13;
// §18.11 `queryList.do` is `futuresQueryList` in index-futures.ts). Public; no live page of the
// reference client calls them, the reference relays Sina for the quotes.
import { z } from 'zod/mini';

import { defineEndpoint } from '../endpoint';
import {
  futuresHomeVO,
  homeIndexVO,
  marketOverview,
  stockFuturesRow,
} from '../models/index-futures-extras';

/** queryTransIndex.do / queryTrans.do: the whole answer travels in `msg` (§18.9). */
export const TRANS_STATE_TEXT = {
  /** status 0: `transState` 1. */
  tradable: '可交易',
  /** status 1: any other `transState`. */
  notTradable: '不可交易',
} as const;

/**
 * getMarket.do's fixed Sina list (§18.7), in reply order; `s_` dropped. A gid whose line does not
 * parse is skipped, so the reply may hold fewer rows.
 */
export const MARKET_OVERVIEW_GIDS = [
  'sh000001',
  'sz399001',
  'sz399006',
  'sz399300',
  'sz399005',
  'sz399673',
  'sz399106',
  'sz399004',
  'sz399100',
] as const;

export const getMarket = defineEndpoint({
  path: '/api/stock/getMarket.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  params: z.object({}),
  required400: [],
  data: marketOverview,
  reply: 'envelope',
  section: '18.7',
  origin: 'reference',
});

/**
 * The reference now relays Sina Guba's hot-stock JSON here (null on failure); every client page
 * that calls it renders the older StockIndexVO array, which is what the mock answers (ADR 0022).
 */
export const queryHomeIndex = defineEndpoint({
  path: '/api/index/queryHomeIndex.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  params: z.object({}),
  required400: [],
  data: z.nullable(z.array(homeIndexVO)),
  reply: 'envelope',
  section: '18.8',
  origin: 'reference',
});

export const queryTransIndex = defineEndpoint({
  path: '/api/index/queryTransIndex.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  // `stock_index.id`; an unknown id is dereferenced: the global error.
  params: z.object({ indexId: z.number().check(z.int()) }),
  required400: ['indexId'],
  // Nothing in `data`: the verdict is `status` + `msg` (TRANS_STATE_TEXT).
  data: z.unknown(),
  reply: 'envelope',
  section: '18.9',
  origin: 'reference',
});

export const futuresQueryHome = defineEndpoint({
  path: '/api/futures/queryHome.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  // A dead client page sends these; the backend reads none.
  params: z.object({
    homeShow: z.optional(z.number()),
    pageNum: z.optional(z.number()),
    pageSize: z.optional(z.number()),
  }),
  required400: [],
  data: z.array(futuresHomeVO),
  reply: 'envelope',
  section: '18.10',
  origin: 'reference',
});

export const futuresQueryTrans = defineEndpoint({
  path: '/api/futures/queryTrans.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  // `stock_futures.id`; unknown → the global error.
  params: z.object({ futuresId: z.number().check(z.int()) }),
  required400: ['futuresId'],
  data: z.unknown(),
  reply: 'envelope',
  section: '18.12',
  origin: 'reference',
});

export const queryFuturesByCode = defineEndpoint({
  path: '/api/futures/queryFuturesByCode.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  // `StockFutures.futuresCode`, e.g. `CL`.
  params: z.object({ futuresCode: z.string() }),
  required400: ['futuresCode'],
  // null (status 0) for an unknown code.
  data: z.nullable(stockFuturesRow),
  reply: 'envelope',
  section: '18.13',
  origin: 'reference',
});
