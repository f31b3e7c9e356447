// Control API for the attempt limits and upload quota (issue 17): read them, change some (a load
// test may lift the login limit, a spec may lower one to see the refusal), forget every count.
// A state reset puts the defaults back (`store.replaceDb`).
import type { Router } from 'express';

import { limitConfigPatch } from '../limits/limit-config';
import type { MockStore } from '../store/store';

import { badRequest, zodError, type Operation } from './operations';

export const LIMIT_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/__harness/limits',
    purpose:
      'attempt limits (SMS, codes, logins, uploads) and how many phones/addresses each tracks',
  },
  {
    method: 'PUT',
    path: '/__harness/limits',
    purpose:
      'change some limits, e.g. {"loginsPerAddress":{"max":100000,"windowMs":60000}}; counts are kept',
  },
  {
    method: 'DELETE',
    path: '/__harness/limits/counts',
    purpose: 'forget every count and login backoff (the limits stay)',
  },
];

export const limitRoutes = (router: Router, store: MockStore): void => {
  router.get('/limits', (_req, res) => void res.json(store.limits.state()));

  router.put('/limits', (req, res) => {
    const parsed = limitConfigPatch.safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, zodError(parsed.error));
    store.limits.configure(parsed.data);
    res.json(store.limits.state());
  });

  router.delete('/limits/counts', (_req, res) => {
    store.limits.clear();
    res.json(store.limits.state());
  });
};
