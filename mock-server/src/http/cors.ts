// The reference's permissive CORS filter (api-contract §1): it runs before everything, reflects
// the caller's Origin and requested headers, allows credentials and any method, and answers a
// preflight OPTIONS with 200 and an empty body, whatever the path.
import type { RequestHandler } from 'express';

const ANY_METHOD = 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS';

export const cors: RequestHandler = (req, res, next) => {
  const origin = req.get('origin');
  if (origin) res.set('Access-Control-Allow-Origin', origin);
  res.set('Access-Control-Allow-Credentials', 'true');
  res.set('Access-Control-Allow-Methods', req.get('access-control-request-method') ?? ANY_METHOD);
  const headers = req.get('access-control-request-headers');
  if (headers) res.set('Access-Control-Allow-Headers', headers);
  res.set('Access-Control-Max-Age', '3600');
  res.vary('Origin');
  if (req.method === 'OPTIONS') {
    res.status(200).end();
    return;
  }
  next();
};
