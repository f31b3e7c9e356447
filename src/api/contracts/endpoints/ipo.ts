// New shares, block trades and VIP grab under /user/ (api-contract §12).
import { z } from 'zod/mini';

import { defineEndpoint } from '../endpoint';
import { pageInfo } from '../envelope';
import { stockSubscribe, userStockSubscribe } from '../models/ipo';
import { userPosition } from '../models/trading';

/** The interceptor exempts this path: the IPO calendar needs no login. */
export const newStockList = defineEndpoint({
  path: '/user/newStockList.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'exempt',
  params: z.object({
    pageNum: z.optional(z.number()),
    pageSize: z.optional(z.number()),
    name: z.optional(z.string()),
    code: z.optional(z.string()),
    zt: z.optional(z.number()),
    isLock: z.optional(z.number()),
    /** 1 IPO, 2 offline placement. */
    type: z.optional(z.number()),
  }),
  required400: [],
  data: pageInfo(stockSubscribe),
  reply: 'envelope',
  section: '12.1',
  origin: 'reference',
});

/** Form-bound to `UserStockSubscribe`, so absent fields reach the handler (no HTTP 400). */
export const addSubscribe = defineEndpoint({
  path: '/user/add.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    newCode: z.string(),
    /** Shares. */
    applyNums: z.number(),
    /** 1 IPO (pay if allotted), 2 offline placement (pay now). */
    type: z.number(),
    /** Sent by the reference app; the server overwrites it. */
    phone: z.optional(z.string()),
  }),
  required400: [],
  data: z.unknown(),
  reply: 'envelope',
  section: '12.2',
  origin: 'reference',
});

export const getOneSubscribeByUserId = defineEndpoint({
  path: '/user/getOneSubscribeByUserId.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({ type: z.optional(z.string()) }),
  required400: [],
  data: z.array(userStockSubscribe),
  reply: 'envelope',
  section: '12.3',
  origin: 'reference',
});

export const getZqjl = defineEndpoint({
  path: '/user/getzqjl.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({}),
  required400: [],
  data: z.array(userStockSubscribe),
  reply: 'envelope',
  section: '12.4',
  origin: 'reference',
});

export const submitSubscribe = defineEndpoint({
  path: '/user/submitSubscribe.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({ id: z.number() }),
  // A missing id is answered by the handler ("参数错误").
  required400: [],
  data: z.unknown(),
  reply: 'envelope',
  section: '12.5',
  origin: 'reference',
});

export const newStockQc = defineEndpoint({
  path: '/user/newStockQc.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  // The backend reads none; the reference app sends pageSize 9.
  params: z.object({ pageSize: z.optional(z.number()) }),
  required400: [],
  data: z.array(stockSubscribe),
  reply: 'envelope',
  section: '12.6',
  origin: 'reference',
});

export const buyNewStockQc = defineEndpoint({
  path: '/user/buyNewStockQc.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    code: z.string(),
    /** Shares: lots × 100. */
    num: z.number(),
  }),
  // The handler checks presence ("股票代码不能为空或者购买数量异常").
  required400: [],
  data: z.unknown(),
  reply: 'envelope',
  section: '12.7',
  origin: 'reference',
});

export const buyStockDz = defineEndpoint({
  path: '/user/buyStockDz.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    stockCode: z.string(),
    /** Per-offer secret key (交易密钥). */
    password: z.string(),
    /** Shares: lots × 100. */
    num: z.number(),
  }),
  required400: ['stockCode', 'password', 'num'],
  data: z.string(),
  reply: 'envelope',
  section: '12.8',
  origin: 'reference',
});

export const buyStockDzList = defineEndpoint({
  path: '/user/buyStockDzList.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({}),
  required400: [],
  // Raw rows with positionType 3, no live P/L.
  data: z.array(userPosition),
  reply: 'envelope',
  section: '12.9',
  origin: 'reference',
});

/** Quirk: "当前交易不可买入" (not tradable now) is a status-0 reply with the text in data. */
export const buyVipQc = defineEndpoint({
  path: '/user/buyVipQc.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    /** Pool item `c`. */
    stockCode: z.string(),
    /** Shares: lots × 100. */
    buyNum: z.number(),
    /** The app sends 0. */
    buyType: z.number(),
    /** The app sends 1. */
    lever: z.number(),
    profitTarget: z.optional(z.number()),
    stopTarget: z.optional(z.number()),
  }),
  required400: ['stockCode', 'buyNum', 'buyType', 'lever'],
  data: z.string(),
  reply: 'envelope',
  section: '12.10',
  origin: 'reference',
});

/** Status-0 text of buyVipQc.do that means nothing was booked. */
export const VIP_NOT_TRADABLE_TEXT = '当前交易不可买入';
