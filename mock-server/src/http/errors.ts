// The last two middlewares: a loud 404 for routes nobody mounted, and the error handler that turns
// a handler's exception into the reference's "too many traders" envelope (api-contract §2.2).
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';

import type { Clock } from '../clock';

import { exceptionText, springError, tooManyTraders } from './envelope';

export type Log = (line: string) => void;

/** The request path without the query, as Spring reports it in `path`. */
export const requestPath = (req: Request): string => req.originalUrl.split('?')[0] ?? req.path;

export const notFound =
  (clock: Clock, log: Log): RequestHandler =>
  (req, res) => {
    const path = requestPath(req);
    log(`[mock] 404 ${req.method} ${path}: no mock route (see mock-server/README.md)`);
    res
      .status(404)
      .json(
        springError(
          404,
          `No mock route for ${req.method} ${path}. The mock server only answers the endpoints it mounts.`,
          path,
          clock.now(),
        ),
      );
  };

interface HttpError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  message?: unknown;
}

/** body-parser's errors (too large, bad charset …) carry a 4xx status and a `type`. */
const clientErrorStatus = (error: unknown): number | undefined => {
  if (error === null || typeof error !== 'object') return undefined;
  const { status, statusCode, type } = error as HttpError;
  const code = typeof status === 'number' ? status : statusCode;
  return typeof code === 'number' && code >= 400 && code < 500 && typeof type === 'string'
    ? code
    : undefined;
};

export const errorHandler =
  (clock: Clock, log: Log): ErrorRequestHandler =>
  (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = clientErrorStatus(error);
    if (status !== undefined) {
      const message = (error as HttpError).message;
      res
        .status(status)
        .json(
          springError(
            status,
            typeof message === 'string' ? message : '',
            requestPath(req),
            clock.now(),
          ),
        );
      return;
    }
    res.status(200).json(exceptionReply(log, req.method, requestPath(req), error));
  };

/** A handler's exception: logged, and answered as the reference's global handler does. */
export const exceptionReply = (log: Log, method: string, path: string, error: unknown) => {
  log(`[mock] exception in ${method} ${path}: ${exceptionText(error)}`);
  return tooManyTraders(error);
};
