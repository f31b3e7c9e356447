// Builds the mock server: an Express app (json-server's `create()`) that behaves like the
// reference backend (api-contract §1–§3), plus its store. Nothing listens here: `main.ts` does,
// and tests drive `app` with supertest.
import express, { type Express, type RequestHandler } from 'express';
import jsonServer from 'json-server';

import type { EndpointDef } from '../../src/api/contracts/endpoint';

import { userInterceptor } from './auth/interceptor';
import { createClock } from './clock';
import { cors } from './http/cors';
import { errorHandler, notFound, requestPath, type Log } from './http/errors';
import { createMount } from './http/mount';
import { captchaRoutes } from './routes/captcha';
import { configDocuments } from './routes/config-docs';
import { DB_BROWSER_PATH, dbBrowser } from './routes/db-browser';
import { siteRoutes } from './routes/site';
import { userRoutes } from './routes/user';
import { createStore, type MockStore } from './store/store';

export interface MockServerOptions {
  /** Fixture seed (default: the fixtures' DEFAULT_SEED). */
  seed?: number;
  /** Clock source in epoch ms (default `Date.now`). */
  now?: () => number;
  /** Where warnings go (404s, handler exceptions). Default `console.warn`. */
  log?: Log;
  /** When set, one line per request is written here. */
  requestLog?: Log;
}

export interface MockServer {
  app: Express;
  store: MockStore;
  /** Contract endpoints with a handler, in mount order. */
  mounted: readonly EndpointDef[];
}

/** Form bodies as Spring reads them; JSON bodies are left unread. */
const FORM_BODY = express.urlencoded({ extended: false, limit: '100kb' });

const requestLogger =
  (log: Log): RequestHandler =>
  (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log(`[mock] ${req.method} ${requestPath(req)} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  };

export const createMockServer = (options: MockServerOptions = {}): MockServer => {
  const clock = createClock(options.now);
  const log = options.log ?? ((line: string) => console.warn(line));
  const store = createStore({ seed: options.seed, clock });

  const app = jsonServer.create();
  app.disable('x-powered-by');
  // Spring writes compact JSON, no ETags, and matches paths case-sensitively.
  app.set('json spaces', 0);
  app.set('etag', false);
  app.set('case sensitive routing', true);
  // `querystring.parse`: flat keys, null-prototype object (no `a[b]` nesting, no prototype keys).
  app.set('query parser', 'simple');

  if (options.requestLog) app.use(requestLogger(options.requestLog));
  app.use(cors);
  configDocuments(app);
  app.use(DB_BROWSER_PATH, dbBrowser(store));
  app.use(FORM_BODY);
  app.use('/user', userInterceptor(store));

  const { mount, mounted } = createMount(app, store);
  // One function per area; later issues add theirs here.
  userRoutes(mount);
  captchaRoutes(mount);
  siteRoutes(mount);

  app.use(notFound(clock, log));
  app.use(errorHandler(clock, log));
  return { app, store, mounted };
};
