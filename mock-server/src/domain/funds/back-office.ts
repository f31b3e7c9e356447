// The funding desk of the back office (control/funds-routes.ts): every application with its owner,
// status, lines and the sub-account's value now; and the actions, each refused with 404 (no such
// application) or 409 (not in the status it needs) — approve and reject a pending one, end one in
// trading or expired (review.ts).
import { FundsApplyStatus } from '../../../../src/api/contracts/codes';
import type { FundsApply } from '../../../../src/api/contracts/models/funds';
import type { Market } from '../../market/market';
import type { MockStore } from '../../store/store';

import { approveApplication, endApplication, rejectApplication } from './review';
import { openSubaccountPositions, subaccountValue } from './value';

export type ActionResult<T> =
  { ok: true; value: T } | { ok: false; status: 404 | 409; error: string };

export const fundsDeskView = (store: MockStore, market: Market, now: number) => ({
  applications: [...store.tables.fundsApplies.rows]
    .sort((a, b) => b.id - a.id)
    .map((a) => {
      const owner = a.userId == null ? undefined : store.tables.users.get(a.userId);
      const isLive = a.status === FundsApplyStatus.TRADING || a.status === FundsApplyStatus.EXPIRED;
      return {
        id: a.id,
        orderNumber: a.orderNumber,
        userId: a.userId,
        phone: owner?.phone ?? a.userPhone,
        name: owner?.realName ?? a.userName,
        status: a.status,
        margin: a.margin,
        lever: a.lever,
        tradersCycle: a.tradersCycle,
        payAmount: a.payAmount,
        subaccountNumber: a.subaccountNumber,
        beginTime: a.beginTime,
        endTime: a.endTime,
        lineWarning: a.lineWarning,
        lineUnwind: a.lineUnwind,
        openPositions: isLive ? openSubaccountPositions(store, a).length : 0,
        value: isLive ? subaccountValue(store, market, a, now).toFixed(2) : null,
        auditOpinion: a.auditOpinion,
      };
    }),
});

const find = (store: MockStore, id: number): ActionResult<FundsApply> => {
  const app = store.tables.fundsApplies.get(id);
  return app ? { ok: true, value: app } : { ok: false, status: 404, error: `no application ${id}` };
};

const inStatus = (
  store: MockStore,
  id: number,
  statuses: readonly number[],
  act: (app: FundsApply) => FundsApply,
): ActionResult<FundsApply> => {
  const found = find(store, id);
  if (!found.ok) return found;
  if (!statuses.includes(found.value.status)) {
    return {
      ok: false,
      status: 409,
      error: `application ${id} is in status ${found.value.status}, not ${statuses.join(' / ')}`,
    };
  }
  return { ok: true, value: act(found.value) };
};

export const approveNow = (store: MockStore, id: number, now: number) =>
  inStatus(store, id, [FundsApplyStatus.PENDING], (a) => approveApplication(store, a, now));

export const rejectNow = (store: MockStore, id: number, reason: string, now: number) =>
  inStatus(store, id, [FundsApplyStatus.PENDING], (a) => rejectApplication(store, a, reason, now));

export const endNow = (store: MockStore, market: Market, id: number, now: number) =>
  inStatus(store, id, [FundsApplyStatus.TRADING, FundsApplyStatus.EXPIRED], (a) =>
    endApplication(store, market, a, now),
  );

export const findApplication = find;
