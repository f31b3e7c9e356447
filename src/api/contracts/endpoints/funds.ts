// Funding (配资) sub-accounts under /user/funds/ (api-contract §14).
import { z } from 'zod/mini';

import { defineEndpoint } from '../endpoint';
import { pageInfo } from '../envelope';
import { listOnlyPage } from '../paging';
import { fundsApply, fundsLever, fundsSetting } from '../models/funds';
import { userPositionVO } from '../models/trading';
import { positionListParams } from './trading';

export const getUserApplyList = defineEndpoint({
  path: '/user/funds/getUserApplyList.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    pageNum: z.optional(z.number()),
    pageSize: z.optional(z.number()),
    /** Ignored, but its empty default cannot convert to int: must be sent (app: 0). */
    userId: z.number(),
  }),
  required400: ['userId'],
  data: pageInfo(fundsApply),
  reply: 'envelope',
  section: '14.1',
  origin: 'reference',
});

export const getFundsSetting = defineEndpoint({
  path: '/user/funds/getFundsSetting.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({}),
  required400: [],
  data: z.nullable(fundsSetting),
  reply: 'envelope',
  section: '14.2',
  origin: 'reference',
});

export const getFundsTypeList = defineEndpoint({
  path: '/user/funds/getFundsTypeList.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  /** 1 day, 2 week, 3 month. */
  params: z.object({ cycleType: z.number() }),
  required400: ['cycleType'],
  // Only `list` is meaningful (the other PageInfo fields stay at their defaults).
  data: listOnlyPage(fundsLever),
  reply: 'envelope',
  section: '14.3',
  origin: 'reference',
});

/** Form-bound to `FundsApply`; several failures come back with status 0 (§14.4). */
export const addFundsApply = defineEndpoint({
  path: '/user/funds/addFundsApply.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    /** 1 per day. */
    fundsType: z.number(),
    margin: z.number(),
    lever: z.number(),
    /** margin × lever. */
    fundsAmount: z.number(),
    /** margin + fundsAmount. */
    totalTradingAmount: z.number(),
    /** Days chosen from `daysUsePeriod`. */
    tradersCycle: z.number(),
    /** fundsAmount × manageRate × days ÷ 100. */
    manageFee: z.number(),
    // Stored as sent by the reference (defect); optional for us.
    userId: z.optional(z.number()),
    userName: z.optional(z.string()),
    userPhone: z.optional(z.string()),
  }),
  required400: [],
  data: z.unknown(),
  reply: 'envelope',
  section: '14.4',
  origin: 'reference',
});

export const buyFunds = defineEndpoint({
  path: '/user/funds/buyFunds.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    stockId: z.number().check(z.int()),
    /** Shares: lots × 100. */
    buyNum: z.number().check(z.int()),
    buyType: z.number().check(z.int()),
    lever: z.number().check(z.int()),
    subaccountNumber: z.number().check(z.int()),
  }),
  required400: ['stockId', 'buyNum', 'buyType', 'lever', 'subaccountNumber'],
  data: z.string(),
  reply: 'envelope',
  section: '14.5',
  origin: 'reference',
});

export const getUserSubaccount = defineEndpoint({
  path: '/user/funds/getUserSubaccount.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({}),
  required400: [],
  // Only `list`: the caller's applications in status 1 (trading).
  data: listOnlyPage(fundsApply),
  reply: 'envelope',
  section: '14.6',
  origin: 'reference',
});

export const fundsList = defineEndpoint({
  path: '/user/funds/fundsList.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: positionListParams,
  required400: [],
  data: pageInfo(userPositionVO),
  reply: 'envelope',
  section: '14.7',
  origin: 'reference',
});

export const sellFunds = defineEndpoint({
  path: '/user/funds/sellFunds.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({ positionSn: z.string() }),
  required400: ['positionSn'],
  data: z.unknown(),
  reply: 'envelope',
  section: '14.8',
  origin: 'reference',
});
