// One error type for everything the request helper can fail with.
import type { ParseKeys } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { localizeServerMessage } from './server-message';

export type ApiErrorKind =
  /** status 1 (or a status-0 failure quirk): `message` is the server's text */
  | 'business'
  /** the session is gone (interceptor reply or a "please log in first" message) */
  | 'not-logged-in'
  /** no connection, DNS, reset, CORS */
  | 'network'
  /** no reply within the 50 s limit */
  | 'timeout'
  /** HTTP 5xx or an unexpected HTTP status */
  | 'server'
  /** HTTP 400: Spring rejected a missing or malformed parameter */
  | 'bad-request'
  /** HTTP 200 with an empty body: trading controllers swallow exceptions this way, outcome unknown */
  | 'empty-reply'
  /** body is not JSON */
  | 'malformed'
  /** JSON that does not match the contract */
  | 'contract';

export type CommonKey = ParseKeys<'common'>;

const KEY_BY_KIND: Record<Exclude<ApiErrorKind, 'business'>, CommonKey> = {
  'not-logged-in': 'errors.notLoggedIn',
  network: 'errors.network',
  timeout: 'errors.timeout',
  server: 'errors.server',
  'bad-request': 'errors.badRequest',
  'empty-reply': 'errors.emptyReply',
  malformed: 'errors.malformed',
  contract: 'errors.contract',
};

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Server text for business errors; '' otherwise. */
  readonly serverMessage: string;
  readonly httpStatus: number | null;
  readonly path: string;

  constructor(
    kind: ApiErrorKind,
    path: string,
    {
      serverMessage = '',
      httpStatus = null,
    }: { serverMessage?: string; httpStatus?: number | null } = {},
  ) {
    super(`${kind} on ${path}${serverMessage ? `: ${serverMessage}` : ''}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.path = path;
    this.serverMessage = serverMessage;
    this.httpStatus = httpStatus;
  }

  /** i18n key of the localized explanation; business errors carry the server's own text. */
  get messageKey(): CommonKey | null {
    return this.kind === 'business' ? null : KEY_BY_KIND[this.kind];
  }

  /** True when the outcome of a write is unknown (the server may have booked it). */
  get isOutcomeUnknown(): boolean {
    return this.kind === 'timeout' || this.kind === 'empty-reply' || this.kind === 'network';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/**
 * Turns a failure into text: the server's own for a business error, else the localized cause;
 * null when there is nothing to say. Here, in the shell's module, so a page says an error without
 * list-states (whose market-status badge and settings query would join its first load) and
 * without a chunk of its own.
 */
export const useErrorMessage = () => {
  const { t } = useTranslation('common');
  return useCallback(
    (error: unknown): string | null => {
      if (!isApiError(error)) return null;
      if (error.kind === 'business') {
        return error.serverMessage ? localizeServerMessage(error.serverMessage) : null;
      }
      return error.messageKey ? t(error.messageKey) : null;
    },
    [t],
  );
};
