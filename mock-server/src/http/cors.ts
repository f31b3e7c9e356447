// The reference's permissive CORS filter (api-contract §1): it runs before everything, reflects
// the caller's Origin and requested headers, allows credentials and any method, and answers a
// preflight OPTIONS with 200 and an empty body, whatever the path. The `Date` header is exposed to
// scripts: it carries the mock clock (`clockDate`), which the app reads as the server's time.
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { RequestHandler } from 'express';

import type { Clock } from '../clock';

const ANY_METHOD = 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS';

/** Sets the filter's headers on any reply (Express's or the fast path's). */
export const setCorsHeaders = (req: IncomingMessage, res: ServerResponse): void => {
  const { origin } = req.headers;
  if (origin) res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  const method = req.headers['access-control-request-method'];
  res.setHeader('Access-Control-Allow-Methods', method ?? ANY_METHOD);
  const headers = req.headers['access-control-request-headers'];
  if (headers) res.setHeader('Access-Control-Allow-Headers', headers);
  res.setHeader('Access-Control-Max-Age', '3600');
  res.setHeader('Access-Control-Expose-Headers', 'Date');
  // Nothing sets `Vary` before this filter.
  res.setHeader('Vary', 'Origin');
};

export const cors: RequestHandler = (req, res, next) => {
  setCorsHeaders(req, res);
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
