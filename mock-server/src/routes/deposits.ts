// Deposits under /user/ (api-contract §13.5, §13.7): the offline deposit order and the caller's
// deposit records. The order's checks live in domain/money/deposit-orders.ts; approval or
// rejection comes from the back office (control/deposit-routes.ts), never from here.
import { DEPOSIT_TEXT } from '../../../src/api/contracts/deposit-texts';
import { inMoney, rechargeList } from '../../../src/api/contracts/endpoints/money';
import type { UserRecharge } from '../../../src/api/contracts/models/money';
import { noteInJournal } from '../control/journal';
import { checkDeposit, openDepositOrder } from '../domain/money/deposit-orders';
import { fail, ok } from '../http/envelope';
import type { Mount } from '../http/mount';
import { pageOf } from '../http/paging';

import { ownOrigin, UPLOAD_PATH } from './kyc';
import { whole } from './trading-positions';

/** The reference's default page size (the app asks for 15). */
export const RECHARGE_PAGE_SIZE = 10;

/** The upload key a proof URL names (`…/upload/<key>`, any origin: only the key is kept). */
export const proofKeyOf = (url: string): string | undefined => {
  let path: string;
  try {
    path = new URL(url.trim(), 'http://localhost').pathname;
  } catch {
    return undefined;
  }
  const match = new RegExp(`^${UPLOAD_PATH}/([^/]+)$`).exec(path);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
};

/** Newest first: by creation time, then id. */
const newestFirst = (a: UserRecharge, b: UserRecharge): number =>
  (b.addTime ?? '').localeCompare(a.addTime ?? '') || b.id - a.id;

/** An exact filter; absent or empty matches everything, as the reference's `isNotBlank` test. */
const matches = (value: unknown, filter: string | undefined): boolean =>
  filter === undefined || filter.trim() === '' || String(value ?? '') === filter.trim();

export const depositRoutes = (mount: Mount, publicOrigin?: string): void => {
  mount(inMoney, ({ req, res, params, user, store, now }) => {
    if (!user) throw new TypeError('Cannot read properties of null (current user)');
    const checked = checkDeposit(store, user, params, proofKeyOf);
    if (!checked.ok) return fail(checked.msg);
    const { proofKey } = checked.draft;
    // Stored on our own origin whatever origin the form named: the back office opens it.
    const payUrl =
      proofKey === null ? null : `${ownOrigin(req, publicOrigin)}${UPLOAD_PATH}/${proofKey}`;
    const order = openDepositOrder(store, user, checked.draft, { now, payUrl });
    // The reference raises an admin alarm "RECHARGE" here.
    noteInJournal(
      res,
      `RECHARGE: deposit #${order.id} ${order.orderSn ?? ''} ${order.payAmt} yuan under review`,
    );
    return ok(undefined, DEPOSIT_TEXT.done);
  });

  mount(rechargeList, ({ params, user, store }) => {
    if (!user) throw new TypeError('Cannot read properties of null (current user)');
    const rows = store.tables.userRecharges
      .where('userId', user.id)
      .filter((r) => matches(r.orderStatus, params.orderStatus))
      .filter((r) => matches(r.payChannel, params.payChannel))
      .sort(newestFirst);
    return ok(pageOf(rows, whole(params.pageNum, 1), whole(params.pageSize, RECHARGE_PAGE_SIZE)));
  });
};
