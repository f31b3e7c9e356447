// "My position in X" and funding look-ups and append requests (api-contract §18.25–§18.28). No
// page of the reference client calls them; the mock answers them for clients written against the
// real backend. Defects of the real backend the mock does not copy (also in ../README.md):
// - getSubaccountInfo.do answers any user's application (no ownership check): the mock answers
//   only the caller's own, and someone else's id exactly as an unknown one (`null`).
// - appendApply.do with a positive `id` updates that append record the way the admin review does:
//   the mock refuses it (status 1, `FUNDS_APPEND_MESSAGES.notNew`); 0 makes a new request.
// - getAppendList.do filters by the `userId` the client sends (every user's rows without it): the
//   mock lists the token's user's rows only and ignores `userId`.
import { z } from 'zod/mini';

import { defineEndpoint } from '../endpoint';
import { pageInfo } from '../envelope';
import { fundsApply, fundsAppend, fundsLever } from '../models/funds';
import { userFuturesPositionVO, userIndexPositionVO } from '../models/index-futures';
import { userPositionVO } from '../models/trading';
import { listOnlyPage } from '../paging';

/** appendApply.do's texts (§18.27); `notNew` is ours (a positive `id`, see above). */
export const FUNDS_APPEND_MESSAGES = {
  done: '操作成功',
  badApply: '操作异常，请稍后再试',
  applyMissing: '子账户不存在，请稍后再试',
  alreadyEnding: '申请已提交，无需重复操作！',
  failed: '操作失败',
  notNew: '追加申请提交后不能修改，请重新提交（id 传 0）',
} as const;

/** `list` holds exactly one element: the caller's earliest open position there, or `null`. */
export const findUserIndexPositionByCode = defineEndpoint({
  path: '/user/index/position/findUserIndexPositionByCode.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  /** e.g. `sh000001`; absent → `[null]`. */
  params: z.object({ indexGid: z.optional(z.string()) }),
  required400: [],
  data: listOnlyPage(z.nullable(userIndexPositionVO)),
  reply: 'envelope',
  section: '18.25',
  origin: 'reference',
});

export const findUserFuturesPositionByCode = defineEndpoint({
  path: '/user/futures/position/findUserFuturesPositionByCode.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  /** e.g. `hf_CL`; absent → `[null]`. */
  params: z.object({ futuresGid: z.optional(z.string()) }),
  required400: [],
  data: listOnlyPage(z.nullable(userFuturesPositionVO)),
  reply: 'envelope',
  section: '18.25',
  origin: 'reference',
});

/**
 * A sub-account position as fundsList.do shows it; "請先登錄" with status 0 and no data when the
 * user cannot be resolved.
 */
export const findUserFundsPositionByCode = defineEndpoint({
  path: '/user/funds/findUserFundsPositionByCode.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  /** A 6-digit stock code. */
  params: z.object({ fundsCode: z.optional(z.string()) }),
  required400: [],
  data: listOnlyPage(z.nullable(userPositionVO)),
  reply: 'envelope',
  section: '18.25',
  origin: 'reference',
});

export const getSubaccountInfo = defineEndpoint({
  path: '/user/funds/getSubaccountInfo.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  /** A FundsApply id; a missing one reaches the service and is the global error. */
  params: z.object({ id: z.number().check(z.int()) }),
  required400: [],
  // The caller's own application, else null (unknown and someone else's alike).
  data: z.nullable(fundsApply),
  reply: 'envelope',
  section: '18.26',
  origin: 'reference',
});

export const getLeverRateInfo = defineEndpoint({
  path: '/user/funds/getLeverRateInfo.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  // Bound like getSubaccountInfo's `id` (the same controller): a missing one matches no row.
  params: z.object({
    /** 1 day, 2 week, 3 month. */
    cycleType: z.optional(z.number().check(z.int())),
    lever: z.optional(z.number().check(z.int())),
  }),
  required400: [],
  // The first row (lowest id) with that cycle and lever, enabled or not; else null.
  data: z.nullable(fundsLever),
  reply: 'envelope',
  section: '18.26',
  origin: 'reference',
});

/** Form-bound to `FundsAppend`; no balance is frozen or checked (§18.27). */
export const appendApply = defineEndpoint({
  path: '/user/funds/appendApply.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    /** 0 for a new request (the only kind the mock takes); missing → the global error. */
    id: z.number().check(z.int()),
    /** The caller's FundsApply; null / 0 → "操作异常，请稍后再试". */
    applyId: z.number().check(z.int()),
    /** 1 add margin with a fee, 2 add margin, 3 extend, 4 end early. */
    appendType: z.number().check(z.int()),
    /** Types 1 and 2. */
    appendMargin: z.optional(z.number()),
    /** Types 3 and 4: days. */
    appendCycle: z.optional(z.number().check(z.int())),
    /** Types 3 and 4: the fee the client computed (type 1's is the server's). */
    appendServiceFee: z.optional(z.number()),
  }),
  required400: [],
  // Every reply carries its text in `msg`.
  data: z.unknown(),
  reply: 'envelope',
  section: '18.27',
  origin: 'reference',
});

export const getAppendList = defineEndpoint({
  path: '/user/funds/getAppendList.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    pageNum: z.optional(z.number().check(z.int())),
    pageSize: z.optional(z.number().check(z.int())),
    /** LIKE on the user name or phone. */
    keyword: z.optional(z.string()),
    status: z.optional(z.number().check(z.int())),
    /** Ignored by the mock (the token's user is listed). */
    userId: z.optional(z.number().check(z.int())),
    appendType: z.optional(z.number().check(z.int())),
  }),
  required400: [],
  data: pageInfo(fundsAppend),
  reply: 'envelope',
  section: '18.28',
  origin: 'reference',
});
