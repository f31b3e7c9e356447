// The reference's permissive CORS filter (api-contract §1): it runs before everything, reflects
// the caller's Origin and requested headers, allows credentials and any method, and answers a
// preflight OPTIONS with 200 and an empty body, whatever the path. The `Date` header is exposed to
// scripts: it carries the mock clock (`clockDate`), which the app reads as the server's time.
import type { RequestHandler } from 'express';

import type { Clock } from '../clock';

const ANY_METHOD = 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS';

export const cors: RequestHandler = (req, res, next) => {
  const origin = req.get('origin');
  if (origin) res.set('Access-Control-Allow-Origin', origin);
  res.set('Access-Control-Allow-Credentials', 'true');
  res.set('Access-Control-Allow-Methods', req.get('access-control-request-method') ?? ANY_METHOD);
  const headers = req.get('access-control-request-headers');
  if (headers) res.set('Access-Control-Allow-Headers', headers);
  res.set('Access-Control-Max-Age', '3600');
  res.set('Access-Control-Expose-Headers', 'Date');
  res.vary('Origin');
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
    res.setHeader('Date', new Date(clock.now()).toUTCString());
    next();
  };
