// One way to put a contract endpoint on the server: `mount(endpoint, handler)`. The entry decides
// the path, the accepted methods (POST-only → 405 for the rest), the parameter binding (400 on a
// missing / unconvertible parameter) and how the session is read; the handler only computes the
// reply. Later areas (market, trading, money …) register their handlers the same way.
// `mount.pure` is for read-only endpoints whose handlers need neither request nor reply: the fast
// path answers those outside Express too, through the same `prepareCall`.
import type { Request, RequestHandler, Response, Router } from 'express';

import type { UserRow } from '../../../fixtures/src/users';
import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import type { EndpointDef } from '../../../src/api/contracts/endpoint';
import type { SpringErrorReply } from '../../../src/api/contracts/envelope';
import type { Session } from '../store/sessions';
import type { MockStore } from '../store/store';
import { findUserById } from '../store/users';

import { bindParams, rawParams, type BoundParams } from './binder';
import { springError } from './envelope';
import { requestPath } from './errors';

export interface HandlerContext<E extends EndpointDef> extends PureContext<E> {
  req: Request;
  res: Response;
}

/** What a handler that only reads its parameters, session and store sees (no request, no reply). */
export interface PureContext<E extends EndpointDef> {
  params: BoundParams<E>;
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

/** A handler of a read-only endpoint that needs neither the request nor the reply object. */
export type PureHandler<E extends EndpointDef> = (ctx: PureContext<E>) => unknown;

/** Mounts one endpoint with its handler. */
export type MountEndpoint = <E extends EndpointDef>(
  endpoint: E,
  handler: EndpointHandler<E>,
) => void;

export interface Mount extends MountEndpoint {
  /**
   * A read-only endpoint whose handler only computes from its parameters: also answered by the
   * fast path (fast-path.ts) outside Express, with the same reply.
   */
  pure<E extends EndpointDef>(endpoint: E, handler: PureHandler<E>): void;
}

/** Where a pure endpoint is also registered (the fast path). */
export interface PureRegistry {
  add<E extends EndpointDef>(endpoint: E, handler: PureHandler<E>): void;
}

/** Where the interceptor leaves the session of an authenticated `/user/**` call. */
export const SESSION_LOCAL = 'session';

const sessionFor = (
  endpoint: EndpointDef,
  store: MockStore,
  token: string | undefined,
  interceptorSession: Session | undefined,
): Session | undefined => {
  switch (endpoint.auth) {
    case 'user':
      return interceptorSession;
    case 'optional':
    case 'header-read':
      return store.sessions.peek(token);
    case 'public':
    case 'exempt':
      return undefined;
  }
};

/** A contract call as both request paths (Express and the fast path) see it. */
export interface CallInput {
  method: string;
  /** The request path without the query (Spring's `path`). */
  path: string;
  query: unknown;
  body: unknown;
  token: string | undefined;
  /** The session the `/user` interceptor admitted. */
  interceptorSession?: Session;
}

export type PreparedCall<E extends EndpointDef> =
  | { ok: true; ctx: PureContext<E> }
  | { ok: false; status: number; body: SpringErrorReply; allow?: string };

/** Method check (POST-only or GET-only → 405), parameter binding (→ 400) and the session, in Spring's order. */
export const prepareCall = <E extends EndpointDef>(
  endpoint: E,
  store: MockStore,
  input: CallInput,
): PreparedCall<E> => {
  const now = store.clock.now();
  // Spring maps HEAD onto every GET mapping (`@GetMapping` too), never onto a POST-only one.
  const method = input.method === 'HEAD' && endpoint.accepts === 'GET' ? 'GET' : input.method;
  if (endpoint.accepts !== 'any' && method !== endpoint.accepts) {
    const message = `Request method '${input.method}' not supported`;
    return {
      ok: false,
      status: 405,
      body: springError(405, message, input.path, now),
      allow: endpoint.accepts,
    };
  }
  const bound = bindParams(endpoint, rawParams(input.query, input.body));
  if (!bound.ok) {
    return { ok: false, status: 400, body: springError(400, bound.message, input.path, now) };
  }
  const session = sessionFor(endpoint, store, input.token, input.interceptorSession);
  const user = session ? findUserById(store, session.userId) : undefined;
  return {
    ok: true,
    ctx: { params: bound.params, store, now, token: input.token, session, user },
  };
};

const send = (res: Response, reply: unknown): void => {
  if (res.headersSent) return;
  if (reply === null) {
    res.status(200).end();
    return;
  }
  if (reply === undefined) throw new Error(NO_REPLY);
  res.json(reply);
};

export const NO_REPLY = 'handler returned no reply and wrote none';

export const createMount = (router: Router, store: MockStore, pureRegistry?: PureRegistry) => {
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

  const mount = (<E extends EndpointDef>(endpoint: E, handler: EndpointHandler<E>) => {
    if (routes.has(endpoint.path)) throw new Error(`${endpoint.path} is mounted twice`);
    mounted.push(endpoint);
    routes.set(endpoint.path, (req, res, next) => {
      const prepared = prepareCall(endpoint, store, {
        method: req.method,
        path: requestPath(req),
        query: req.query,
        body: req.body as unknown,
        token: req.get(TOKEN_HEADER) || undefined,
        interceptorSession: res.locals[SESSION_LOCAL] as Session | undefined,
      });
      if (!prepared.ok) {
        if (prepared.allow) res.set('Allow', prepared.allow);
        res.status(prepared.status).json(prepared.body);
        return;
      }
      Promise.resolve()
        .then(() => handler({ ...prepared.ctx, req, res }))
        .then((reply) => send(res, reply))
        .catch(next);
    });
  }) as Mount;
  mount.pure = (endpoint, handler) => {
    if (endpoint.auth === 'user') {
      throw new Error(
        `${endpoint.path}: a /user endpoint needs the interceptor, not the fast path`,
      );
    }
    mount(endpoint, handler);
    pureRegistry?.add(endpoint, handler);
  };
  return { mount, mounted: mounted as readonly EndpointDef[] };
};
