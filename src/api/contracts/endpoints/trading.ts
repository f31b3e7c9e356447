// Watchlist, orders and positions under /user/ (api-contract §11). All need `USERTOKEN` (upload.do
// too, though the reference exempts it: see `upload`).
import { z } from 'zod/mini';

import { defineEndpoint } from '../endpoint';
import { pageInfo } from '../envelope';
import { listOnlyPage } from '../paging';
import { userFuturesPositionVO, userIndexPositionVO } from '../models/index-futures';
import { stockOptionListVO } from '../models/market';
import { uploadResult } from '../models/site';
import {
  exitsStockResult,
  userPendingorderVO,
  userPosition,
  userPositionVO,
} from '../models/trading';

const codeParams = z.object({
  /** Stock code; futures as `hf_<code>`; codes containing sh/sz are treated as indices. */
  code: z.string(),
});

export const addOption = defineEndpoint({
  path: '/user/addOption.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: codeParams,
  required400: ['code'],
  data: z.unknown(),
  reply: 'envelope',
  section: '11.1',
  origin: 'reference',
});

export const delOption = defineEndpoint({
  path: '/user/delOption.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: codeParams,
  required400: ['code'],
  data: z.unknown(),
  reply: 'envelope',
  section: '11.1',
  origin: 'reference',
});

/** Quirk: status 0 "未添加" = NOT in the watchlist; status 1 "已添加" = in it (§11.1). */
export const isOption = defineEndpoint({
  path: '/user/isOption.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: codeParams,
  required400: ['code'],
  data: z.unknown(),
  reply: 'envelope',
  section: '11.1',
  origin: 'reference',
});

export const optionList = defineEndpoint({
  path: '/user/option/list.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    pageNum: z.optional(z.number()),
    pageSize: z.optional(z.number()),
    keyWords: z.optional(z.string()),
  }),
  required400: [],
  data: pageInfo(stockOptionListVO),
  reply: 'envelope',
  section: '11.2',
  origin: 'reference',
});

export const buy = defineEndpoint({
  path: '/user/buy.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    stockId: z.number().check(z.int()),
    /** Shares: lots × 100. */
    buyNum: z.number().check(z.int()),
    /** 0 long (买涨), 1 short (买跌). */
    buyType: z.number().check(z.int()),
    lever: z.number().check(z.int()),
    profitTarget: z.optional(z.number()),
    stopTarget: z.optional(z.number()),
    /** Ours (ADR 0010): trailing-stop distance in %; the reference ignores it. */
    trailStopPct: z.optional(z.number()),
  }),
  required400: ['stockId', 'buyNum', 'buyType', 'lever'],
  // "下单成功" in data; an add-on to an open position answers the updated position instead.
  data: z.union([z.string(), userPosition]),
  reply: 'envelope',
  section: '11.3',
  origin: 'reference',
});

export const sell = defineEndpoint({
  path: '/user/sell.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    positionSn: z.string(),
    /** Shares; equal to orderNum closes fully, else ≥ 100 closes partly. */
    sellNum: z.number().check(z.int()),
  }),
  required400: ['positionSn', 'sellNum'],
  // The closed position (full) or the remaining one (partial).
  data: userPosition,
  reply: 'envelope',
  section: '11.4',
  origin: 'reference',
});

/** Same filters for stock positions and funding positions (§11.5, §14.7). */
export const positionListParams = z.object({
  pageNum: z.optional(z.number()),
  pageSize: z.optional(z.number()),
  /** 0 open, 1 closed, absent = all. */
  state: z.optional(z.number()),
  stockCode: z.optional(z.string()),
  stockSpell: z.optional(z.string()),
});

export const positionList = defineEndpoint({
  path: '/user/position/list.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: positionListParams,
  required400: [],
  data: pageInfo(userPositionVO),
  reply: 'envelope',
  section: '11.5',
  origin: 'reference',
});

/** Not found (§11.6): our shape, "does the caller hold an open position in this stock". */
export const exitsStock = defineEndpoint({
  path: '/user/position/exitsStock.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({ stockCode: z.string() }),
  required400: ['stockCode'],
  data: exitsStockResult,
  reply: 'envelope',
  section: '11.6',
  origin: 'ours',
});

