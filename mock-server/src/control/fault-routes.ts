// Control API for the fault board and the config-document lab, mounted under `/__harness`. Plain
// JSON in and out (never the app's envelope); a bad body gets HTTP 400 with a readable `error`.
import express, { type RequestHandler, type Router } from 'express';

import { endpointList } from '../../../src/api/contracts/registry';

import type { ConfigDocFaults } from './config-faults';
import { FAULT_KINDS, type FaultRegistry } from './faults';
import { badRequest, type Operation } from './operations';

export const FAULT_OPERATIONS: readonly Operation[] = [
  { method: 'GET', path: '/__harness/faults', purpose: 'List fault rules in match order' },
  {
    method: 'GET',
    path: '/__harness/faults/targets',
    purpose: 'Fault kinds and the contract paths a rule can target',
  },
  { method: 'POST', path: '/__harness/faults', purpose: 'Add one rule or an array of rules' },
  { method: 'DELETE', path: '/__harness/faults', purpose: 'Remove every rule' },
  { method: 'DELETE', path: '/__harness/faults/:id', purpose: 'Remove one rule' },
  { method: 'GET', path: '/__harness/config-docs', purpose: 'Config-document mode and delay' },
  {
    method: 'PUT',
    path: '/__harness/config-docs',
    purpose: 'Set the config-document mode ({mode, delayMs?})',
  },
];

const parseJson = express.json({ limit: '100kb' });

/** `express.json`, but a missing or broken body is answered here as plain JSON. */
export const jsonBody: RequestHandler = (req, res, next) => {
  if (!req.is('application/json')) {
    badRequest(res, 'send a JSON body (Content-Type: application/json)');
    return;
  }
  parseJson(req, res, (error?: unknown) => {
    if (error === undefined) {
      next();
      return;
    }
    const detail = error instanceof Error ? error.message : String(error);
    badRequest(res, `the body is not valid JSON: ${detail}`);
  });
};

export interface FaultRouteDeps {
  faults: FaultRegistry;
  configDocs: ConfigDocFaults;
}

export const faultRoutes = (router: Router, { faults, configDocs }: FaultRouteDeps): void => {
  router.get('/faults', (_req, res) => {
    res.json({ rules: faults.list() });
  });

  router.get('/faults/targets', (_req, res) => {
    res.json({ kinds: FAULT_KINDS, paths: endpointList.map((e) => e.path) });
  });

  router.post('/faults', jsonBody, (req, res) => {
    const result = faults.add(req.body);
    if (!result.ok) {
      res.status(400).json({ error: result.error, issues: result.issues });
      return;
    }
    res.status(201).json({ added: result.added });
  });

  router.delete('/faults', (_req, res) => {
    res.json({ removed: faults.clear() });
  });

  router.delete('/faults/:id', (req, res) => {
    const id = req.params['id'] ?? '';
    if (!faults.remove(id)) {
      res.status(404).json({ error: `no fault rule with id ${JSON.stringify(id)}` });
      return;
    }
    res.json({ removed: 1 });
  });

  router.get('/config-docs', (_req, res) => {
    res.json(configDocs.get());
  });

  router.put('/config-docs', jsonBody, (req, res) => {
    const result = configDocs.set(req.body);
    if (!result.ok) {
      badRequest(res, result.error);
      return;
    }
    res.json(result.settings);
  });
};
