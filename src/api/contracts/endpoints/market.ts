// Market data under /api/stock/ (api-contract §8). Public; mostly relayed from quote sources.
import { z } from 'zod/mini';

import { defineEndpoint } from '../endpoint';
import { pageInfo } from '../envelope';
import {
  echartsDataVO,
  lhbRow,
  sinaSortRow,
  singleStockByCode,
  stockDTO,
  stockDzVo,
  stockListVO,
  stopRow,
  topRow,
  zdfNumber,
  ztPoolItem,
} from '../models/market';

export { getSingleStock } from './stock-quote';

const noParams = z.object({});

/**
 * Our chart extension (docs/decisions/0009): optional parameters a backend may honour; the
 * reference ignores unknown parameters and answers its default (250 pre-adjusted day bars), which
 * the app detects by the missing `period`/`adjust` echo in the reply.
 */
const chartHistory = {
  /** Only bars that end before this instant (epoch ms): paging back through history. */
  end: z.optional(z.number()),
};

export const getLhb = defineEndpoint({
  path: '/api/stock/getlhb.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  params: noParams,
  required400: [],
  // null on upstream error.
  data: z.nullable(z.array(lhbRow)),
  reply: 'envelope',
  section: '8.1',
  origin: 'reference',
});

export const getStop = defineEndpoint({
  path: '/api/stock/getStop.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  params: noParams,
  required400: [],
  data: z.nullable(z.array(stopRow)),
  reply: 'envelope',
  section: '8.2',
  origin: 'reference',
});

export const getTop = defineEndpoint({
  path: '/api/stock/getTop.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'public',
  // 1 = Shanghai Connect, 3 = Shenzhen Connect.
  params: z.object({ content: z.number() }),
  required400: ['content'],
  data: z.nullable(z.array(topRow)),
  reply: 'envelope',
  section: '8.3',
  origin: 'reference',
});

export const getZdfNumber = defineEndpoint({
  path: '/api/stock/getZdfNumber.do',
  accepts: 'POST',
  uses: 'POST',
  auth: 'public',
  params: noParams,
  required400: [],
  data: zdfNumber,
  reply: 'envelope',
  section: '8.4',
  origin: 'reference',
});

export const getZtb = defineEndpoint({
  path: '/api/stock/getztb.do',
  accepts: 'POST',
  uses: 'POST',
  auth: 'public',
  params: noParams,
  required400: [],
  data: z.nullable(z.array(stockDTO)),
  reply: 'envelope',
  section: '8.5',
  origin: 'reference',
});

export const getMinKEcharts = defineEndpoint({
  path: '/api/stock/getMinK_Echarts.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: z.object({
    code: z.string(),
    /** Minutes per bar (5, 15, 30). */
    time: z.number(),
    /** 5, 10 or 15 only. */
    ma: z.number(),
    /** Bars, capped at 200. */
    size: z.number(),
    ...chartHistory,
  }),
  required400: ['code', 'time', 'ma', 'size'],
  data: echartsDataVO,
  reply: 'envelope',
  section: '8.6',
  origin: 'reference',
});

export const getStock = defineEndpoint({
  path: '/api/stock/getStock.do',
  accepts: 'any',
  uses: 'GET',
  // A token, when sent, fills `isOption`.
  auth: 'optional',
  params: z.object({
    pageNum: z.optional(z.number()),
    pageSize: z.optional(z.number()),
    stockPlate: z.optional(z.string()),
    stockType: z.optional(z.string()),
    keyWords: z.optional(z.string()),
  }),
  required400: [],
  data: pageInfo(stockListVO),
  reply: 'envelope',
  section: '8.7',
  origin: 'reference',
});

/** Not found in any backend (§8.9): our shape, getSingleStock's plus the intraday `timedata`. */
export const getSingleStockByCode = defineEndpoint({
  path: '/api/stock/getSingleStockByCode.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: z.object({ code: z.string(), stockType: z.optional(z.string()) }),
  required400: ['code'],
  data: singleStockByCode,
  reply: 'envelope',
  section: '8.9',
  origin: 'ours',
});

