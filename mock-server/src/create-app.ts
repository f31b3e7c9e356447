// Builds the mock server: an Express app (json-server's REST router mounted read-only at /__db,
// routes/db-browser.ts) and a fast path for the hot reads (ADR 0012) that behave like the
// reference backend (api-contract §1–§3), its store, and the control API the harness drives.
// Nothing listens here: `main.ts` does, and tests drive `app` with supertest.
import type { RequestListener } from 'node:http';

import express, { type Express, type Request, type RequestHandler } from 'express';

import { TOKEN_HEADER } from '../../src/api/contracts/constants';
import type { EndpointDef } from '../../src/api/contracts/endpoint';

import { userInterceptor } from './auth/interceptor';
import { createClock } from './clock';
import { ConfigDocFaults } from './control/config-faults';
import { faultMiddleware } from './control/fault-middleware';
import { FaultRegistry } from './control/faults';
import { harnessRouter, scenarioHooks, type HarnessDeps } from './control/harness-router';
import { Journal, journalMiddleware } from './control/journal';
import { applyScenario, readScenario } from './control/scenarios';
import { clockDate, cors } from './http/cors';
import { errorHandler, notFound, type Log } from './http/errors';
import { FastPath } from './http/fast-path';
import { createMount } from './http/mount';
import { requestLogger } from './http/request-log';
import { createMarket, type Market } from './market/market';
import { accountRoutes } from './routes/account';
import { bankRoutes } from './routes/bank';
import { captchaRoutes } from './routes/captcha';
import { configDocuments } from './routes/config-docs';
import { contentRoutes } from './routes/content';
import { DB_BROWSER_PATH, dbBrowser } from './routes/db-browser';
import { fundsTradingRoutes } from './routes/funds-trading';
import { kycRoutes } from './routes/kyc';
import { marketRoutes } from './routes/market';
import { marketBoardRoutes } from './routes/market-boards';
import { siteRoutes } from './routes/site';
import { spreadRateRoutes } from './routes/spread-rate';
import { tradingRoutes } from './routes/trading-routes';
import { userRoutes } from './routes/user';
import { watchlistRoutes } from './routes/watchlist';
import { attachPersistence, loadSavedState, type Persistence } from './store/persistence';
import { applyState } from './store/state-io';
import { createStore, type MockStore } from './store/store';

export interface MockServerOptions {
  /** Fixture seed (default: the fixtures' DEFAULT_SEED). */
  seed?: number;
  /** Source clock in epoch ms (default `Date.now`); the control API moves mock time from there. */
  now?: () => number;
  /** Where warnings go (404s, handler exceptions). Default `console.warn`. */
  log?: Log;
  /** When set, one line per request is written here. */
  requestLog?: Log;
  /** Folder to keep the state in across restarts; none = memory only. */
  dataDir?: string;
  /** Ignore a saved state and start from the fixtures (it is overwritten on the next save). */
  isFresh?: boolean;
  /** Scenario (fixtures/scenarios/NAME.json) to start in. */
  scenario?: string;
  /** When set, the control API requires it in `x-harness-token`. */
  controlToken?: string;
}

export interface MockServer {
  /** The request listener to serve (and to hand supertest): the fast path, then Express. */
  app: RequestListener;
  /** The Express app behind it (everything but the fast path's read endpoints). */
  express: Express;
  /** The read endpoints answered outside Express (ADR 0012). */
  fastPath: FastPath;
  store: MockStore;
  /** Contract endpoints with a handler, in mount order. */
  mounted: readonly EndpointDef[];
  harness: HarnessDeps;
  /** The price simulation behind every quote, chart and list (driven by the store's clock). */
  market: Market;
  persistence?: Persistence;
  /** Saves pending state and releases held sockets; call before closing the HTTP server. */
  close(): Promise<void>;
}

/** Form bodies as Spring reads them; JSON bodies are left unread. */
const FORM_BODY = express.urlencoded({ extended: false, limit: '100kb' });

