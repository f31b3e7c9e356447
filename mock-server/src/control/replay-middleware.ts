// Answers a replayed frame's contract calls from its support bundle (issue 23): the recorded
// status and body, with the content type the contract's replies have. A call the bundle cannot
// answer goes on to the usual routes (the fixture world). Either way the journal entry is marked,
// so the timeline tells the user's replies from the fixtures' stand-ins.
import type { RequestListener } from 'node:http';

import type { RequestHandler } from 'express';

import { endpointByPath } from '../../../src/api/contracts/registry';
import { requestPath } from '../http/errors';

import { FRAME_HEADER } from './faults';
import { collectParams, noteReplay } from './journal';
import type { ReplayRegistry } from './replay-registry';

const CONTENT_TYPES = {
  envelope: 'application/json; charset=utf-8',
  text: 'text/plain; charset=utf-8',
} as const;

/**
 * Mount after the form-body parser (a POST's parameters choose the reply) and before the fault
 * board and the `/user` interceptor: a frame in replay shows what the user saw, whatever faults
 * are on the board and whatever session the frame holds; only its fixture fallbacks meet those.
 */
export const replayMiddleware =
  (replays: ReplayRegistry): RequestHandler =>
  (req, res, next) => {
    const frame = req.get(FRAME_HEADER);
    if (replays.size === 0 || frame === undefined || !replays.has(frame)) {
      next();
      return;
    }
    const path = requestPath(req);
    const endpoint = endpointByPath.get(path);
    // A captcha image cannot come back from text: the fixtures draw a fresh one.
    if (!endpoint || endpoint.reply === 'image') {
      replays.countFixtures(frame);
      noteReplay(res, 'fixtures');
      next();
      return;
    }
    const reply = replays.answer(frame, {
      method: req.method,
      path,
      params: collectParams(req.query, req.body),
    });
    if (!reply) {
      noteReplay(res, 'fixtures');
      next();
      return;
    }
    noteReplay(res, 'bundle');
    if (reply.status === 0) {
      // No reply reached the user (network error, timeout): the connection dies as it did for
      // them, so the app takes the same error path. A 502 would be an HTTP error, which it is not.
      req.socket.resetAndDestroy();
      return;
    }
    res.status(reply.status).type(CONTENT_TYPES[endpoint.reply]).send(reply.body);
  };

/**
 * The fast path (ADR 0012) answers hot reads outside Express, where no replay middleware runs: a
 * call from a frame in replay goes to Express instead.
 */
export const replayBypass =
  (replays: ReplayRegistry, fast: RequestListener, express: RequestListener): RequestListener =>
  (req, res) => {
    const frame = req.headers[FRAME_HEADER];
    const isReplayed = replays.size > 0 && typeof frame === 'string' && replays.has(frame);
    (isReplayed ? express : fast)(req, res);
  };
