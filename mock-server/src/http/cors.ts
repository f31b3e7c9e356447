// CORS for the app's API. For an allowed origin it behaves like the reference's permissive filter
// (api-contract §1): it runs before everything, reflects the caller's Origin and requested headers,
// allows credentials and any method, and answers a preflight OPTIONS with 200 and an empty body,
// whatever the path. The `Date` header is exposed to scripts: it carries the mock clock
// (`clockDate`), which the app reads as the server's time.
// Unlike the reference, only loopback origins (the dev server, the preview, the harness frames on
// `f<N>.localhost`, Electron) and the origins given with `--allow-origin` are allowed: a site on
// the internet open in a developer's browser gets no Access-Control-Allow-* header, so it can
// neither read a reply nor send the app's headers. The control surface (`/__harness`, `/__db`)
// gets no CORS at all (control/control-guard.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { RequestHandler } from 'express';

import type { Clock } from '../clock';

const ANY_METHOD = 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS';

/** Which browser origins may call the app's API. */
export interface CorsPolicy {
  allows(origin: string): boolean;
}

const isLoopbackHost = (hostname: string): boolean =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  hostname === '[::1]' ||
  // The URL parser has already normalised IPv4 forms (`127.1`, `0x7f.0.0.1`) to dotted decimal.
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

/** The origin in canonical form (`new URL(o).origin`), or null when it is not an http(s) origin. */
export const canonicalOrigin = (origin: string): string | null => {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin;
};

/** http(s) on a loopback host, any port. An Origin header is exactly scheme://host[:port]. */
export const isLoopbackOrigin = (origin: string): boolean => {
  const canonical = canonicalOrigin(origin);
  if (canonical === null || canonical !== origin.toLowerCase()) return false;
  return isLoopbackHost(new URL(canonical).hostname);
};

const MEMO_SIZE = 64;

/**
 * Loopback origins plus `extra` (exact origins, e.g. `https://qa.example.com`). Decisions are
 * memoised: the fast path asks on every call and a browser sends the same few origins.
 */
export const corsPolicy = (extra: readonly string[] = []): CorsPolicy => {
  const listed = new Set(extra.map((o) => canonicalOrigin(o) ?? o));
  const memo = new Map<string, boolean>();
  return {
    allows(origin) {
      let allowed = memo.get(origin);
      if (allowed === undefined) {
        allowed = listed.has(origin) || isLoopbackOrigin(origin);
        if (memo.size >= MEMO_SIZE) memo.clear();
        memo.set(origin, allowed);
      }
      return allowed;
    },
  };
};

export const LOOPBACK_ONLY: CorsPolicy = corsPolicy();

/** Sets the filter's headers on any reply (Express's or the fast path's). */
export const setCorsHeaders = (
  req: IncomingMessage,
  res: ServerResponse,
  policy: CorsPolicy = LOOPBACK_ONLY,
): void => {
  // The reply depends on the Origin; nothing sets `Vary` before this filter.
  res.setHeader('Vary', 'Origin');
  const { origin } = req.headers;
  // A caller without an Origin is not a cross-origin browser call (curl, same-origin GET): the
  // reference's headers do no harm there. Any other origin must be allowed.
  if (origin !== undefined) {
    if (!policy.allows(origin)) return;
    res.setHeader('Access-Control-Allow-Origin', origin);
  }
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  const method = req.headers['access-control-request-method'];
  res.setHeader('Access-Control-Allow-Methods', method ?? ANY_METHOD);
  const headers = req.headers['access-control-request-headers'];
  if (headers) res.setHeader('Access-Control-Allow-Headers', headers);
  res.setHeader('Access-Control-Max-Age', '3600');
  res.setHeader('Access-Control-Expose-Headers', 'Date');
};

const IS_CONTROL = Symbol('control request');

/** Marks a request as the control surface's: `cors` leaves it without any CORS header. */
export const markControlRequest = (req: IncomingMessage): void => {
  (req as { [IS_CONTROL]?: true })[IS_CONTROL] = true;
};

const isControlRequest = (req: IncomingMessage): boolean =>
  (req as { [IS_CONTROL]?: true })[IS_CONTROL] === true;

export const cors =
  (policy: CorsPolicy = LOOPBACK_ONLY): RequestHandler =>
  (req, res, next) => {
    if (isControlRequest(req)) {
      next();
      return;
    }
    setCorsHeaders(req, res, policy);
    if (req.method === 'OPTIONS') {
      res.status(200).end();
      return;
    }
    next();
  };

/**
 * Every reply's HTTP `Date` is the mock clock's reading when the request arrived (Node would write
 * the host's time), so the app sees the time the harness set — e.g. a closed market.
 */
export const clockDate =
  (clock: Clock): RequestHandler =>
  (_req, res, next) => {
    setClockDate(res, clock.now());
    next();
  };

export const setClockDate = (res: ServerResponse, now: number): void => {
  res.setHeader('Date', new Date(now).toUTCString());
};