/** The real neighbour of exitsStock: list holds the earliest open position, or `[null]`. */
export const findUserPositionByCode = defineEndpoint({
  path: '/user/position/findUserPositionByCode.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({ stockCode: z.string() }),
  required400: [],
  data: listOnlyPage(z.nullable(userPositionVO)),
  reply: 'envelope',
  section: '11.6',
  origin: 'reference',
});

export const addOrder = defineEndpoint({
  path: '/user/addOrder.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    /** A stock id or code, as a string here. */
    stockId: z.string(),
    /** Shares. */
    buyNum: z.number().check(z.int()),
    buyType: z.number().check(z.int()),
    lever: z.number().check(z.int()),
    profitTarget: z.optional(z.number()),
    stopTarget: z.optional(z.number()),
    /** Trigger price; the executor skips orders without it. */
    targetPrice: z.optional(z.number()),
    /** Ours (ADR 0010): trailing-stop distance in %, carried to the position it opens. */
    trailStopPct: z.optional(z.number()),
  }),
  required400: ['stockId', 'buyNum', 'buyType', 'lever'],
  data: z.unknown(),
  reply: 'envelope',
  section: '11.7',
  origin: 'reference',
});

export const orderList = defineEndpoint({
  path: '/user/orderList.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({ pageNum: z.optional(z.number()), pageSize: z.optional(z.number()) }),
  required400: [],
  // §11.7 only says "list of UserPendingorderVO": accept a plain array or a PageInfo.
  data: z.union([z.array(userPendingorderVO), pageInfo(userPendingorderVO)]),
  reply: 'envelope',
  section: '11.7',
  origin: 'reference',
});

/** Quirk: success "删除成功" comes back with status 1 (§17.3 #17). */
export const delOrder = defineEndpoint({
  path: '/user/delOrder.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({ id: z.number().check(z.int()) }),
  required400: [],
  data: z.unknown(),
  reply: 'envelope',
  section: '11.7',
  origin: 'reference',
});

const contractOrderParams = {
  /** Lots (not × 100). */
  buyNum: z.number().check(z.int()),
  buyType: z.number().check(z.int()),
  lever: z.number().check(z.int()),
};

export const buyIndex = defineEndpoint({
  path: '/user/buyIndex.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    indexId: z.number().check(z.int()),
    ...contractOrderParams,
    profitTarget: z.optional(z.number()),
    stopTarget: z.optional(z.number()),
  }),
  // Integer params checked by the handler ("参数不能为空"), so absence is no HTTP 400.
  required400: [],
  data: z.string(),
  reply: 'envelope',
  section: '11.8',
  origin: 'reference',
});

export const buyFutures = defineEndpoint({
  path: '/user/buyFutures.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  // Capital F, as the backend binds it.
  params: z.object({ FuturesId: z.number().check(z.int()), ...contractOrderParams }),
  required400: ['FuturesId', 'buyNum', 'buyType', 'lever'],
  data: z.string(),
  reply: 'envelope',
  section: '11.9',
  origin: 'reference',
});

export const transAmt = defineEndpoint({
  path: '/user/transAmt.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    /** Whole yuan, > 0. */
    amt: z.number().check(z.int()),
    /** 1 financing→index, 2 index→financing, 3 financing→futures, 4 futures→financing. */
    type: z.number().check(z.int()),
  }),
  required400: ['amt', 'type'],
  data: z.unknown(),
  reply: 'envelope',
  section: '11.10',
  origin: 'reference',
});

/**
 * Texts of ours around the funds password (issue 17), shared by the mock and the app, which maps
 * them to localized messages. The reference has none: it takes a new funds password without the
 * current one and answers the stored one from findIdWithPwd.do.
 */
export const FUNDS_PASSWORD_TEXT = {
  /** findIdWithPwd.do, status 0: a funds password is set (the reference sends the password). */
  isSet: '已设置提现密码',
  /** findIdWithPwd.do, status 1 (the reference's text). */
  notSet: '请设置提现密码！',
  /** insertWithPwd.do, status 1: one is set and `oldWithPwd` is missing. */
  oldMissing: '请输入原提现密码',
  /** insertWithPwd.do, status 1: `oldWithPwd` is not the current one. */
  oldWrong: '原提现密码错误',
} as const;

