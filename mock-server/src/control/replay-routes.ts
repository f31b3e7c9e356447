// Control API for support-bundle replay (issue 23), mounted under `/__harness`: put a device frame
// in replay of a bundle, list the frames in replay, end one. The harness router reads JSON bodies
// up to 50 MB, so a full bundle (1 MB of reply bodies, escaped) fits.
import type { Router } from 'express';
import { z } from 'zod';

import { supportBundleSchema } from '../../../src/api/contracts/support-bundle';

import { badRequest, zodError, type Operation } from './operations';
import type { ReplayRegistry } from './replay-registry';

export const REPLAY_OPERATIONS: readonly Operation[] = [
  {
    method: 'GET',
    path: '/__harness/replays',
    purpose: 'Frames in support-bundle replay, each with its bundle summary',
  },
  {
    method: 'POST',
    path: '/__harness/replays',
    purpose:
      "Answer a frame's calls from a support bundle ({frame, bundle}); what it lacks comes from the fixtures",
  },
  { method: 'DELETE', path: '/__harness/replays', purpose: 'End every replay' },
  { method: 'DELETE', path: '/__harness/replays/:frame', purpose: "End one frame's replay" },
];

const replayInput = z.strictObject({
  /** The frame's name as its app sends it in `x-harness-frame`, e.g. `f3`. */
  frame: z.string().regex(/^[\w.-]{1,64}$/, 'frame: 1–64 letters, digits, "_", "-" or "."'),
  bundle: supportBundleSchema,
});

export const replayRoutes = (router: Router, replays: ReplayRegistry): void => {
  router.get('/replays', (_req, res) => {
    res.json({ replays: replays.list() });
  });

  router.post('/replays', (req, res) => {
    const parsed = replayInput.safeParse(req.body);
    if (!parsed.success) {
      badRequest(res, `not a support bundle replay: ${zodError(parsed.error)}`);
      return;
    }
    const { frame, bundle } = parsed.data;
    res.status(201).json(replays.start(frame, bundle));
  });

  router.delete('/replays', (_req, res) => {
    res.json({ ended: replays.clear() });
  });

  router.delete('/replays/:frame', (req, res) => {
    const frame = req.params['frame'] ?? '';
    if (!replays.end(frame)) {
      res.status(404).json({ error: `frame ${JSON.stringify(frame)} is not in replay` });
      return;
    }
    res.json({ ended: 1 });
  });
};
