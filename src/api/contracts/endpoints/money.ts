// Bank card, KYC, ledger, deposits, withdrawals and messages under /user/ (api-contract §13).
import { z } from 'zod/mini';

import { defineEndpoint } from '../endpoint';
import { pageInfo } from '../envelope';
import { userBankInfoVO, userCashDetail, userRecharge, userWithdraw } from '../models/money';
import { siteMessage } from '../models/site';

/** Form-bound to `UserBank`: absent fields reach the handler. */
const bankParams = z.object({
  bankName: z.string(),
  bankNo: z.string(),
  bankAddress: z.optional(z.string()),
  bankImg: z.optional(z.string()),
  bankPhone: z.optional(z.string()),
});

export const bankAdd = defineEndpoint({
  path: '/user/bank/add.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: bankParams,
  required400: [],
  // "添加银行卡成功" in data.
  data: z.string(),
  reply: 'envelope',
  section: '13.1',
  origin: 'reference',
});

export const bankUpdate = defineEndpoint({
  path: '/user/bank/update.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: bankParams,
  required400: [],
  data: z.string(),
  reply: 'envelope',
  section: '13.1',
  origin: 'reference',
});

export const getBankInfo = defineEndpoint({
  path: '/user/bank/getBankInfo.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({}),
  required400: [],
  data: userBankInfoVO,
  reply: 'envelope',
  section: '13.2',
  origin: 'reference',
});

export const authRealName = defineEndpoint({
  path: '/user/auth.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    realName: z.string(),
    idCard: z.string(),
    /** ID front image URL from upload.do. */
    img1key: z.string(),
    img2key: z.string(),
    img3key: z.optional(z.string()),
  }),
  required400: ['realName', 'idCard', 'img1key', 'img2key'],
  data: z.unknown(),
  reply: 'envelope',
  section: '13.3',
  origin: 'reference',
});

export const cashList = defineEndpoint({
  path: '/user/cash/list.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    pageNum: z.optional(z.number()),
    pageSize: z.optional(z.number()),
    positionId: z.optional(z.number()),
  }),
  required400: [],
  data: pageInfo(userCashDetail),
  reply: 'envelope',
  section: '13.4',
  origin: 'reference',
});

export const rechargeList = defineEndpoint({
  path: '/user/recharge/list.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    pageNum: z.optional(z.number()),
    pageSize: z.optional(z.number()),
    payChannel: z.optional(z.string()),
    /** "0"–"3", exact filter. */
    orderStatus: z.optional(z.string()),
  }),
  required400: [],
  data: pageInfo(userRecharge),
  reply: 'envelope',
  section: '13.5',
  origin: 'reference',
});

export const withdrawList = defineEndpoint({
  path: '/user/withdraw/list.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    pageNum: z.optional(z.number()),
    pageSize: z.optional(z.number()),
    /** "0"–"3". */
    withStatus: z.optional(z.string()),
  }),
  required400: [],
  data: pageInfo(userWithdraw),
  reply: 'envelope',
  section: '13.6',
  origin: 'reference',
});

export const inMoney = defineEndpoint({
  path: '/user/recharge/inMoney.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    /** Decimal as text, so no float rounding on the way. */
    amt: z.string(),
    /** Stored as `payChannel`. */
    payType: z.string(),
    payId: z.optional(z.number()),
    payUsername: z.optional(z.string()),
    channelAccount: z.optional(z.string()),
    channelType: z.optional(z.string()),
    channelName: z.optional(z.string()),
    /** Proof-of-payment image URL. */
    payUrl: z.optional(z.string()),
    /** Accepted and ignored. */
    password: z.optional(z.string()),
  }),
  // Missing amt/payType is answered by the handler ("参数不能为空").
  required400: [],
  data: z.unknown(),
  reply: 'envelope',
  section: '13.7',
  origin: 'reference',
});

export const outMoney = defineEndpoint({
  path: '/user/withdraw/outMoney.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({ amt: z.string(), withPwd: z.string() }),
  required400: ['amt', 'withPwd'],
  data: z.unknown(),
  reply: 'envelope',
  section: '13.8',
  origin: 'reference',
});

export const withdrawCancel = defineEndpoint({
  path: '/user/withdraw/cancel.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({ withId: z.number() }),
  // The handler answers a missing id ("id不能为空").
  required400: [],
  data: z.unknown(),
  reply: 'envelope',
  section: '13.9',
  origin: 'reference',
});

export const getMessagelist = defineEndpoint({
  path: '/user/cash/getMessagelist.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({
    pageNum: z.optional(z.number()),
    pageSize: z.optional(z.number()),
    /** Must be sent; the app sends 0 (= the caller's own messages). */
    userId: z.number(),
  }),
  required400: ['userId'],
  data: pageInfo(siteMessage),
  reply: 'envelope',
  section: '13.10',
  origin: 'reference',
});

export const updateMessageStatus = defineEndpoint({
  path: '/user/cash/updateMessageStatus.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({}),
  required400: [],
  // "查看成功" in data.
  data: z.string(),
  reply: 'envelope',
  section: '13.10',
  origin: 'reference',
});

export const getUnreadCount = defineEndpoint({
  path: '/user/cash/getUnreadCount.do',
  accepts: 'any',
  uses: 'GET',
  auth: 'user',
  params: z.object({}),
  required400: [],
  data: z.number().check(z.int()),
  reply: 'envelope',
  section: '13.11',
  origin: 'reference',
});
