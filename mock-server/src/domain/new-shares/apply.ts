// add.do (api-contract §12.2): the reference's checks in its order with its texts, then ours
// (new-share-texts.ts): a subscription day already past, a type other than 1 / 2. Type 1 (IPO)
// books nothing until allotted; type 2 (offline placement) freezes shares × price at once:
// enableAmt → djzj through the ledger. A refused application changes nothing.
import Decimal from 'decimal.js';

import type { UserRow } from '../../../../fixtures/src/users';
import { SubscribeType } from '../../../../src/api/contracts/codes';
import type { UserStockSubscribe } from '../../../../src/api/contracts/models/ipo';
import { beijingMidnight } from '../../../../src/api/contracts/new-share-timeline';
import { applyQuantityText, NEW_SHARE_TEXT } from '../../../../src/api/contracts/new-share-texts';
import type { MockStore } from '../../store/store';
import { orderSession, siteSetting } from '../trading/context';

import { accountRefusal } from './account-gate';
import { applicationRow, bondOf, freezeForApplication, shareByCode } from './application-row';

export interface ApplyForm {
  newCode?: string;
  applyNums?: number;
  type?: number;
}

export type NewShareOutcome = { ok: true; row: UserStockSubscribe } | { ok: false; msg: string };

const refuse = (msg: string): NewShareOutcome => ({ ok: false, msg });

/** Shares per `orderNumber` unit (the issue size is kept in 万股). */
export const ISSUE_UNIT = 10_000;

export const isWholeShares = (n: number | undefined): n is number =>
  n !== undefined && Number.isInteger(n) && n > 0;

/** Ledger reason of a placement's freeze (type 2). */
export const PLACEMENT_REASON = 'new share placement';

export const applyForNewShares = (
  store: MockStore,
  user: UserRow,
  form: ApplyForm,
  now: number,
): NewShareOutcome => {
  const gate = accountRefusal(store, user);
  if (gate) return refuse(gate);
  const share = form.newCode ? shareByCode(store, form.newCode) : undefined;
  if (!share) return refuse(NEW_SHARE_TEXT.codeUnknown);
  const setting = siteSetting(store);
  if (!setting) return refuse(NEW_SHARE_TEXT.settingsMissing);
  // A-share windows to the second, weekends closed; the holiday switch was checked above.
  if (!orderSession(store, setting, now, 'a', { isHolidayChecked: false }).isOpen) {
    return refuse(NEW_SHARE_TEXT.outsideHours);
  }
  // Ours: after its subscription day a share is off the calendar and its draw is done.
  if (share.subscribeTime != null && beijingMidnight(share.subscribeTime) < beijingMidnight(now)) {
    return refuse(NEW_SHARE_TEXT.applyClosed);
  }
  const max = (share.orderNumber ?? 0) * ISSUE_UNIT;
  // Ours: the reference lets 0 and negative counts through (a negative placement would credit).
  if (!isWholeShares(form.applyNums) || form.applyNums > max) {
    return refuse(applyQuantityText(max));
  }
  const type = form.type;
  if (type !== SubscribeType.IPO && type !== SubscribeType.OFFLINE_PLACEMENT) {
    return refuse(NEW_SHARE_TEXT.badType);
  }
  const bond = bondOf(form.applyNums, share.price);
  const row = applicationRow(store, user, { share, shares: form.applyNums, type, bond, now });
  if (type === SubscribeType.OFFLINE_PLACEMENT) {
    if (new Decimal(user.enableAmt).lt(bond)) return refuse(NEW_SHARE_TEXT.lowBalance);
    if (!freezeForApplication(store, user.id, row.id, bond, PLACEMENT_REASON)) {
      return refuse(NEW_SHARE_TEXT.unknownFailure);
    }
  }
  const inserted = store.tables.userStockSubscribes.insert(row);
  store.changed();
  return { ok: true, row: inserted };
};
