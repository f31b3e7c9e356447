// The only HTTP boundary of the app (conventions §4): one axios instance, POST as form-encoded
// bodies and GET as query strings (api-contract §1), `lang` (when it matters) and `USERTOKEN`
// headers, cookies sent,
// 50 s timeout. Replies are normalized in one place (./api/normalize-reply.ts).
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { config as configureZod, type z } from 'zod/mini';

import { REQUEST_TIMEOUT_MS } from '@/api/contracts/constants';
import type { EndpointDef, ParamsOf } from '@/api/contracts/endpoint';
import { i18n } from '@/lib/i18n';
import { getAppState } from '@/stores/app-store';

import { ApiError } from './api/api-error';
import { adoptEarlyReply } from './api/early-reply';
import { requestHeaders } from './api/request-headers';
import { localizeServerMessage } from './api/server-message';
import { normalizeReply, type ApiResult } from './api/normalize-reply';
import { handleSessionExpired } from './api/session-expiry';
import { noteServerDate } from './server-clock';
import { noteReply } from './support/reply-log';

export { REQUEST_TIMEOUT_MS };

// Replies are checked by zod's interpreter, not by parsers it compiles with `new Function` on a
// schema's first use: on start-up a dozen first parses cost ~23 ms compiled against ~7 ms
// interpreted (node, real mock replies), later parses cost about the same, and a page with a
// content security policy need not allow eval. (The mock server keeps the compiled parsers.)
configureZod({ jitless: true });

export { HARNESS_FRAME_HEADER } from './api/request-headers';

let apiBase = '';

/** Set once at start-up from the resolved config (product-spec §4). */
export const setApiBase = (base: string): void => {
  apiBase = base.replace(/\/+$/, '');
};
export const getApiBase = (): string => apiBase;

export const http: AxiosInstance = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  // Bodies are parsed by normalizeReply so that empty and malformed replies are told apart.
  responseType: 'text',
  transformResponse: [(data: unknown) => data],
  validateStatus: () => true,
});

// `lang` (when it matters), the token and the harness frame: ./api/request-headers.ts. The reply
// of a request the entry already sent is taken instead of sending it again (ADR 0038).
http.interceptors.request.use((config) => {
  config.baseURL = apiBase;
  const headers = requestHeaders();
  for (const [name, value] of Object.entries(headers)) config.headers.set(name, value);
  adoptEarlyReply(config, headers);
  return config;
});

type ParamValue = string | number | boolean | null | undefined;

/** Drops null/undefined; everything else becomes its string form. */
export const toSearchParams = (params: Record<string, ParamValue> | undefined): URLSearchParams => {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) {
    if (v !== undefined && v !== null) out.append(k, String(v));
  }
  return out;
};

export interface RequestOptions {
  /**
   * Which failures raise the global alert: transport failures (default), all, or none (the
   * caller shows its own message). The not-logged-in case is always handled globally.
   */
  alert?: 'transport' | 'all' | 'none';
  /**
   * Same key while a call is in flight → the same promise, no second request (a double tap on a
   * money action never sends twice).
   */
  intentKey?: string;
  signal?: AbortSignal;
}

const inFlight = new Map<string, Promise<unknown>>();

const toApiError = (e: unknown, path: string): ApiError => {
  if (e instanceof ApiError) return e;
  if (e instanceof AxiosError) {
    if (e.code === AxiosError.ECONNABORTED || e.code === AxiosError.ETIMEDOUT) {
      return new ApiError('timeout', path);
    }
    return new ApiError('network', path);
  }
  return new ApiError('network', path);
};

const report = (error: ApiError, alert: RequestOptions['alert']): void => {
  if (error.kind === 'not-logged-in') {
    handleSessionExpired();
    return;
  }
  if (alert === 'none') return;
  if (error.kind === 'business') {
    // Limit refusals (issue 17) in the trader's language; other texts as the server sent them.
    if (alert === 'all' && error.serverMessage)
      getAppState().showAlert(localizeServerMessage(error.serverMessage), 'error');
    return;
  }
  if (error.messageKey) getAppState().showAlert(i18n.t(error.messageKey), 'error');
};

const send = async <P extends z.ZodMiniObject, D extends z.ZodMiniType>(
  endpoint: EndpointDef<P, D>,
  params: ParamsOf<EndpointDef<P, D>> | undefined,
  options: RequestOptions,
): Promise<ApiResult<z.output<D>>> => {
  const query = toSearchParams(params as Record<string, ParamValue> | undefined);
  try {
    const res =
      endpoint.uses === 'GET'
        ? await http.get<string>(endpoint.path, { params: query, signal: options.signal })
        : await http.post<string>(endpoint.path, query, {
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            signal: options.signal,
          });
    noteServerDate(res.headers.date);
    const text = typeof res.data === 'string' ? res.data : '';
    noteReply(endpoint.uses, endpoint.path, query, res.status, text);
    return normalizeReply(endpoint, res.status, text);
  } catch (e) {
    // No reply at all (network error, timeout): logged with status 0. A cancelled call is not.
    if (e instanceof AxiosError && !axios.isCancel(e)) {
      noteReply(endpoint.uses, endpoint.path, query, 0, '');
    }
    const error = toApiError(e, endpoint.path);
    report(error, options.alert ?? 'transport');
    throw error;
  }
};

/** Calls one endpoint of the contract and returns its parsed `data` and success text. */
export const request = <P extends z.ZodMiniObject, D extends z.ZodMiniType>(
  endpoint: EndpointDef<P, D>,
  params?: ParamsOf<EndpointDef<P, D>>,
  options: RequestOptions = {},
): Promise<ApiResult<z.output<D>>> => {
  const key = options.intentKey;
  if (!key) return send(endpoint, params, options);
  const pending = inFlight.get(key) as Promise<ApiResult<z.output<D>>> | undefined;
  if (pending) return pending;
  const promise = send(endpoint, params, options).finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
};

export type { ApiResult } from './api/normalize-reply';
