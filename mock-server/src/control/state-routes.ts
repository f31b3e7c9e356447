// Control API: the world as a whole — reset to fixtures, export / import the full state, one
// user's state capsule, the ledger check (harness-notes item 9).
import type { Router } from 'express';
import { z } from 'zod';

import { buildDb } from '../../../fixtures/src/db';
import { exportCapsule, importCapsule } from '../store/capsule';
import { ledgerMismatches } from '../store/ledger';
import { applyState, exportState, parseStateDoc } from '../store/state-io';
import type { MockStore } from '../store/store';

import { badRequest, zodError, type Operation } from './operations';

export const STATE_OPERATIONS: Operation[] = [
  { method: 'POST', path: '/__harness/state/reset', purpose: 'back to the fixtures: {seed?}' },
  { method: 'GET', path: '/__harness/state/export', purpose: 'the whole state as a JSON file' },
  {
    method: 'POST',
    path: '/__harness/state/import',
    purpose: 'replace the whole state with an exported file',
  },
  {
    method: 'GET',
    path: '/__harness/capsules/:user',
    purpose:
      "one user's state capsule (user id or phone); ?scrub=1 masks names, ID and card numbers",
  },
  {
    method: 'POST',
    path: '/__harness/capsules',
    purpose: 'import a capsule: replaces the user with the same phone; ?clock=0 keeps the clock',
  },
  {
    method: 'GET',
    path: '/__harness/ledger',
    purpose: 'balances that do not match their ledger (empty = all add up)',
  },
];

const stamp = (now: number) => new Date(now).toISOString().replace(/[:.]/g, '-');

export const stateRoutes = (router: Router, store: MockStore, onReset: () => void): void => {
  router.post('/state/reset', (req, res) => {
    const parsed = z
      .object({ seed: z.number().int().optional() })
      .strict()
      .safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, zodError(parsed.error));
    const seed = parsed.data.seed ?? store.seed;
    store.replaceDb(buildDb(seed), seed);
    store.control = { tradingHours: 'auto' };
    store.clock.live();
    onReset();
    res.json({
      seed,
      tables: Object.fromEntries(Object.entries(store.db).map(([k, v]) => [k, v.length])),
    });
  });

  router.get('/state/export', (_req, res) => {
    res.attachment(`mock-state-${stamp(store.clock.now())}.json`);
    res.json(exportState(store));
  });

  router.post('/state/import', (req, res) => {
    const parsed = parseStateDoc(req.body, Object.keys(store.db));
    if (!parsed.ok) return badRequest(res, parsed.error);
    applyState(store, parsed.doc);
    res.json({ seed: store.seed, users: store.db.users.length });
  });

  router.get('/capsules/:user', (req, res) => {
    const key = req.params.user ?? '';
    const user = /^\d{11}$/.test(key)
      ? store.tables.users.first('phone', key)
      : store.tables.users.get(Number(key));
    if (!user) return void res.status(404).json({ error: `no user ${key}` });
    const capsule = exportCapsule(store, user.id, { isScrubbed: req.query.scrub === '1' });
    res.attachment(`capsule-${user.phone}-${stamp(store.clock.now())}.json`);
    res.json(capsule);
  });

  router.post('/capsules', (req, res) => {
    const result = importCapsule(store, req.body, { applyClock: req.query.clock !== '0' });
    if (!result.ok) return badRequest(res, result.error);
    res.json(result);
  });

  router.get('/ledger', (_req, res) => void res.json({ mismatches: ledgerMismatches(store) }));
};
