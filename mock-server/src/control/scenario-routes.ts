// Control API for scenarios: list them with their frames, load one on a fresh fixture world, save
// a new one (into the mock's save folder, scenario-library.ts), and read the running world in
// scenario form (scenario-snapshot.ts). Loads and saves show on the request timeline.
import type { Router } from 'express';

import type { MockStore } from '../store/store';

import type { ClockScript } from './clock-script';
import type { ConfigDocFaults } from './config-faults';
import { jsonBody } from './fault-routes';
import type { FaultRegistry } from './faults';
import type { Journal } from './journal';
import { journalControlAction } from './journal-action';
import { badRequest, type Operation } from './operations';
import type { ScenarioLibrary } from './scenario-library';
import { scenarioSnapshot } from './scenario-snapshot';
import { applyScenario, resolvedFrames, type ScenarioHooks } from './scenarios';

export const SCENARIO_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/__harness/scenarios',
    purpose: 'scenario files with description, user and frames (user resolved; null = visitor)',
  },
  {
    method: 'POST',
    path: '/__harness/scenarios/:name',
    purpose: 'load a scenario on a fresh fixture world: {loaded, user, frames, clock}',
  },
  {
    method: 'PUT',
    path: '/__harness/scenarios/:name',
    purpose:
      'save a scenario body as <name>.json in the save folder; 409 if it exists (?replace=1)',
  },
  {
    method: 'GET',
    path: '/__harness/scenario-snapshot',
    purpose: 'the running world in scenario form; ?users=PHONE,PHONE adds their capsules',
  },
];

export interface ScenarioRouteDeps {
  store: MockStore;
  faults: FaultRegistry;
  configDocs: ConfigDocFaults;
  journal: Journal;
  clockScript: ClockScript;
  scenarios: ScenarioLibrary;
}

export const scenarioRoutes = (
  router: Router,
  deps: ScenarioRouteDeps,
  hooks: ScenarioHooks,
): void => {
  const { store, journal, scenarios } = deps;

  router.get('/scenarios', (_req, res) => {
    const list = scenarios.list().map((name) => {
      const read = scenarios.read(name);
      if (!read.ok) return { name, error: read.error };
      const { description, user } = read.scenario;
      return { name, description, user: user ?? null, frames: resolvedFrames(read.scenario) };
    });
    res.json({ scenarios: list });
  });

  router.post('/scenarios/:name', (req, res) => {
    const read = scenarios.read(req.params.name ?? '');
    if (!read.ok) return void res.status(read.status).json({ error: read.error });
    const error = applyScenario(store, read.scenario, hooks);
    if (error) return badRequest(res, error);
    const reply = {
      loaded: read.scenario.name,
      user: read.scenario.user ?? null,
      frames: resolvedFrames(read.scenario),
      clock: store.clock.state(),
    };
    journalControlAction(journal, store.clock, {
      method: 'POST',
      path: `/__harness/scenarios/${read.scenario.name}`,
      status: 200,
      note: `scenario ${read.scenario.name} loaded`,
    });
    res.json(reply);
  });

  router.put('/scenarios/:name', jsonBody, (req, res) => {
    const name = req.params.name ?? '';
    const saved = scenarios.save(name, req.body, { replace: req.query.replace === '1' });
    if (!saved.ok) return void res.status(saved.status).json({ error: saved.error });
    journalControlAction(journal, store.clock, {
      method: 'PUT',
      path: `/__harness/scenarios/${name}`,
      status: 201,
      note: `scenario ${name} saved to ${saved.file}`,
    });
    res.status(201).json({ saved: name, file: saved.file });
  });

  router.get('/scenario-snapshot', (req, res) => {
    const users = typeof req.query.users === 'string' ? req.query.users : '';
    const phones = users
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '');
    const bad = phones.find((p) => !/^\d{11}$/.test(p));
    if (bad !== undefined) return badRequest(res, `users: ${bad} is not an 11-digit phone`);
    const result = scenarioSnapshot(deps, phones);
    if (!result.ok) return void res.status(result.status).json({ error: result.error });
    res.json(result.snapshot);
  });
};
