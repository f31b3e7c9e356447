// The optional one-line-per-request log (`npm run mock` without `--quiet`), for both request paths.
import type { ServerResponse } from 'node:http';

import type { RequestHandler } from 'express';

import { requestPath, type Log } from './errors';

/** Writes `[mock] METHOD path status N.Nms` once the reply has gone out. */
export const logWhenFinished = (
  log: Log,
  method: string,
  path: string,
  res: ServerResponse,
): void => {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log(`[mock] ${method} ${path} ${res.statusCode} ${ms.toFixed(1)}ms`);
  });
};

export const requestLogger =
  (log: Log): RequestHandler =>
  (req, res, next) => {
    logWhenFinished(log, req.method, requestPath(req), res);
    next();
  };
