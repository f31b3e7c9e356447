// Builds the mock server: an Express app (json-server's REST router mounted read-only at /__db,
// routes/db-browser.ts) and a fast path for the hot reads (ADR 0012) that behave like the
// reference backend (api-contract §1–§3), its store, and the control API the harness drives.
// Nothing listens here: `main.ts` does, and tests drive `app` with supertest.
import type { RequestListener } from 'node:http';

import express, { type Express, type Request, type RequestHandler } from 'express';

import './zod-locale';

import { TOKEN_HEADER } from '../../src/api/contracts/constants';
import type { EndpointDef } from '../../src/api/contracts/endpoint';

import { userInterceptor } from './auth/interceptor';
import { createClock } from './clock';
import { ConfigDocFaults } from './control/config-faults';
import { CONTROL_PATHS, controlGuard, type ControlAccess } from './control/control-guard';
import { faultMiddleware } from './control/fault-middleware';
import { FaultRegistry } from './control/faults';
import { harnessRouter, scenarioHooks, type HarnessDeps } from './control/harness-router';
import { Journal, journalMiddleware } from './control/journal';
import { replayBypass, replayMiddleware } from './control/replay-middleware';
import { ReplayRegistry } from './control/replay-registry';
import { ClockScript } from './control/clock-script';
import { journalControlAction } from './control/journal-action';
import { scenarioLibrary } from './control/scenario-library';
import { applyScenario } from './control/scenarios';
import { generateControlToken } from './control/token-file';
import { canonicalOrigin, clockDate, cors, corsPolicy } from './http/cors';
import { errorHandler, notFound, type Log } from './http/errors';
import { FastPath } from './http/fast-path';
import { checkHost, hostPolicy } from './http/host-check';
import { createMount } from './http/mount';
import { requestLogger } from './http/request-log';
import { createMarket, type Market } from './market/market';
import { accountRoutes } from './routes/account';
import { agreementFiles } from './routes/agreement-files';
import { bankRoutes } from './routes/bank';
import { blockVipRoutes } from './routes/block-vip';
import { captchaRoutes } from './routes/captcha';
import { configDocuments } from './routes/config-docs';
import { contentRoutes } from './routes/content';
import { contentExtraRoutes } from './routes/content-extras';
import { DB_BROWSER_PATH, dbBrowser } from './routes/db-browser';
import { depositRoutes } from './routes/deposits';
import { fundsApplyRoutes } from './routes/funds-apply';
import { fundsTradingRoutes } from './routes/funds-trading';
import { indexFuturesExtrasRoutes } from './routes/index-futures-extras';
import { kycRoutes } from './routes/kyc';
import { marketRoutes } from './routes/market';
import { marketBoardRoutes } from './routes/market-boards';
import { newShareRoutes } from './routes/new-shares';
import { paymentGatewayRoutes } from './routes/payment-gateways';
import { providerQuoteRoutes } from './routes/provider-quotes';
import { siteRoutes } from './routes/site';
import { siteImageRoutes } from './routes/site-images';
import { spreadRateRoutes } from './routes/spread-rate';
import { tradingRoutes } from './routes/trading-routes';
import { userRoutes } from './routes/user';
import { userLookupRoutes } from './routes/user-lookups';
import { watchlistRoutes } from './routes/watchlist';
import { withdrawalRoutes } from './routes/withdrawals';
import { fixturesFingerprint } from './store/fixtures-fingerprint';
import { attachPersistence, loadSavedState, type Persistence } from './store/persistence';
import { applyState } from './store/state-io';
import { createStore, type MockStore } from './store/store';

