// The reference backend's envelope quirks (api-contract §2, §3, §17.3) are turned into one shape
// here, so pages only ever see `{ data, message }` or an ApiError.
import { isNotLoggedInMessage, STATUS_SUCCESS } from '@/api/contracts/envelope';
import type { EndpointDef } from '@/api/contracts/endpoint';
import type { z } from 'zod/mini';

import { ApiError } from './api-error';

export interface ApiResult<T> {
  data: T;
  /** The success text, wherever the backend put it (`msg`, or `data` when that is a string). */
  message: string;
}

/**
 * Status-0 replies whose text is really a failure (api-contract §2.2 "insert failure returned as
 * success"; §14.4 "please log in" with status 0).
 */
export const FALSE_SUCCESS_MESSAGES: readonly string[] = [
  '注册出错, 请重试',
  '申请失败，请稍后重试！',
  '操作异常，请稍后重试！',
  '请登录后操作',
];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Parses the raw HTTP body text of an envelope endpoint. */
export const normalizeReply = <D extends z.ZodMiniType>(
  endpoint: Pick<EndpointDef<z.ZodMiniObject, D>, 'path' | 'data'>,
  httpStatus: number,
  bodyText: string,
): ApiResult<z.output<D>> => {
  const { path } = endpoint;
  if (httpStatus === 400) throw new ApiError('bad-request', path, { httpStatus });
  if (httpStatus < 200 || httpStatus >= 300) throw new ApiError('server', path, { httpStatus });
  if (bodyText.trim() === '') throw new ApiError('empty-reply', path, { httpStatus });

  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    throw new ApiError('malformed', path, { httpStatus });
  }
  if (!isRecord(body)) throw new ApiError('malformed', path, { httpStatus });

  const msg = typeof body.msg === 'string' ? body.msg : '';
  // The interceptor's reply has no status at all; several services answer status 0 with the
  // same words. Either way the session is gone.
  if (isNotLoggedInMessage(msg) || (!('status' in body) && body.success === false)) {
    throw new ApiError('not-logged-in', path, { serverMessage: msg, httpStatus });
  }
  if (typeof body.status !== 'number') throw new ApiError('malformed', path, { httpStatus });

  if (body.status !== STATUS_SUCCESS || FALSE_SUCCESS_MESSAGES.includes(msg)) {
    const text = msg || (typeof body.data === 'string' ? body.data : '');
    throw new ApiError('business', path, { serverMessage: text, httpStatus });
  }

  const parsed = endpoint.data.safeParse(body.data ?? null);
  if (!parsed.success) {
    // A nullish data on an endpoint whose schema does not allow it is still a contract breach.
    throw new ApiError('contract', path, { httpStatus });
  }
  const message = msg || (typeof body.data === 'string' ? body.data : '');
  return { data: parsed.data, message };
};
