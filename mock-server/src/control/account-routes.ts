// Control API for accounts: the SMS codes "sent" (no SMS leaves the machine), their validity, and
// in-site messages for a user (to see the unread badge move).
import type { Router } from 'express';
import { z } from 'zod';

import { MESSAGE_UNREAD, unreadCountOf } from '../routes/account';
import type { MockStore } from '../store/store';

import { badRequest, zodError, type Operation } from './operations';

export const ACCOUNT_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/__harness/sms-codes',
    purpose:
      'SMS codes sent and still valid, newest first ({phone, code, purpose, sentAt, expiresAt}); ?phone= filters',
  },
  {
    method: 'GET',
    path: '/__harness/sms-codes/:phone',
    purpose: 'the live SMS code of one phone (404 when none or expired)',
  },
  { method: 'DELETE', path: '/__harness/sms-codes', purpose: 'forget every SMS code' },
  {
    method: 'PUT',
    path: '/__harness/sms-codes/ttl',
    purpose: 'validity of new SMS codes: {ttlMs} (1 minute by default)',
  },
  {
    method: 'POST',
    path: '/__harness/messages',
    purpose: 'add an unread in-site message: {phone, content, typeName?}; replies the unread count',
  },
];

const ttlBody = z.object({ ttlMs: z.number().int().positive() }).strict();
const messageBody = z
  .object({
    phone: z.string().min(1),
    content: z.string().min(1),
    typeName: z.string().min(1).optional(),
  })
  .strict();

export const accountControlRoutes = (router: Router, store: MockStore): void => {
  router.get('/sms-codes', (req, res) => {
    const phone = typeof req.query.phone === 'string' ? req.query.phone : undefined;
    const codes = store.smsCodes.list().filter((c) => phone === undefined || c.phone === phone);
    res.json({ ttlMs: store.smsCodes.ttlMs, codes });
  });

  router.get('/sms-codes/:phone', (req, res) => {
    const code = store.smsCodes.get(req.params.phone ?? '');
    if (!code)
      return void res.status(404).json({ error: `no live SMS code for ${req.params.phone}` });
    res.json(code);
  });

  router.delete('/sms-codes', (_req, res) => {
    const cleared = store.smsCodes.list().length;
    store.smsCodes.clear();
    res.json({ cleared });
  });

  router.put('/sms-codes/ttl', (req, res) => {
    const parsed = ttlBody.safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, zodError(parsed.error));
    store.smsCodes.ttlMs = parsed.data.ttlMs;
    res.json({ ttlMs: store.smsCodes.ttlMs });
  });

  router.post('/messages', (req, res) => {
    const parsed = messageBody.safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, zodError(parsed.error));
    const { phone, content, typeName } = parsed.data;
    const user = store.tables.users.first('phone', phone);
    if (!user) return badRequest(res, `phone: no user ${phone}`);
    const now = store.clock.now();
    const message = store.tables.siteMessages.insert({
      userId: user.id,
      userName: user.realName ?? user.phone,
      typeName: typeName ?? '系统通知',
      status: MESSAGE_UNREAD,
      addTime: now,
      updateTime: now,
      content,
    });
    store.changed();
    res.json({ message, unread: unreadCountOf(store, user.id) });
  });
};
