// buyNewStockQc.do (api-contract §12.7): grab shares of a new share on its listing day at the
// issue price. Checks in the reference's order with its texts, and two decisions (README
// "Backend defects the mock does not copy"):
// - the market minimum (沪 ≥ 1000, 深 ≥ 500 shares) applies as intended to every spelling of the
//   market (沪/sh, 深/sz); the reference's precedence bug refuses every sh/sz row and checks no
//   沪/深 row (§17.3 #10);
// - the amount moves enableAmt → djzj through the ledger (the reference only lowers enableAmt,
//   leaving userAmt unexplained) until the lifecycle makes the row a position.
// Ours too: a share that does not list today (not on §12.6's list) is refused.
import Decimal from 'decimal.js';

import type { UserRow } from '../../../../fixtures/src/users';
import { SubscribeType } from '../../../../src/api/contracts/codes';
import { beijingMidnight } from '../../../../src/api/contracts/new-share-timeline';
import { GRAB_MIN_SHARES, NEW_SHARE_TEXT } from '../../../../src/api/contracts/new-share-texts';
import type { MockStore } from '../../store/store';

import { accountRefusal } from './account-gate';
import { applicationRow, bondOf, freezeForApplication, shareByCode } from './application-row';
import { isWholeShares, type NewShareOutcome } from './apply';

export interface GrabForm {
  code?: string;
  num?: number;
}

/** Ledger reason of a grab's payment. */
export const GRAB_REASON = 'new share grab';

/** The minimum a market spelling asks for (refusal text and shares), if any. */
export const grabMinimum = (
  stockType: string | null | undefined,
): { shares: number; msg: string } | undefined => {
  const market = (stockType ?? '').trim().toLowerCase();
  if (market === '沪' || market === 'sh') {
    return { shares: GRAB_MIN_SHARES.shanghai, msg: NEW_SHARE_TEXT.shanghaiMin };
  }
  if (market === '深' || market === 'sz') {
    return { shares: GRAB_MIN_SHARES.shenzhen, msg: NEW_SHARE_TEXT.shenzhenMin };
  }
  return undefined;
};

const refuse = (msg: string): NewShareOutcome => ({ ok: false, msg });

export const grabNewShares = (
  store: MockStore,
  user: UserRow,
  form: GrabForm,
  now: number,
): NewShareOutcome => {
  const code = form.code?.trim() ?? '';
  // The reference: num > 0; ours also whole shares.
  if (code === '' || !isWholeShares(form.num)) return refuse(NEW_SHARE_TEXT.grabBadInput);
  const shares = form.num;
  const gate = accountRefusal(store, user);
  if (gate) return refuse(gate);
  const share = shareByCode(store, code);
  if (!share) return refuse(NEW_SHARE_TEXT.codeUnknown);
  if (share.listDate == null || beijingMidnight(share.listDate) !== beijingMidnight(now)) {
    return refuse(NEW_SHARE_TEXT.notListingToday);
  }
  const minimum = grabMinimum(share.stockType);
  if (minimum && shares < minimum.shares) return refuse(minimum.msg);
  const amount = bondOf(shares, share.price);
  if (new Decimal(user.enableAmt).lt(amount)) return refuse(NEW_SHARE_TEXT.lowBalance);
  const type = SubscribeType.NEW_STOCK_GRAB;
  const row = applicationRow(store, user, { share, shares, type, bond: amount, now });
  if (!freezeForApplication(store, user.id, row.id, amount, GRAB_REASON)) {
    return refuse(NEW_SHARE_TEXT.unknownFailure);
  }
  const inserted = store.tables.userStockSubscribes.insert(row);
  store.changed();
  return { ok: true, row: inserted };
};