export const getDzList = defineEndpoint({
  path: '/api/stock/getDzList.do',
  accepts: 'POST',
  uses: 'POST',
  auth: 'public',
  params: noParams,
  required400: [],
  data: z.array(stockDzVo),
  reply: 'envelope',
  section: '8.10',
  origin: 'reference',
});

/**
 * The reference returns getztb's StockDTO rows here, while its VIP page reads East Money pool keys
 * (§8.11, §17.3 #6): accept either.
 */
export const getVipList = defineEndpoint({
  path: '/api/stock/getVipList.do',
  accepts: 'POST',
  uses: 'POST',
  auth: 'public',
  params: noParams,
  required400: [],
  data: z.nullable(z.array(z.union([stockDTO, ztPoolItem]))),
  reply: 'envelope',
  section: '8.11',
  origin: 'reference',
});

export const getVipByCode = defineEndpoint({
  path: '/api/stock/getVipByCode.do',
  accepts: 'POST',
  uses: 'POST',
  auth: 'public',
  params: z.object({ code: z.string() }),
  // A missing code reaches the handler and throws (global error), not HTTP 400.
  required400: [],
  data: z.nullable(z.array(ztPoolItem)),
  reply: 'envelope',
  section: '8.12',
  origin: 'reference',
});

const minuteChartParams = z.object({
  code: z.string(),
  time: z.number(),
  size: z.number(),
  ...chartHistory,
});

export const getFuturesMinKEcharts = defineEndpoint({
  path: '/api/stock/getFuturesMinK_Echarts.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  // `hf_<code>`.
  params: minuteChartParams,
  required400: ['code', 'time', 'size'],
  data: echartsDataVO,
  reply: 'envelope',
  section: '8.13',
  origin: 'reference',
});

export const getIndexMinKEcharts = defineEndpoint({
  path: '/api/stock/getIndexMinK_Echarts.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: minuteChartParams,
  required400: ['code', 'time', 'size'],
  data: echartsDataVO,
  reply: 'envelope',
  section: '8.13',
  origin: 'reference',
});

const dayChartParams = z.object({
  code: z.string(),
  /** `day` (default) | `week` | `month`. */
  period: z.optional(z.string()),
  /** `pre` (default, as the reference's source) | `none` | `post`. */
  adjust: z.optional(z.string()),
  /** Bars wanted, default 250, at most 2,000. */
  size: z.optional(z.number()),
  ...chartHistory,
});

export const getDayK = defineEndpoint({
  path: '/api/stock/getDayK.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: dayChartParams,
  required400: ['code'],
  data: echartsDataVO,
  reply: 'envelope',
  section: '8.14',
  origin: 'reference',
});

export const getFuturesDayK = defineEndpoint({
  path: '/api/stock/getFuturesDayK.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: dayChartParams,
  required400: ['code'],
  data: echartsDataVO,
  reply: 'envelope',
  section: '8.14',
  origin: 'reference',
});

export const getIndexDayK = defineEndpoint({
  path: '/api/stock/getIndexDayK.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: dayChartParams,
  required400: ['code'],
  data: echartsDataVO,
  reply: 'envelope',
  section: '8.14',
  origin: 'reference',
});

export const getStockSort = defineEndpoint({
  path: '/api/stock/getStockSort.do',
  accepts: 'POST',
  uses: 'POST',
  auth: 'public',
  params: z.object({
    pageNo: z.number(),
    pageSize: z.number(),
    /** `changepercent` | `pricechange` | `volume` | `amount`. */
    sort: z.string(),
    /** 1 ascending, 0 descending. */
    asc: z.number(),
    /** `hs_a` | `cyb` | `kcb` | `hs_bjs`. */
    node: z.string(),
  }),
  required400: ['pageNo', 'pageSize', 'sort', 'asc', 'node'],
  data: z.array(sinaSortRow),
  reply: 'envelope',
  section: '8.15',
  origin: 'reference',
});
