// Control API for real-name verification reviews, doing what the reference's admin does: list the
// submissions waiting for review, approve one (isActive 2 and trading unlocked, isLock 0), reject
// one with a reason (isActive 3, `authMsg`), or put a user back to "nothing submitted".
import type { Router } from 'express';
import { z } from 'zod';

import type { UserRow } from '../../../fixtures/src/users';
import type { MockStore } from '../store/store';

import { badRequest, zodError, type Operation } from './operations';

export const KYC_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/__harness/kyc',
    purpose: 'real-name submissions waiting for review (isActive 1)',
  },
  {
    method: 'GET',
    path: '/__harness/kyc/:user',
    purpose: "one user's verification state (user id or phone)",
  },
  {
    method: 'POST',
    path: '/__harness/kyc/:user/approve',
    purpose: 'approve a submission as an admin would: isActive 2, trading unlocked (isLock 0)',
  },
  {
    method: 'POST',
    path: '/__harness/kyc/:user/reject',
    purpose: 'reject a submission: {reason} → isActive 3 with authMsg = reason',
  },
  {
    method: 'POST',
    path: '/__harness/kyc/:user/reset',
    purpose: 'back to nothing submitted: isActive 0, name, ID and photos cleared, trading locked',
  },
];

/** What the control API shows of a user's verification. */
export const kycView = (u: UserRow) => ({
  id: u.id,
  phone: u.phone,
  isActive: u.isActive,
  isLock: u.isLock,
  realName: u.realName,
  idCard: u.idCard,
  img1Key: u.img1Key,
  img2Key: u.img2Key,
  img3Key: u.img3Key,
  authMsg: u.authMsg,
});

const findUser = (store: MockStore, key: string): UserRow | undefined =>
  /^\d{11}$/.test(key)
    ? store.tables.users.first('phone', key)
    : /^\d{1,9}$/.test(key)
      ? store.tables.users.get(Number(key))
      : undefined;

const rejectBody = z.object({ reason: z.string().trim().min(1).max(200) }).strict();

export const kycControlRoutes = (router: Router, store: MockStore): void => {
  router.get('/kyc', (_req, res) => {
    res.json({
      pending: store.tables.users.rows.filter((u) => u.isActive === 1).map(kycView),
    });
  });

  router.get('/kyc/:user', (req, res) => {
    const user = findUser(store, req.params.user ?? '');
    if (!user) return void res.status(404).json({ error: `no user ${req.params.user}` });
    res.json(kycView(user));
  });

  router.post('/kyc/:user/approve', (req, res) => {
    const user = findUser(store, req.params.user ?? '');
    if (!user) return void res.status(404).json({ error: `no user ${req.params.user}` });
    if (user.isActive === 0 || !user.realName || !user.idCard) {
      return void res.status(409).json({ error: 'nothing submitted to approve' });
    }
    const updated = store.tables.users.update(user.id, { isActive: 2, isLock: 0, authMsg: null });
    store.changed();
    res.json(kycView(updated ?? user));
  });

  router.post('/kyc/:user/reject', (req, res) => {
    const user = findUser(store, req.params.user ?? '');
    if (!user) return void res.status(404).json({ error: `no user ${req.params.user}` });
    const parsed = rejectBody.safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, zodError(parsed.error));
    if (user.isActive === 0) {
      return void res.status(409).json({ error: 'nothing submitted to reject' });
    }
    const updated = store.tables.users.update(user.id, {
      isActive: 3,
      authMsg: parsed.data.reason,
    });
    store.changed();
    res.json(kycView(updated ?? user));
  });

  router.post('/kyc/:user/reset', (req, res) => {
    const user = findUser(store, req.params.user ?? '');
    if (!user) return void res.status(404).json({ error: `no user ${req.params.user}` });
    const updated = store.tables.users.update(user.id, {
      isActive: 0,
      isLock: 1,
      realName: null,
      nickName: null,
      idCard: null,
      img1Key: null,
      img2Key: null,
      img3Key: null,
      authMsg: null,
    });
    store.changed();
    res.json(kycView(updated ?? user));
  });
};