/** Any contract call may have changed state; persistence debounces the saves. */
const markChanged =
  (store: MockStore): RequestHandler =>
  (_req, res, next) => {
    res.on('finish', () => store.changed());
    next();
  };

export const createMockServer = (options: MockServerOptions = {}): MockServer => {
  const clock = createClock(options.now);
  const log = options.log ?? ((line: string) => console.warn(line));
  const store = createStore({ seed: options.seed, clock });

  const harness: HarnessDeps = {
    store,
    faults: new FaultRegistry(clock),
    configDocs: new ConfigDocFaults(),
    journal: new Journal(),
    controlToken: options.controlToken,
  };

  let persistence: Persistence | undefined;
  if (options.dataDir) {
    const saved = options.isFresh
      ? undefined
      : loadSavedState(options.dataDir, Object.keys(store.db), log);
    if (saved && options.seed !== undefined && saved.seed !== options.seed) {
      log(
        `[mock] saved state is of seed ${saved.seed}, not ${options.seed}: starting from fixtures`,
      );
    } else if (saved) {
      applyState(store, saved);
    }
    persistence = attachPersistence(store, options.dataDir, { log });
  }
  if (options.scenario) {
    const read = readScenario(options.scenario);
    if (!read.ok) throw new Error(read.error);
    const error = applyScenario(store, read.scenario, scenarioHooks(harness));
    if (error) throw new Error(`scenario ${options.scenario}: ${error}`);
  }

  // The journal and faults see the session's user without extending it.
  const userIdOf = (req: Request) =>
    store.sessions.peek(req.get(TOKEN_HEADER) || undefined)?.userId;

  const app = express();
  app.disable('x-powered-by');
  // Spring writes compact JSON, no ETags, and matches paths case-sensitively.
  app.set('json spaces', 0);
  app.set('etag', false);
  app.set('case sensitive routing', true);
  // `querystring.parse`: flat keys, null-prototype object (no `a[b]` nesting, no prototype keys).
  app.set('query parser', 'simple');

  if (options.requestLog) app.use(requestLogger(options.requestLog));
  // Every reply, control API included, carries the mock clock in its `Date` header.
  app.use(clockDate(clock));
  app.use(cors);
  // Before anything that replies, so fault replies and dropped responses are recorded too.
  app.use(journalMiddleware({ journal: harness.journal, clock, userIdOf }));
  configDocuments(app, harness.configDocs);
  app.use(DB_BROWSER_PATH, dbBrowser(store));
  app.use('/__harness', harnessRouter(harness));
  app.use(FORM_BODY);
  app.use(faultMiddleware({ faults: harness.faults, clock, userIdOf }));
  if (persistence) app.use(markChanged(store));
  app.use('/user', userInterceptor(store));

  // Seeded by the fixture seed the server started with; it prices the store's securities tables.
  const market = createMarket({ seed: store.seed, securities: () => store.db });

  const fastPath = new FastPath({
    store,
    journal: harness.journal,
    faults: harness.faults,
    log,
    requestLog: options.requestLog,
    markChanged: persistence !== undefined,
  });
  const { mount, mounted } = createMount(app, store, fastPath);
  // One function per area; later issues add theirs here.
  userRoutes(mount);
  captchaRoutes(mount);
  siteRoutes(mount);
  accountRoutes(mount);
  kycRoutes(mount, app, store);
  bankRoutes(mount);
  marketRoutes(mount, market, {
    isOption: (userId, code) =>
      store.tables.stockOptions.where('userId', userId).some((o) => o.stockCode === code),
  });
  marketBoardRoutes(mount, market);
  contentRoutes(mount, market);
  watchlistRoutes(mount, market);
  tradingRoutes(mount, market, store);
  fundsTradingRoutes(mount, market);
  spreadRateRoutes(mount);

  app.use(notFound(clock, log));
  app.use(errorHandler(clock, log));
  return {
    app: fastPath.listener(app),
    express: app,
    fastPath,
    store,
    mounted,
    harness,
    market,
    persistence,
    close: async () => {
      harness.faults.clear();
      await persistence?.close();
    },
  };
};
