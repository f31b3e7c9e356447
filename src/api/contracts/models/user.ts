// User-facing user models (api-contract §11.11, §15.1).
import { z } from 'zod/mini';

/** `data` of a successful login (`UserLoginResultVO`). */
export const userLoginResult = z.object({
  key: z.string(),
  token: z.string(),
});
export type UserLoginResult = z.infer<typeof userLoginResult>;

const money = z.number();

/** `UserInfoVO` — `/user/getUserInfo.do`. */
export const userInfo = z.object({
  id: z.number().check(z.int()),
  agentId: z.nullish(z.number().check(z.int())),
  agentName: z.nullish(z.string()),
  phone: z.string(),
  nickName: z.nullish(z.string()),
  realName: z.nullish(z.string()),
  idCard: z.nullish(z.string()),
  accountType: z.number().check(z.int()),
  recomPhone: z.nullish(z.string()),
  isLock: z.number().check(z.int()),
  isActive: z.number().check(z.int()),
  authMsg: z.nullish(z.string()),
  regTime: z.nullish(z.number()),
  regIp: z.nullish(z.string()),
  regAddress: z.nullish(z.string()),
  img1Key: z.nullish(z.string()),
  img2Key: z.nullish(z.string()),
  img3Key: z.nullish(z.string()),
  enableAmt: money,
  userAmt: money,
  allProfitAndLose: z.nullish(money),
  allFreezAmt: z.nullish(money),
  accountProfitAndLose: z.nullish(money),
  enableIndexAmt: z.nullish(money),
  userIndexAmt: z.nullish(money),
  allIndexProfitAndLose: z.nullish(money),
  allIndexFreezAmt: z.nullish(money),
  enableFuturesAmt: z.nullish(money),
  userFuturesAmt: z.nullish(money),
  allFuturesProfitAndLose: z.nullish(money),
  allFuturesFreezAmt: z.nullish(money),
  tradingAmount: z.nullish(money),
  djzj: z.nullish(money),
  siteLever: z.nullish(z.string()),
});
export type UserInfo = z.infer<typeof userInfo>;