export interface MockServerOptions {
  /** Fixture seed (default: the fixtures' DEFAULT_SEED). */
  seed?: number;
  /**
   * Origin the server's own URLs (uploads) are built from, e.g. `http://192.168.1.5:8091` when
   * phones on the LAN use it; default `http://localhost:<the port it was reached on>`. Never the
   * request's `Host` header (issue 17).
   */
  publicOrigin?: string;
  /** Source clock in epoch ms (default `Date.now`); the control API moves mock time from there. */
  now?: () => number;
  /** Where warnings go (404s, handler exceptions). Default `console.warn`. */
  log?: Log;
  /** When set, one line per request is written here. */
  requestLog?: Log;
  /** Folder to keep the state in across restarts; none = memory only. */
  dataDir?: string;
  /** Ignore a saved state and start from the fixtures (it is overwritten at start). */
  isFresh?: boolean;
  /** Scenario (fixtures/scenarios/NAME.json, or in `scenarioDir`) to start in. */
  scenario?: string;
  /** A folder scenarios are saved to and also read from (`--scenario-dir`). */
  scenarioDir?: string;
  /**
   * The token the control surface (`/__harness`, `/__db`) requires in `x-harness-token`. Absent, a
   * random one is made (`MockServer.controlToken`): nobody drives an unconfigured server.
   */
  controlToken?: string;
  /** Where the token was written for local tools (named in the 401 reply). */
  controlTokenFile?: string;
  /** No token at all: only for tests that call the app in-process (testing.ts), never a socket. */
  isControlOpenForInProcessTests?: boolean;
  /** Browser origins besides loopback ones that may call the app's API (`--allow-origin`). */
  allowOrigins?: readonly string[];
  /**
   * Host names besides loopback ones the mock answers for (DNS rebinding guard, host-check.ts):
   * the `--host` it listens on (`0.0.0.0` = any). The hosts of `allowOrigins` and `publicOrigin`
   * are added.
   */
  allowHosts?: readonly string[];
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
  /** The control token callers must send (undefined only when opened for in-process tests). */
  controlToken: string | undefined;
  /** The price simulation behind every quote, chart and list (driven by the store's clock). */
  market: Market;
  persistence?: Persistence;
  /** Saves pending state and releases held sockets; call before closing the HTTP server. */
  close(): Promise<void>;
}

/** Form bodies as Spring reads them; JSON bodies are left unread. */
const FORM_BODY = express.urlencoded({ extended: false, limit: '100kb' });

/** After any contract call persistence checks the clock and switches (rows log themselves). */
const markChanged =
  (store: MockStore): RequestHandler =>
  (_req, res, next) => {
    res.on('finish', () => store.changed());
    next();
  };

