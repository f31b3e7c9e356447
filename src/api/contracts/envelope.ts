// The reference backend's response envelope and its quirks (api-contract §2–§3).
import { z } from 'zod/mini';

export const STATUS_SUCCESS = 0;
export const STATUS_ERROR = 1;

/** `{status, msg, data}`; `success` is also emitted by the reference but never read. */
export const serverResponse = <T extends z.ZodMiniType>(data: T) =>
  z.object({
    status: z.number().check(z.int()),
    msg: z.nullish(z.string()),
    data: z.nullish(data),
    success: z.optional(z.boolean()),
  });

export const anyServerResponse = serverResponse(z.unknown());
export type AnyServerResponse = z.infer<typeof anyServerResponse>;

/** The `/user/**` interceptor's reply: HTTP 200 and no `status` field (§3). */
export const notLoggedInReply = z.object({
  success: z.literal(false),
  msg: z.string(),
});
export type NotLoggedInReply = z.infer<typeof notLoggedInReply>;

/** Spring Boot's default error body for a missing or unconvertible parameter (HTTP 400). */
export const springErrorReply = z.object({
  timestamp: z.string(),
  status: z.number().check(z.int()),
  error: z.string(),
  message: z.string(),
  path: z.string(),
});
export type SpringErrorReply = z.infer<typeof springErrorReply>;

/** Message texts the backend uses for envelope-level situations. */
export const ENVELOPE_MESSAGES = {
  /** Interceptor reply on `/user/**` without a valid token. */
  interceptorNotLoggedIn: '請先登錄，無權限訪問user',
  /** Services that resolve no user and still answer status 0 (§2.2). */
  serviceNotLoggedIn: '請先登錄',
  /** Global exception handler (§2.2): uncaught runtime exception. */
  tooManyTraders: '當前交易人數過多，請稍後嘗試！',
} as const;

/**
 * Every spelling of "please log in first" the backend family uses (traditional and simplified,
 * 錄/陸 variants). product-spec §8: a message containing any of them means the session is gone.
 */
export const NOT_LOGGED_IN_MARKERS = ['請先登錄', '請先登陸', '请先登录', '请先登陆'] as const;

export const isNotLoggedInMessage = (msg: unknown): boolean =>
  typeof msg === 'string' && NOT_LOGGED_IN_MARKERS.some((m) => msg.includes(m));

/** PageHelper 5.3 `PageInfo` (§2.3). */
export const pageInfo = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    pageNum: z.number().check(z.int()),
    pageSize: z.number().check(z.int()),
    size: z.number().check(z.int()),
    startRow: z.number().check(z.int()),
    endRow: z.number().check(z.int()),
    total: z.number().check(z.int()),
    pages: z.number().check(z.int()),
    list: z.array(item),
    prePage: z.number().check(z.int()),
    nextPage: z.number().check(z.int()),
    isFirstPage: z.boolean(),
    isLastPage: z.boolean(),
    hasPreviousPage: z.boolean(),
    hasNextPage: z.boolean(),
    navigatePages: z.number().check(z.int()),
    navigatepageNums: z.array(z.number().check(z.int())),
    navigateFirstPage: z.number().check(z.int()),
    navigateLastPage: z.number().check(z.int()),
  });
export type PageInfo<T> = Omit<z.infer<ReturnType<typeof pageInfo<z.ZodMiniUnknown>>>, 'list'> & {
  list: T[];
};
