// The reference's `/user/**` interceptor (api-contract §3): no live session for the `USERTOKEN`
// header → HTTP 200 `{"success": false, "msg": "請先登錄，無權限訪問user"}` (no `status`); a live
// one has its TTL reset to 48 h. It runs before parameter binding and for every path under
// /user/ (also unknown ones, as Spring's interceptors do), except the exempt paths.
import type { RequestHandler } from 'express';

import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import { notLoggedIn } from '../http/envelope';
import { requestPath } from '../http/errors';
import { SESSION_LOCAL } from '../http/mount';
import type { MockStore } from '../store/store';
import { findUserById } from '../store/users';

/**
 * Paths under /user/ the interceptor lets through without a token. The reference also exempts
 * `/user/upload.do`; the mock does not (issue 17: anonymous uploads filled its memory).
 */
export const INTERCEPTOR_EXEMPT: ReadonlySet<string> = new Set([
  '/user/pay.do',
  '/user/newStockList.do',
  '/user/newStockBuy.do',
  '/user/buchahbds.do',
]);

/**
 * Paths under /user/ the reference maps but a re-implementation must not expose (api-contract
 * §18.0): they are left to the loud 404, for visitors too, instead of the not-logged-in reply.
 */
export const NEVER_SERVED_USER_PATHS: ReadonlySet<string> = new Set([
  '/user/pay/juhenewpayNotify.do',
]);

/** Mount at `/user`. */
export const userInterceptor =
  (store: MockStore): RequestHandler =>
  (req, res, next) => {
    const path = requestPath(req);
    if (INTERCEPTOR_EXEMPT.has(path) || NEVER_SERVED_USER_PATHS.has(path.replace(/\/$/, ''))) {
      next();
      return;
    }
    const session = store.sessions.touch(req.get(TOKEN_HEADER) || undefined);
    if (!session || !findUserById(store, session.userId)) {
      res.status(200).json(notLoggedIn());
      return;
    }
    res.locals[SESSION_LOCAL] = session;
    next();
  };
