// Control API: the market clock and the trading-hours switch (harness-notes item 1).
import type { Router } from 'express';
import { z } from 'zod';

import { MAX_SPEED } from '../clock';
import { formatBeijing, parseBeijing } from '../domain/beijing-time';
import { tradingHoursVerdict } from '../domain/trading-hours';
import { tradingPhase } from '../market/market';
import type { MockStore } from '../store/store';

import { badRequest, zodError, type Operation } from './operations';

export const CLOCK_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/__harness/clock',
    purpose: 'mock time, speed, frozen/live, trading hours verdict',
  },
  {
    method: 'PUT',
    path: '/__harness/clock',
    purpose:
      'change the clock: {at: "YYYY-MM-DD HH:mm:ss" Beijing | epoch ms, shiftMs, frozen, speed, live: true}',
  },
  {
    method: 'GET',
    path: '/__harness/trading-hours',
    purpose: 'trading-hours mode (auto | open | closed)',
  },
  {
    method: 'PUT',
    path: '/__harness/trading-hours',
    purpose: 'set {mode: auto | open | closed}',
  },
];

const clockChange = z
  .object({
    at: z.union([z.string(), z.number().int()]).optional(),
    shiftMs: z.number().int().optional(),
    frozen: z.boolean().optional(),
    speed: z.number().positive().max(MAX_SPEED).optional(),
    live: z.literal(true).optional(),
  })
  .strict();

export const tradingHoursMode = z.enum(['auto', 'open', 'closed']);

export const clockView = (store: MockStore) => {
  const state = store.clock.state();
  const setting = store.db.siteSettings[0];
  const product = store.db.siteProducts[0];
  return {
    ...state,
    beijing: formatBeijing(state.now),
    /** Exchange phases the quotes follow (pre-open, auction, open, lunch, closed, weekend, holiday). */
    phases: {
      aShares: tradingPhase('sh', state.now),
      hk: tradingPhase('hk', state.now),
      us: tradingPhase('us', state.now),
    },
    tradingHours: store.control.tradingHours,
    aShares:
      setting && product
        ? tradingHoursVerdict(state.now, store.control.tradingHours, setting, product)
        : null,
  };
};

export const clockRoutes = (router: Router, store: MockStore): void => {
  router.get('/clock', (_req, res) => void res.json(clockView(store)));

  router.put('/clock', (req, res) => {
    const parsed = clockChange.safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, zodError(parsed.error));
    const change = parsed.data;
    const clock = store.clock;
    if (change.live) clock.live();
    if (change.at !== undefined) {
      const at = typeof change.at === 'number' ? change.at : parseBeijing(change.at);
      if (at === undefined)
        return badRequest(res, 'at: expected "YYYY-MM-DD HH:mm:ss" (Beijing time)');
      clock.set(at);
    }
    if (change.shiftMs !== undefined) clock.shift(change.shiftMs);
    if (change.speed !== undefined) clock.setSpeed(change.speed);
    if (change.frozen === true) clock.freeze();
    if (change.frozen === false) clock.resume();
    store.changed();
    res.json(clockView(store));
  });

  router.get('/trading-hours', (_req, res) => void res.json({ mode: store.control.tradingHours }));

  router.put('/trading-hours', (req, res) => {
    const parsed = z.object({ mode: tradingHoursMode }).safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, zodError(parsed.error));
    store.control = { ...store.control, tradingHours: parsed.data.mode };
    store.changed();
    res.json(clockView(store));
  });
};
