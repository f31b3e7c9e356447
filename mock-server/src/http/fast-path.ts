// The read endpoints the app polls every second (quotes, lists, charts) answered without Express
// (ADR 0012). Express 4's per-request work (router walk, prototype swaps, body-parser, middleware
// chain) cost those calls more than half their time; this path runs the same `prepareCall`, the
// same handler, the same CORS and clock `Date` headers, and the same journal entry, so a reply is
// byte-for-byte what Express would send. Anything it is not sure about goes to Express unread:
// fault rules on the board, other methods, bodies that are not small plain UTF-8 forms.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';

import { TOKEN_HEADER } from '../../../src/api/contracts/constants';
import type { EndpointDef } from '../../../src/api/contracts/endpoint';
import type { FaultRegistry } from '../control/faults';
import { beginEntry, type Journal } from '../control/journal';
import type { MockStore } from '../store/store';

import { setClockDate, setCorsHeaders, type CorsPolicy } from './cors';
import { exceptionReply, type Log } from './errors';
import { NO_REPLY, prepareCall, type PureHandler, type PureRegistry } from './mount';
import { logWhenFinished } from './request-log';

export interface FastPathDeps {
  store: MockStore;
  journal: Journal;
  faults: FaultRegistry;
  /** Where handler exceptions are logged (as the Express error handler does). */
  log: Log;
  requestLog?: Log;
  /** Any contract call may have changed state: tell persistence (as Express's path does). */
  markChanged?: boolean;
  /** Origins allowed to call the API (as Express's `cors`); default loopback only. */
  cors?: CorsPolicy;
}

/**
 * Form bodies up to this size: body-parser's limits (100 KB, 1,000 parameters) can never be hit
 * below it, so the fast path and Express never disagree on what a body means.
 */
export const FAST_BODY_LIMIT = 1024;

const FORM_TYPE = 'application/x-www-form-urlencoded';
const TOKEN_KEY = TOKEN_HEADER.toLowerCase();
const JSON_TYPE = 'application/json; charset=utf-8';

interface Route {
  endpoint: EndpointDef;
  handler: PureHandler<EndpointDef>;
}

/** A body Express would read the same way: none, or a small form in UTF-8, not compressed. */
const hasPlainBody = (req: IncomingMessage): 'none' | 'form' | undefined => {
  const { headers } = req;
  if (headers['transfer-encoding'] !== undefined) return undefined;
  const length = headers['content-length'];
  if (length === undefined || length === '0') return 'none';
  if (!/^\d+$/.test(length) || Number(length) > FAST_BODY_LIMIT) return undefined;
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return undefined;
  const [type = '', ...rest] = (headers['content-type'] ?? '').split(';');
  if (type.trim().toLowerCase() !== FORM_TYPE) return undefined;
  const isUtf8 = rest.every((param) => /^\s*charset\s*=\s*"?utf-8"?\s*$/i.test(param));
  return isUtf8 ? 'form' : undefined;
};

const readBody = (req: IncomingMessage, done: (text: string) => void): void => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
};

export class FastPath implements PureRegistry {
  private readonly routes = new Map<string, Route>();

  constructor(private readonly deps: FastPathDeps) {}

  add<E extends EndpointDef>(endpoint: E, handler: PureHandler<E>): void {
    // The `/user` interceptor runs before every path under it (api-contract §3).
    if (endpoint.path.startsWith('/user/')) {
      throw new Error(`${endpoint.path}: paths under /user/ go through the interceptor`);
    }
    this.routes.set(endpoint.path, { endpoint, handler: handler as PureHandler<EndpointDef> });
  }

  /** Paths it answers. */
  get paths(): string[] {
    return [...this.routes.keys()];
  }

  /** The server's request listener: this path where it applies, Express for everything else. */
  listener(fallback: RequestListener): RequestListener {
    return (req, res) => {
      const url = req.url ?? '';
      const mark = url.indexOf('?');
      const path = mark < 0 ? url : url.slice(0, mark);
      // Spring also matches the path with a trailing slash.
      const route =
        this.routes.get(path) ??
        (path.endsWith('/') ? this.routes.get(path.slice(0, -1)) : undefined);
      const body = route && this.deps.faults.size === 0 ? hasPlainBody(req) : undefined;
      const isMethodOk =
        (req.method === 'POST' && route?.endpoint.accepts !== 'GET') ||
        (req.method === 'GET' && route?.endpoint.accepts !== 'POST');
      if (!route || !body || !isMethodOk) {
        fallback(req, res);
        return;
      }
      const query = mark < 0 ? {} : parseQueryString(url.slice(mark + 1));
      if (body === 'none') this.answer(route, req, res, path, query, {});
      else readBody(req, (text) => this.answer(route, req, res, path, query, parseForm(text)));
    };
  }

  private answer(
    { endpoint, handler }: Route,
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: unknown,
    body: unknown,
  ): void {
    const { store, journal, log, requestLog } = this.deps;
    const method = req.method ?? 'GET';
    const header = req.headers[TOKEN_KEY];
    const token = typeof header === 'string' && header !== '' ? header : undefined;
    const now = store.clock.now();
    if (requestLog) logWhenFinished(requestLog, method, path, res);
    setClockDate(res, now);
    setCorsHeaders(req, res, this.deps.cors);
    const userId = store.sessions.peek(token)?.userId;
    const sample = beginEntry(journal, req, res, {
      path,
      time: now,
      userId,
      input: { query, body },
    });
    if (this.deps.markChanged) res.on('finish', () => store.changed());

    const send = (status: number, reply: unknown): void => {
      if (reply === null) {
        res.statusCode = status;
        res.end();
        return;
      }
      const text = JSON.stringify(reply);
      sample.add(text);
      res.statusCode = status;
      res.setHeader('Content-Type', JSON_TYPE);
      res.setHeader('Content-Length', Buffer.byteLength(text));
      res.end(text);
    };
    const failed = (error: unknown) => send(200, exceptionReply(log, method, path, error));

    const prepared = prepareCall(endpoint, store, { method, path, query, body, token });
    if (!prepared.ok) {
      send(prepared.status, prepared.body);
      return;
    }
    try {
      const reply: unknown = handler(prepared.ctx);
      if (reply instanceof Promise) {
        reply.then((value: unknown) => sendReply(value), failed);
      } else {
        sendReply(reply);
      }
    } catch (error) {
      failed(error);
    }

    function sendReply(reply: unknown): void {
      if (reply === undefined) failed(new Error(NO_REPLY));
      else send(200, reply);
    }
  }
}

/** body-parser's `extended: false` reading: `querystring`, and `{}` for an empty body. */
const parseForm = (text: string): unknown => (text === '' ? {} : parseQueryString(text));
