// One way to put a contract endpoint on the server: `mount(endpoint, handler)`. The entry decides
// the path, the accepted methods (POST-only → 405 for the rest), the parameter binding (400 on a
// missing / unconvertible parameter) and how the session is read; the handler only computes the
// reply. Later areas (market, trading, money …) register their handlers the same way.
import type { Request, RequestHandler, Response, Router } from 'express';

import type { UserRow } from '../../../fixtures/src/users';
import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import type { EndpointDef } from '../../../src/api/contracts/endpoint';
import type { Session } from '../store/sessions';
import type { MockStore } from '../store/store';
import { findUserById } from '../store/users';

import { bindParams, type BoundParams } from './binder';
import { springError } from './envelope';
import { requestPath } from './errors';

export interface HandlerContext<E extends EndpointDef> {
  params: BoundParams<E>;
  req: Request;
  res: Response;
  store: MockStore;
  /** The clock's reading when the request arrived. */
  now: number;
  /** The `USERTOKEN` header (the cookie of the same name is never read, as in the reference). */
  token: string | undefined;
  /** Live session: always set for `user` endpoints; read (not extended) for `optional`/`header-read`. */
  session: Session | undefined;
  /** Fresh row of the session's user (the reference's `getCurrentRefreshUser`). */
  user: UserRow | undefined;
}

/**
 * What a handler returns: a JSON body (usually `ok(…)`/`fail(…)`), `null` for an empty body (the
 * trading controllers that swallow exceptions), or nothing after writing the reply itself through
 * `res` (images, bare text). Throwing (or rejecting) gives the "too many traders" envelope.
 */
export type EndpointHandler<E extends EndpointDef> = (ctx: HandlerContext<E>) => unknown;

export type Mount = <E extends EndpointDef>(endpoint: E, handler: EndpointHandler<E>) => void;

/** Where the interceptor leaves the session of an authenticated `/user/**` call. */
export const SESSION_LOCAL = 'session';

const sessionFor = (
  endpoint: EndpointDef,
  res: Response,
  store: MockStore,
  token: string | undefined,
): Session | undefined => {
  switch (endpoint.auth) {
    case 'user':
      return res.locals[SESSION_LOCAL] as Session | undefined;
    case 'optional':
    case 'header-read':
      return store.sessions.peek(token);
    case 'public':
    case 'exempt':
      return undefined;
  }
};

const send = (res: Response, reply: unknown): void => {
  if (res.headersSent) return;
  if (reply === null) {
    res.status(200).end();
    return;
  }
  if (reply === undefined) throw new Error('handler returned no reply and wrote none');
  res.json(reply);
};

export const createMount = (router: Router, store: MockStore) => {
  const mounted: EndpointDef[] = [];
  // One middleware dispatches by exact path from a map, instead of one Express route per
  // endpoint: a request no longer walks (and regex-matches) every mounted route.
  const routes = new Map<string, RequestHandler>();
  router.use((req, res, next) => {
    // Spring also matches the path with a trailing slash.
    const route = routes.get(req.path) ?? routes.get(req.path.replace(/\/$/, ''));
    if (route) route(req, res, next);
    else next();
  });

  const mount: Mount = (endpoint, handler) => {
    if (routes.has(endpoint.path)) throw new Error(`${endpoint.path} is mounted twice`);
    mounted.push(endpoint);
    routes.set(endpoint.path, (req, res, next) => {
      const now = store.clock.now();
      if (endpoint.accepts === 'POST' && req.method !== 'POST') {
        res
          .status(405)
          .set('Allow', 'POST')
          .json(
            springError(405, `Request method '${req.method}' not supported`, requestPath(req), now),
          );
        return;
      }
      const bound = bindParams(endpoint, req);
      if (!bound.ok) {
        res.status(400).json(springError(400, bound.message, requestPath(req), now));
        return;
      }
      const token = req.get(TOKEN_HEADER) || undefined;
      const session = sessionFor(endpoint, res, store, token);
      const user = session ? findUserById(store, session.userId) : undefined;
      const ctx: HandlerContext<typeof endpoint> = {
        params: bound.params,
        req,
        res,
        store,
        now,
        token,
        session,
        user,
      };
      Promise.resolve()
        .then(() => handler(ctx))
        .then((reply) => send(res, reply))
        .catch(next);
    });
  };
  return { mount, mounted: mounted as readonly EndpointDef[] };
};
