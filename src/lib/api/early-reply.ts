// The request helper's side of ADR 0038: when the entry already sent this very request
// (./early-request.ts), its reply is this request's transport instead of a second one. Only the
// transport changes: axios's response interceptors (the config snapshot's rules), the reply log,
// the server clock and the schema check all see it as any other reply. No early reply (the entry
// sent none, it went to another address, or it got no answer): the request goes out as usual.
import axios, { AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

import { takeEarlyReply, type EarlyReply } from './early-request';

// The helper accepts every status (its validateStatus), so no status check here.
const toResponse = (
  reply: EarlyReply,
  config: InternalAxiosRequestConfig,
): AxiosResponse<string> => ({
  data: reply.text,
  status: reply.status,
  statusText: '',
  headers: AxiosHeaders.from(reply.headers),
  config,
  request: undefined,
});

/**
 * Called by the request interceptor once the address and headers are set: gives `config` an
 * adapter answering with the early reply when there is one for exactly this request.
 */
export const adoptEarlyReply = (
  config: InternalAxiosRequestConfig,
  headers: Record<string, string>,
): void => {
  const early = takeEarlyReply({
    method: config.method ?? 'get',
    path: config.url ?? '',
    base: config.baseURL ?? '',
    body: config.data instanceof URLSearchParams ? config.data.toString() : String(config.data),
    headers,
  });
  if (!early) return;
  const fallback = axios.getAdapter(config.adapter ?? axios.defaults.adapter);
  config.adapter = (c) => early.then((reply) => (reply ? toResponse(reply, c) : fallback(c)));
};
