// The gate in front of the control surface (`/__harness/*`, journal stream included, and `/__db`):
// whoever drives it can log everyone out, move the clock and read every account, so
//   - every call needs the control token in `x-harness-token` (compared in constant time); a
//     browser cannot send that header cross-origin without a preflight, and
//   - a preflight is refused (403, no Access-Control-* header), so no other origin ever may;
//   - a state-changing call (anything but GET/HEAD) must say `Content-Type: application/json`,
//     which no form and no `no-cors` fetch can send: a second lock against CSRF should the token
//     ever be left off (in-process tests only).
import { createHash, timingSafeEqual } from 'node:crypto';

import type { RequestHandler } from 'express';

import { markControlRequest } from '../http/cors';

export const CONTROL_TOKEN_HEADER = 'x-harness-token';
export const CONTROL_PATHS = ['/__harness', '/__db'];

/** Who may drive the control surface. */
export type ControlAccess =
  | { token: string; tokenFile?: string }
  /** No token: only for tests that drive the app in-process (never over a socket). */
  | { isOpenForInProcessTests: true };

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Equal-length digests, so the comparison's time says nothing about the token. */
export const tokenMatches = (expected: string, given: unknown): boolean =>
  typeof given === 'string' &&
  given !== '' &&
  expected !== '' &&
  timingSafeEqual(digest(expected), digest(given));

const READS = new Set(['GET', 'HEAD']);

const isJson = (contentType: string | undefined): boolean =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';

export const controlGuard =
  (access: ControlAccess): RequestHandler =>
  (req, res, next) => {
    markControlRequest(req);
    res.set('Cache-Control', 'no-store');
    if (req.method === 'OPTIONS') {
      res.status(403).json({ error: 'the control API takes no cross-origin calls' });
      return;
    }
    if ('token' in access && !tokenMatches(access.token, req.get(CONTROL_TOKEN_HEADER))) {
      const where = access.tokenFile ? ` (the mock wrote it to ${access.tokenFile})` : '';
      res.status(401).json({ error: `send the control token in ${CONTROL_TOKEN_HEADER}${where}` });
      return;
    }
    if (!READS.has(req.method) && !isJson(req.get('content-type'))) {
      res.status(415).json({
        error: `${req.method} on the control API needs Content-Type: application/json (send {} when there is nothing to say)`,
      });
      return;
    }
    next();
  };
