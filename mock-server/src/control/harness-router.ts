// The control API under `/__harness/`: plain JSON (not the app's envelope) for the harness, QA
// scripts and tests. `GET /__harness/` lists every operation. The control guard (control-guard.ts)
// stands in front of it: token, no CORS, JSON-only writes.
import express, { type Router } from 'express';

import { TOKEN_TTL_MS } from '../../../src/api/contracts/constants';
import type { MockStore } from '../store/store';

import { accountControlRoutes, ACCOUNT_OPERATIONS } from './account-routes';
import { clockRoutes, CLOCK_OPERATIONS } from './clock-routes';
import type { ClockScript } from './clock-script';
import { contentControlRoutes, CONTENT_OPERATIONS } from './content-routes';
import { depositControlRoutes, DEPOSIT_OPERATIONS } from './deposit-routes';
import type { ConfigDocFaults } from './config-faults';
import { faultRoutes, FAULT_OPERATIONS } from './fault-routes';
import type { FaultRegistry } from './faults';
import type { Journal } from './journal';
import { journalRoutes, JOURNAL_OPERATIONS } from './journal-routes';
import { kycControlRoutes, KYC_OPERATIONS } from './kyc-routes';
import { limitRoutes, LIMIT_OPERATIONS } from './limit-routes';
import { fundsControlRoutes, FUNDS_OPERATIONS } from './funds-routes';
import { newShareControlRoutes, NEW_SHARE_OPERATIONS } from './new-share-routes';
import type { ReplayRegistry } from './replay-registry';
import { replayRoutes, REPLAY_OPERATIONS } from './replay-routes';
import type { ScenarioLibrary } from './scenario-library';
import { scenarioRoutes, SCENARIO_OPERATIONS } from './scenario-routes';
import type { ScenarioHooks } from './scenarios';
import { sessionRoutes, SESSION_OPERATIONS } from './session-routes';
import { stateRoutes, STATE_OPERATIONS } from './state-routes';
import { withdrawalControlRoutes, WITHDRAWAL_OPERATIONS } from './withdrawal-routes';

export { CONTROL_TOKEN_HEADER } from './control-guard';

export interface HarnessDeps {
  store: MockStore;
  faults: FaultRegistry;
  configDocs: ConfigDocFaults;
  journal: Journal;
  /** Frames answered from a support bundle (replay-routes.ts). */
  replays: ReplayRegistry;
  /** The loaded scenario's clock script (cleared by a reset or another scenario). */
  clockScript: ClockScript;
  /** Scenario files: the repository's and the mock's save folder (`--scenario-dir`). */
  scenarios: ScenarioLibrary;
}

/** What a reset clears besides the store: faults, config-document modes, the journal. */
export const scenarioHooks = (deps: HarnessDeps): ScenarioHooks => ({
  reset: () => {
    deps.faults.clear();
    deps.configDocs.reset();
    deps.journal.clear();
    deps.replays.clear();
    deps.clockScript.clear();
    deps.store.sessions.ttlMs = TOKEN_TTL_MS;
  },
  setFaults: (rules) => {
    const result = deps.faults.add(rules);
    return result.ok ? undefined : result.error;
  },
  setConfigDocs: (mode) => {
    const result = deps.configDocs.set(mode);
    return result.ok ? undefined : result.error;
  },
  setClockScript: (steps) => deps.clockScript.set(steps),
});

export const harnessRouter = (deps: HarnessDeps): Router => {
  const { store } = deps;
  const router = express.Router();
  const hooks = scenarioHooks(deps);

  router.use(express.json({ limit: '50mb' }));

  const operations = [
    { method: 'GET', path: '/__harness/', purpose: 'this list' } as const,
    ...CLOCK_OPERATIONS,
    ...SESSION_OPERATIONS,
    ...FAULT_OPERATIONS,
    ...REPLAY_OPERATIONS,
    ...JOURNAL_OPERATIONS,
    ...STATE_OPERATIONS,
    ...SCENARIO_OPERATIONS,
    ...ACCOUNT_OPERATIONS,
    ...KYC_OPERATIONS,
    ...LIMIT_OPERATIONS,
    ...DEPOSIT_OPERATIONS,
    ...WITHDRAWAL_OPERATIONS,
    ...NEW_SHARE_OPERATIONS,
    ...FUNDS_OPERATIONS,
    ...CONTENT_OPERATIONS,
  ];
  router.get('/', (_req, res) => void res.json({ operations }));

  clockRoutes(router, store);
  sessionRoutes(router, store);
  faultRoutes(router, { faults: deps.faults, configDocs: deps.configDocs });
  journalRoutes(router, { journal: deps.journal });
  replayRoutes(router, deps.replays);
  stateRoutes(router, store, hooks.reset);
  accountControlRoutes(router, store);
  kycControlRoutes(router, store);
  limitRoutes(router, store);
  depositControlRoutes(router, store, deps.journal);
  withdrawalControlRoutes(router, store, deps.journal);
  newShareControlRoutes(router, store, deps.journal);
  fundsControlRoutes(router, store, deps.journal);
  contentControlRoutes(router, store, deps.journal);
  scenarioRoutes(router, deps, hooks);

  // A body express.json could not read (broken JSON, too large) is answered here, in plain JSON.
  router.use(
    (error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
      const status = (error as { status?: unknown }).status;
      if (typeof status !== 'number' || status < 400 || status >= 500) return next(error);
      res.status(status).json({ error: `the body could not be read: ${(error as Error).message}` });
    },
  );
  router.use((req, res) => {
    res.status(404).json({
      error: `no control operation ${req.method} ${req.baseUrl}${req.path}; GET /__harness/ lists them`,
    });
  });
  return router;
};