export const createMockServer = (options: MockServerOptions = {}): MockServer => {
  const clock = createClock(options.now);
  const log = options.log ?? ((line: string) => console.warn(line));
  const store = createStore({ seed: options.seed, clock, now: options.now });

  const journal = new Journal();
  const harness: HarnessDeps = {
    store,
    faults: new FaultRegistry(clock),
    configDocs: new ConfigDocFaults(),
    replays: new ReplayRegistry(),
    journal,
    clockScript: new ClockScript(clock, (note) =>
      journalControlAction(journal, clock, {
        method: 'PUT',
        path: '/__harness/clock',
        status: 200,
        note,
      }),
    ),
    scenarios: scenarioLibrary(options.scenarioDir),
  };
  const controlToken = options.isControlOpenForInProcessTests
    ? undefined
    : options.controlToken?.trim() || generateControlToken(); // '' is no token
  const controlAccess: ControlAccess =
    controlToken === undefined
      ? { isOpenForInProcessTests: true }
      : { token: controlToken, tokenFile: options.controlTokenFile };
  const corsOrigins = corsPolicy(options.allowOrigins);

  let persistence: Persistence | undefined;
  if (options.dataDir) {
    const saved = options.isFresh
      ? undefined
      : loadSavedState(options.dataDir, Object.keys(store.db), log);
    const isOtherSeed = saved && options.seed !== undefined && saved.seed !== options.seed;
    if (isOtherSeed) {
      log(
        `[mock] saved state is of seed ${saved.seed}, not ${options.seed}: starting from fixtures`,
      );
    } else if (saved) {
      applyState(store, saved);
      if (saved.fixtures !== fixturesFingerprint(saved.seed)) {
        log(
          '[mock] the fixtures changed since this saved state was made: rows added to them since ' +
            '(pay channels, agreement PDFs, new records) are missing here; start with --fresh (npm start -- --fresh), or ' +
            '"reset to fixtures" in the harness, to pick them up',
        );
      }
    }
    // The write-ahead log continues the snapshot only when the snapshot was loaded (ADR 0019).
    const resumed = isOtherSeed ? undefined : saved;
    persistence = attachPersistence(store, options.dataDir, { log, resumed });
  }
  if (options.scenario) {
    const read = harness.scenarios.read(options.scenario);
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
  // Before CORS: the control surface gets none, and a token or it answers nothing.
  app.use(CONTROL_PATHS, controlGuard(controlAccess));
  app.use(cors(corsOrigins));
  // Before anything that replies, so fault replies and dropped responses are recorded too.
  app.use(journalMiddleware({ journal: harness.journal, clock, userIdOf }));
  configDocuments(app, harness.configDocs);
  app.use(DB_BROWSER_PATH, dbBrowser(store));
  app.use('/__harness', harnessRouter(harness));
  app.use(FORM_BODY);
  // A frame in support-bundle replay sees the user's recorded replies, faults or not.
  app.use(replayMiddleware(harness.replays));
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
    cors: corsOrigins,
  });
  const { mount, mounted } = createMount(app, store, fastPath);
  // One function per area; later issues add theirs here.
  userRoutes(mount);
  captchaRoutes(mount);
  siteRoutes(mount, options.publicOrigin);
  agreementFiles(app);
  siteImageRoutes(app, () => store.seed);
  accountRoutes(mount);
  kycRoutes(mount, app, store, options.publicOrigin);
  bankRoutes(mount);
  marketRoutes(mount, market, {
    isOption: (userId, code) =>
      store.tables.stockOptions.where('userId', userId).some((o) => o.stockCode === code),
  });
  marketBoardRoutes(mount, market);
  providerQuoteRoutes(mount, market);
  indexFuturesExtrasRoutes(mount, market);
  contentRoutes(mount, market, options.publicOrigin);
  contentExtraRoutes(mount, market, options.publicOrigin);
  watchlistRoutes(mount, market);
  tradingRoutes(mount, market, store);
  blockVipRoutes(mount, market);
  fundsApplyRoutes(mount, market);
  fundsTradingRoutes(mount, market);
  userLookupRoutes(mount, market);
  spreadRateRoutes(mount);
  paymentGatewayRoutes(mount, app, store, options.publicOrigin);
  depositRoutes(mount, options.publicOrigin);
  withdrawalRoutes(mount);
  newShareRoutes(mount);

  app.use(notFound(clock, log));
  app.use(errorHandler(clock, log));
  // Calls from a frame in support-bundle replay skip the fast path (replay runs in Express).
  const listener = replayBypass(harness.replays, fastPath.listener(app), app);
  const hosts = hostPolicy([
    ...(options.allowHosts ?? []),
    ...[...(options.allowOrigins ?? []), options.publicOrigin ?? ''].flatMap((o) => {
      const canonical = canonicalOrigin(o);
      return canonical === null ? [] : [new URL(canonical).hostname];
    }),
  ]);
  return {
    // With persistence, a reply that changed state leaves once the change is on disk (ADR 0019).
    // Before anything: a request for an unknown host name is refused (DNS rebinding).
    app: checkHost(hosts, persistence ? persistence.guard(listener) : listener),
    express: app,
    fastPath,
    store,
    mounted,
    harness,
    controlToken,
    market,
    persistence,
    close: async () => {
      harness.faults.clear();
      harness.clockScript.clear();
      await persistence?.close();
    },
  };
};
