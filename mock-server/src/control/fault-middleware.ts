// Applies the fault board's rules to contract calls (`/api/**`, `/user/**`, `/code/**`) before any
// contract route runs. Faults answer the way a broken reference backend or network would: Spring's
// error JSON, the global "too many traders" envelope, empty or cut-off bodies, a reset or a hung
// socket, and "commit, then drop the response" (harness-notes item 4), where the handler runs and
// changes state but the client only sees the connection die.
import type { Request, RequestHandler, Response } from 'express';

import type { Clock } from '../clock';
import { springError, tooManyTraders } from '../http/envelope';
import { requestPath } from '../http/errors';

import {
  afterDelay,
  FRAME_HEADER,
  noteFault,
  type AppliedFault,
  type FaultRegistry,
  type FaultRule,
} from './faults';
import { BodySample } from './journal';

export interface FaultMiddlewareDeps {
  faults: FaultRegistry;
  clock: Clock;
  /** The logged-in user behind the request's token, read without extending the session. */
  userIdOf?: (req: Request) => number | undefined;
}

/** Contract calls only: the harness, the DB browser and the config documents are never faulted. */
const CONTRACT_PATH = /^\/(api|user|code)\//;

/** A body cut off mid-token, as a proxy that died halfway through would deliver it. */
export const MALFORMED_BODY = '{"status":0,"msg":"","data":{"list":[{"id":1,"stockName":"';

/** What the reference's global handler puts in `data` for an injected exception. */
const INJECTED_EXCEPTION = 'java.lang.RuntimeException: injected fault';

/**
 * Lets the handler run, swallows its reply and destroys the socket once it has finished. The status
 * line and headers go out first: a connection that dies before any reply byte is one a browser
 * silently sends the request again on (Chromium does, for a POST too, on a reused connection), which
 * would book a second withdrawal behind the app's back; one that dies mid-reply is a network error
 * the app sees, which is what this fault is for.
 */
const dropReply = (req: Request, res: Response, applied: AppliedFault): void => {
  const sample = new BodySample();
  res.write = ((chunk: unknown, encoding?: unknown) => {
    sample.add(chunk, encoding);
    return true;
  }) as Response['write'];
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    if (typeof chunk !== 'function') sample.add(chunk, encoding);
    applied.droppedStatus = res.statusCode;
    applied.droppedBody = sample.text(res.get('Content-Type'));
    // The body's length is announced, none of it follows: the reply is cut off, not missing.
    if (!res.headersSent) {
      res.setHeader('Content-Length', Math.max(1, sample.bytes));
      res.flushHeaders();
    }
    // `end`, not `destroy`: the head already written goes out before the connection closes.
    req.socket.end();
    return res;
  }) as Response['end'];
};

const apply = (
  rule: FaultRule,
  applied: AppliedFault,
  { faults, clock }: FaultMiddlewareDeps,
  req: Request,
  res: Response,
  next: () => void,
): void => {
  const path = requestPath(req);
  const injected = `Injected fault ${rule.id} (${rule.kind})`;
  switch (rule.kind) {
    case 'latency':
      next();
      return;
    case 'http500':
      res.status(500).json(springError(500, injected, path, clock.now()));
      return;
    case 'http400':
      res.status(400).json(springError(400, injected, path, clock.now()));
      return;
    case 'reset':
      req.socket.resetAndDestroy();
      return;
    case 'hang':
      faults.hold(rule.id, req.socket);
      return;
    case 'empty':
      res.status(200).end();
      return;
    case 'malformed':
      res.status(200).type('application/json').send(MALFORMED_BODY);
      return;
    case 'tooManyTraders':
      res.status(200).json(tooManyTraders(INJECTED_EXCEPTION));
      return;
    case 'dropResponse':
      dropReply(req, res, applied);
      next();
      return;
  }
};

/** Mount after the body parser and before the `/user` interceptor and the contract routes. */
export const faultMiddleware =
  (deps: FaultMiddlewareDeps): RequestHandler =>
  (req, res, next) => {
    const path = requestPath(req);
    if (!CONTRACT_PATH.test(path)) {
      next();
      return;
    }
    const rule = deps.faults.match({
      path,
      userId: deps.userIdOf?.(req),
      frame: req.get(FRAME_HEADER) || undefined,
    });
    if (!rule) {
      next();
      return;
    }
    const applied: AppliedFault = { id: rule.id, kind: rule.kind };
    noteFault(res, applied);
    afterDelay(rule.latencyMs ?? 0, res, () => apply(rule, applied, deps, req, res, next));
  };
