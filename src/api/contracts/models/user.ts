// User-facing user models (api-contract §11.11, §15.1).
import { z } from 'zod';

/** `data` of a successful login (`UserLoginResultVO`). */
export const userLoginResult = z.object({
  key: z.string(),
  token: z.string(),
});
export type UserLoginResult = z.infer<typeof userLoginResult>;

const money = z.number();

/** `UserInfoVO` — `/user/getUserInfo.do`. */
export const userInfo = z.object({
  id: z.number().int(),
  agentId: z.number().int().nullish(),
  agentName: z.string().nullish(),
  phone: z.string(),
  nickName: z.string().nullish(),
  realName: z.string().nullish(),
  idCard: z.string().nullish(),
  accountType: z.number().int(),
  recomPhone: z.string().nullish(),
  isLock: z.number().int(),
  isActive: z.number().int(),
  authMsg: z.string().nullish(),
  regTime: z.number().nullish(),
  regIp: z.string().nullish(),
  regAddress: z.string().nullish(),
  img1Key: z.string().nullish(),
  img2Key: z.string().nullish(),
  img3Key: z.string().nullish(),
  enableAmt: money,
  userAmt: money,
  allProfitAndLose: money.nullish(),
  allFreezAmt: money.nullish(),
  accountProfitAndLose: money.nullish(),
  enableIndexAmt: money.nullish(),
  userIndexAmt: money.nullish(),
  allIndexProfitAndLose: money.nullish(),
  allIndexFreezAmt: money.nullish(),
  enableFuturesAmt: money.nullish(),
  userFuturesAmt: money.nullish(),
  allFuturesProfitAndLose: money.nullish(),
  allFuturesFreezAmt: money.nullish(),
  tradingAmount: money.nullish(),
  djzj: money.nullish(),
  siteLever: z.string().nullish(),
});
export type UserInfo = z.infer<typeof userInfo>;
