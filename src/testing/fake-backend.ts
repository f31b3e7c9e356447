// A fake backend behind axios for app tests that go through the real request layer: the envelope
// replies of the reference backend (api-contract §2), and an adapter that keeps every call and
// answers it from a function of the call — a body, a dropped connection or a thrown axios error —
// or from per-path reply queues.
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export type Body = { status: number; msg: string; data?: unknown };
/** What the backend may answer: an envelope, a dropped connection, or an error axios would throw. */
export type Reply = Body | 'network' | Error;

export interface Call {
  /** The path, without the API base. */
  url: string;
  /** The form-encoded body (empty for multipart and GET). */
  params: URLSearchParams;
  config: InternalAxiosRequestConfig;
}

export const ok = (data: unknown, msg = ''): Body => ({ status: 0, msg, data });
export const refused = (msg: string): Body => ({ status: 1, msg });

/**
 * An adapter answering each call with `answer(call)`; `headers` are the reply's headers (a `date`
 * sets the server clock).
 */
export const fakeAdapter = (
  answer: (call: Call) => Reply | Promise<Reply>,
  headers: () => Record<string, string> = () => ({}),
) => {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const call: Call = {
      url: (config.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
      params: new URLSearchParams(typeof config.data === 'string' ? config.data : ''),
      config,
    };
    calls.push(call);
    const reply = await answer(call);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if (reply instanceof Error) throw reply;
    return {
      data: JSON.stringify(reply),
      status: 200,
      statusText: 'OK',
      headers: headers(),
      config,
    };
  };
  const callsTo = (url: string) => calls.filter((c) => c.url === url);
  return { adapter, calls, callsTo };
};

type Scripted = Body | ((call: Call) => Body | Promise<Body>);

/**
 * A backend answering from per-path reply queues set by the test (the last reply of a queue
 * repeats), or with a function of the call; a path without replies is refused.
 */
export const scriptedBackend = () => {
  const replies: Record<string, Scripted[]> = {};
  const backend = fakeAdapter(async (call) => {
    const queue = replies[call.url];
    const next = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    return typeof next === 'function' ? next(call) : (next ?? refused('unexpected call'));
  });
  return { ...backend, replies };
};
