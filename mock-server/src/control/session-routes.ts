// Control API: login sessions — list them, end them (all, or one user's) so the next call gets the
// reference's not-logged-in reply, and change the TTL (harness-notes item 2).
import type { Router } from 'express';
import { z } from 'zod';

import type { MockStore } from '../store/store';

import { badRequest, zodError, type Operation } from './operations';

export const SESSION_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/__harness/sessions',
    purpose: 'live sessions (token, user, expiry) and the TTL',
  },
  {
    method: 'POST',
    path: '/__harness/sessions/expire',
    purpose: 'end sessions now: {} for all, {userId} or {phone} for one user',
  },
  {
    method: 'PUT',
    path: '/__harness/sessions/ttl',
    purpose: 'set the session TTL: {ttlMs} (48 h by default)',
  },
];

const expireBody = z
  .object({ userId: z.number().int().optional(), phone: z.string().optional() })
  .strict();

export const sessionRoutes = (router: Router, store: MockStore): void => {
  router.get('/sessions', (_req, res) => {
    res.json({
      ttlMs: store.sessions.ttlMs,
      sessions: store.sessions.entries().map(([token, s]) => ({
        token,
        userId: s.userId,
        phone: store.tables.users.get(s.userId)?.phone ?? null,
        expiresAt: s.expiresAt,
      })),
    });
  });

  router.post('/sessions/expire', (req, res) => {
    const parsed = expireBody.safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, zodError(parsed.error));
    const { userId, phone } = parsed.data;
    let target = userId;
    if (phone !== undefined) {
      target = store.tables.users.first('phone', phone)?.id;
      if (target === undefined) return badRequest(res, `phone: no user ${phone}`);
    }
    const expired = store.sessions.expire(target);
    store.changed();
    res.json({ expired });
  });

  router.put('/sessions/ttl', (req, res) => {
    const parsed = z
      .object({ ttlMs: z.number().int().min(1000) })
      .strict()
      .safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, zodError(parsed.error));
    store.sessions.ttlMs = parsed.data.ttlMs;
    store.changed();
    res.json({ ttlMs: store.sessions.ttlMs });
  });
};
