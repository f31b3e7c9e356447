// User and authentication endpoints (api-contract §6).
import { z } from 'zod/mini';

import { defineEndpoint } from '../endpoint';
import { siteSpread } from '../models/site';
import { userInfo, userLoginResult } from '../models/user';

export const login = defineEndpoint({
  path: '/api/user/login.do',
  accepts: 'POST',
  uses: 'POST',
  auth: 'public',
  params: z.object({ phone: z.string(), userPwd: z.string() }),
  required400: ['phone', 'userPwd'],
  data: userLoginResult,
  reply: 'envelope',
  section: '6.1',
  origin: 'reference',
});

export const register = defineEndpoint({
  path: '/api/user/reg.do',
  accepts: 'POST',
  uses: 'POST',
  auth: 'public',
  params: z.object({
    phone: z.string(),
    userPwd: z.string(),
    yzmCode: z.optional(z.string()),
    uid: z.string(),
    agentCode: z.optional(z.string()),
  }),
  required400: ['phone', 'userPwd', 'uid'],
  data: z.unknown(),
  reply: 'envelope',
  section: '6.2',
  origin: 'reference',
});

export const logout = defineEndpoint({
  path: '/api/user/logout.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'header-read',
  params: z.object({}),
  required400: [],
  data: z.unknown(),
  reply: 'envelope',
  section: '6.3',
  origin: 'reference',
});

export const checkPhone = defineEndpoint({
  path: '/api/user/checkPhone.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: z.object({ phoneNum: z.string() }),
  required400: [],
  data: z.unknown(),
  reply: 'envelope',
  section: '6.4',
  origin: 'reference',
});

export const getUserInfo = defineEndpoint({
  path: '/user/getUserInfo.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({}),
  required400: [],
  data: userInfo,
  reply: 'envelope',
  section: '11.11',
  origin: 'reference',
});

export const findSpreadRateOne = defineEndpoint({
  path: '/api/user/findSpreadRateOne.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: z.object({
    /** Current change % of the stock. */
    applies: z.number(),
    /** Order amount = price × shares. */
    turnover: z.number(),
    code: z.string(),
    unitprice: z.number(),
  }),
  required400: [],
  // Only `typeName` and `spreadRate` are filled; null when no rule matches (§6.5).
  data: z.nullable(siteSpread),
  reply: 'envelope',
  section: '6.5',
  origin: 'reference',
});

/**
 * Forgot password: checks the SMS code of `/api/sms/sendForgetSms.do`. Success text in `data`.
 * Sent as POST (a form body), not GET as the reference front end does: the controller takes any
 * method (§6.6) and passwords stay out of URLs, logs and history (issue 17).
 */
export const resetPassword = defineEndpoint({
  path: '/api/user/updatePwd.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'public',
  params: z.object({ phoneNum: z.string(), code: z.string(), newPwd: z.string() }),
  required400: ['phoneNum', 'code', 'newPwd'],
  data: z.string(),
  reply: 'envelope',
  section: '6.6',
  origin: 'reference',
});

/**
 * Change password while logged in; success text in `msg` ("修改成功"). POST, not the reference
 * front end's GET (§6.7 "any method"), to keep both passwords out of URLs (issue 17).
 */
export const changePassword = defineEndpoint({
  path: '/user/updatePwd.do',
  accepts: 'any',
  uses: 'POST',
  auth: 'user',
  params: z.object({ oldPwd: z.string(), newPwd: z.string() }),
  required400: ['oldPwd', 'newPwd'],
  data: z.unknown(),
  reply: 'envelope',
  section: '6.7',
  origin: 'reference',
});
