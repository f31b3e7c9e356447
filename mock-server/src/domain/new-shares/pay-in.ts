// submitSubscribe.do (api-contract §12.5): pay for allotted shares (认缴). In the reference's order:
// the caller's own row (someone else's id is answered like an unknown one), not a placement, the
// share's payment deadline set and not passed, status 3 (allotted), enableAmt ≥ bond; then the
// bond moves enableAmt → djzj through the ledger, status 4, submitTime now.
import Decimal from 'decimal.js';

import type { UserRow } from '../../../../fixtures/src/users';
import { SubscribeType, SubscriptionStatus } from '../../../../src/api/contracts/codes';
import { paymentDeadline } from '../../../../src/api/contracts/new-share-timeline';
import { NEW_SHARE_TEXT } from '../../../../src/api/contracts/new-share-texts';
import type { MockStore } from '../../store/store';
import { formatBeijing } from '../beijing-time';

import type { NewShareOutcome } from './apply';
import { freezeForApplication, shareByCode } from './application-row';

/** Ledger reason of a pay-in. */
export const PAY_IN_REASON = 'new share pay-in';

const refuse = (msg: string): NewShareOutcome => ({ ok: false, msg });

export const payForAllotment = (
  store: MockStore,
  user: UserRow,
  id: number | undefined,
  now: number,
): NewShareOutcome => {
  if (id === undefined || !Number.isInteger(id)) return refuse(NEW_SHARE_TEXT.badParams);
  const row = store.tables.userStockSubscribes.get(id);
  if (!row || row.userId !== user.id) return refuse(NEW_SHARE_TEXT.orderMissing);
  if (row.type === SubscribeType.OFFLINE_PLACEMENT) return refuse(NEW_SHARE_TEXT.placementNoPay);
  // A share gone from the calendar has no deadline either (the reference would fail on null).
  const share = shareByCode(store, row.newCode);
  const deadline = share ? paymentDeadline(share) : null;
  if (deadline === null || deadline < now) return refuse(NEW_SHARE_TEXT.notInPayWindow);
  if (row.status !== SubscriptionStatus.ALLOTTED) return refuse(NEW_SHARE_TEXT.notAllotted);
  const bond = new Decimal(row.bond ?? 0).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (new Decimal(user.enableAmt).lt(bond)) return refuse(NEW_SHARE_TEXT.payLowBalance);
  if (!freezeForApplication(store, user.id, row.id, bond, PAY_IN_REASON)) {
    return refuse(NEW_SHARE_TEXT.debitFailed);
  }
  const updated = store.tables.userStockSubscribes.update(row.id, {
    status: SubscriptionStatus.PAID,
    submitTime: formatBeijing(now),
  });
  store.changed();
  return { ok: true, row: updated ?? row };
};
