// Reply bodies of the reference backend (api-contract §2–§3).
import { STATUS_CODES } from 'node:http';

import {
  ENVELOPE_MESSAGES,
  STATUS_ERROR,
  STATUS_SUCCESS,
  type NotLoggedInReply,
  type SpringErrorReply,
} from '../../../src/api/contracts/envelope';

/**
 * `ServerResponse`. `data` is left out when there is none (logout answers `{status:0,msg:""}`);
 * an explicit `null` is kept (e.g. getPayInfoById with an unknown id). The reference's inferred
 * `success` field is not emitted: the app never reads it.
 */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data?: T;
}

export const ok = <T>(data?: T, msg = ''): Envelope<T> =>
  data === undefined ? { status: STATUS_SUCCESS, msg } : { status: STATUS_SUCCESS, msg, data };

export const fail = (msg: string): Envelope<never> => ({ status: STATUS_ERROR, msg });

/** The `/user/**` interceptor's reply: HTTP 200 and **no** `status` field (§3). */
export const notLoggedIn = (): NotLoggedInReply => ({
  success: false,
  msg: ENVELOPE_MESSAGES.interceptorNotLoggedIn,
});

/** What the reference's global `ExceptionResolver` makes of an uncaught exception (HTTP 200). */
export const tooManyTraders = (error: unknown): Envelope<string> => ({
  status: STATUS_ERROR,
  msg: ENVELOPE_MESSAGES.tooManyTraders,
  data: exceptionText(error),
});

/** Java's `Throwable.toString()` counterpart: `Name: message`. */
export const exceptionText = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** Jackson 2.10 `StdDateFormat`, as Spring Boot 2.2 writes `timestamp`: `…T…SSS+0000`. */
export const springTimestamp = (epochMs: number): string =>
  new Date(epochMs).toISOString().replace('Z', '+0000');

/** Spring Boot's default error JSON (`/error` → `DefaultErrorAttributes`). */
export const springError = (
  status: number,
  message: string,
  path: string,
  now: number,
): SpringErrorReply => ({
  timestamp: springTimestamp(now),
  status,
  error: STATUS_CODES[status] ?? 'Error',
  message,
  path,
});
