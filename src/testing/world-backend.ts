// A fake backend over tables a test sets (its "world"), installed behind the app's one request
// helper: a one-off reply queued for the path comes first ('network' books the call, then drops
// the reply, as one lost on its way back), else the world's own answer; every reply carries the
// server's date (the app's server clock). Every call is kept.
import { http, setApiBase } from '@/lib/api-client';

import { fakeAdapter, ok, type Body, type Reply } from './fake-backend';

export interface WorldBackend {
  /** One-off replies per path, used before the world's own answer. */
  next: Record<string, Reply[]>;
}

export const installWorldBackend = (
  w: WorldBackend,
  answer: (url: string, params: URLSearchParams) => Reply,
  serverDate: string,
) => {
  const backend = fakeAdapter(
    (call) => {
      const queued = w.next[call.url]?.shift();
      if (queued === 'network') {
        answer(call.url, call.params);
        return 'network';
      }
      return queued ?? answer(call.url, call.params);
    },
    () => ({ date: serverDate }),
  );
  http.defaults.adapter = backend.adapter;
  setApiBase('http://api.test');
  return backend;
};

/** getUserInfo.do of an active, unlocked account: who it is, then its balances. */
export const userInfoReply = (id: number, phone: string, balances: Record<string, unknown>): Body =>
  ok({ id, phone, accountType: 0, isLock: 0, isActive: 2, ...balances });