export const insertWithPwd = defineEndpoint({
  path: '/user/insertWithPwd.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    withPwd: z.string(),
    /**
     * Ours (issue 17): the current funds password, required by the mock when one is set (wrong
     * tries counted like logins); the reference ignores it and replaces the password unasked.
     */
    oldWithPwd: z.optional(z.string()),
  }),
  required400: ['withPwd'],
  data: z.unknown(),
  reply: 'envelope',
  section: '11.12',
  origin: 'reference',
});

/**
 * Whether a funds password is set: status 0, or status 1 "请设置提现密码！" (§11.12). The reference
 * puts the stored password in `msg`; the mock answers `FUNDS_PASSWORD_TEXT.isSet` instead, and the
 * app reads only the status (issue 17).
 */
export const findIdWithPwd = defineEndpoint({
  path: '/user/findIdWithPwd.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({}),
  required400: [],
  data: z.unknown(),
  reply: 'envelope',
  section: '11.12',
  origin: 'reference',
});

// §11.13 rows document no required flags: absence is left to the handler, not HTTP 400.

export const buy2 = defineEndpoint({
  path: '/user/buy2.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({ positionSn: z.string(), buyNum: z.number().check(z.int()) }),
  required400: [],
  data: userPosition,
  reply: 'envelope',
  section: '11.13',
  origin: 'reference',
});

export const getCanSell = defineEndpoint({
  path: '/user/getCanSell.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({ positionSn: z.string() }),
  required400: [],
  // Sellable shares (lots not bought today).
  data: z.number().check(z.int()),
  reply: 'envelope',
  section: '11.13',
  origin: 'reference',
});

export const updateProfitTarget = defineEndpoint({
  path: '/user/updateProfitTarget.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    /** Containing `index` targets an index position. */
    positionSn: z.string(),
    profitTarget: z.number().check(z.int()),
    stopTarget: z.number().check(z.int()),
  }),
  required400: [],
  data: z.unknown(),
  reply: 'envelope',
  section: '11.13',
  origin: 'reference',
});

export const addMargin = defineEndpoint({
  path: '/user/addmargin.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({ positionSn: z.string(), marginAdd: z.number() }),
  required400: [],
  data: z.unknown(),
  reply: 'envelope',
  section: '11.13',
  origin: 'reference',
});

export const sellIndex = defineEndpoint({
  path: '/user/sellIndex.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({ positionSn: z.string() }),
  required400: [],
  data: z.unknown(),
  reply: 'envelope',
  section: '11.13',
  origin: 'reference',
});

export const sellFutures = defineEndpoint({
  path: '/user/sellFutures.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({ positionSn: z.string() }),
  required400: [],
  data: z.unknown(),
  reply: 'envelope',
  section: '11.13',
  origin: 'reference',
});

export const indexPositionList = defineEndpoint({
  path: '/user/index/position/list.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    pageNum: z.optional(z.number()),
    pageSize: z.optional(z.number()),
    state: z.optional(z.number()),
    indexName: z.optional(z.string()),
    indexCode: z.optional(z.string()),
  }),
  required400: [],
  data: pageInfo(userIndexPositionVO),
  reply: 'envelope',
  section: '11.13',
  origin: 'reference',
});

export const futuresPositionList = defineEndpoint({
  path: '/user/futures/position/list.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    pageNum: z.optional(z.number()),
    pageSize: z.optional(z.number()),
    state: z.optional(z.number()),
    fuName: z.optional(z.string()),
    fuCode: z.optional(z.string()),
  }),
  required400: [],
  data: pageInfo(userFuturesPositionVO),
  reply: 'envelope',
  section: '11.13',
  origin: 'reference',
});

/**
 * Multipart upload, file field `upload_file` (≤ 10 MiB, validation.ts). The body is not
 * form-encoded, so `params` is empty. The reference's interceptor exempts it (§3, "no auth"); we
 * require the login (issue 17: anonymous uploads, no quota) — the app always sends its token, so
 * the reference backend is unaffected. The mock also keeps a per-user quota (`LIMIT_TEXT`).
 */
export const upload = defineEndpoint({
  path: '/user/upload.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({}),
  required400: [],
  data: uploadResult,
  reply: 'envelope',
  section: '11.13',
  origin: 'reference',
});

/** Multipart field name of `/user/upload.do`. */
export const UPLOAD_FIELD = 'upload_file';
