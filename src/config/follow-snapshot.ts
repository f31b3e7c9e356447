// Start-up on a config snapshot (ADR 0035): the app already talks to the snapshot's address while
// the config chain revalidates it. Until the chain answers, a reply from the snapshot that the app
// cannot use (no reply, a non-2xx status, a body that is not a JSON object) waits for the chain
// instead of reaching the page. Then: the chain confirms the address → nothing changes; it names
// another → the app switches to it (and replies still coming from the snapshot are asked again
// there); it fails → the "cannot connect" page, as without a snapshot.
import type { AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

import type { ResolveResult } from './resolve-api-base';

export interface FollowSnapshotDeps {
  http: AxiosInstance;
  snapshot: string;
  live: Promise<ResolveResult>;
  /** Points the app at another API address: set the base, refetch what was shown. */
  switchTo: (base: string) => void;
  /** The chain failed: the full-page message of product-spec §4. */
  fail: () => void;
}

const sameBase = (a: string | undefined, b: string): boolean =>
  (a ?? '').replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** A reply the app could work with: 2xx and a JSON object (the backend's envelope). */
export const isUsableReply = (res: AxiosResponse): boolean => {
  if (res.status < 200 || res.status >= 300) return false;
  if (typeof res.data !== 'string') return typeof res.data === 'object' && res.data !== null;
  try {
    const body: unknown = JSON.parse(res.data);
    return typeof body === 'object' && body !== null && !Array.isArray(body);
  } catch {
    return false;
  }
};

/**
 * Resolves at the first moment `isBusy` is false (checked every 50 ms): the "cannot connect" page
 * replaces the app only once the requests in flight have answered, not by cancelling them.
 */
export const whenNotBusy = (isBusy: () => boolean): Promise<void> =>
  new Promise((resolve) => {
    const check = () => (isBusy() ? setTimeout(check, 50) : resolve());
    check();
  });

/** Follows the chain's answer; returns the interceptor's removal (done once the chain answered). */
export const followSnapshot = (deps: FollowSnapshotDeps): (() => void) => {
  const { http, snapshot, live } = deps;
  let answer: ResolveResult | undefined;
  const settled = live.then((result) => {
    answer = result;
    if (!result.ok) deps.fail();
    else if (!sameBase(result.base, snapshot)) deps.switchTo(result.base);
    return result;
  });

  // A request sent to the snapshot: keep its reply, or send it again to the chain's address.
  const decide = async (
    config: InternalAxiosRequestConfig | undefined,
    usable: boolean,
    outcome: () => AxiosResponse | Promise<never>,
  ): Promise<AxiosResponse> => {
    if (!config || !sameBase(config.baseURL, snapshot)) return outcome();
    if (usable && answer === undefined) return outcome();
    const result = answer ?? (await settled);
    if (!result.ok || sameBase(result.base, snapshot)) return outcome();
    // The request interceptor sets the base anew: the chain's address, set by switchTo.
    return http.request({ ...config, baseURL: undefined });
  };

  const id = http.interceptors.response.use(
    (res) => decide(res.config, isUsableReply(res), () => res),
    (error: unknown) => {
      const config = (error as { config?: InternalAxiosRequestConfig }).config;
      const cancelled = (error as { code?: string }).code === 'ERR_CANCELED';
      return decide(cancelled ? undefined : config, false, () => Promise.reject(error));
    },
  );
  // Requests sent to the snapshot before a switch may answer up to the request timeout (50 s)
  // later and are still sent again; after that nothing goes to the snapshot any more.
  const remove = () => http.interceptors.response.eject(id);
  void settled.then(() => setTimeout(remove, 60_000));
  return remove;
};
