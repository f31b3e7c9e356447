// Position look-ups by instrument and funding look-ups (api-contract §18.25–§18.28). Rules and
// the reference's defects not copied: domain/trading/position-lookups.ts, funds-append.ts and the
// contract entries (src/api/contracts/endpoints/user-lookups.ts). Replies:
//
// - find*PositionByCode: a PageInfo with only `list` set — `[earliest open position]` or `[null]`,
//   priced as the index / futures / sub-account position lists price it (views.ts).
// - getSubaccountInfo: the caller's own FundsApply or `null`; getLeverRateInfo: FundsLever or null.
// - appendApply: `msg` "操作成功" or one of §18.27's refusals (status 1).
// - getAppendList: PageInfo of the caller's FundsAppend rows, newest first; `userId` is ignored.
import {
  appendApply,
  findUserFundsPositionByCode,
  findUserFuturesPositionByCode,
  findUserIndexPositionByCode,
  FUNDS_APPEND_MESSAGES,
  getAppendList,
  getLeverRateInfo,
  getSubaccountInfo,
} from '../../../src/api/contracts/endpoints/user-lookups';
import { ENVELOPE_MESSAGES } from '../../../src/api/contracts/envelope';
import type { FundsAppend } from '../../../src/api/contracts/models/funds';
import { mountSettling } from '../domain/trading/executor';
import { leverRate, ownApplication, requestFundsAppend } from '../domain/trading/funds-append';
import { futuresProductOf } from '../domain/trading/futures-orders';
import {
  earliestOpenFundsPosition,
  earliestOpenFuturesPosition,
  earliestOpenIndexPosition,
} from '../domain/trading/position-lookups';
import {
  fundsPositionVO,
  futuresPositionVO,
  indexPositionVO,
  listOnlyPageOf,
} from '../domain/trading/views';
import { fail, ok } from '../http/envelope';
import type { Mount } from '../http/mount';
import { pageOf } from '../http/paging';
import type { Market } from '../market/market';

import { nullPointer } from './trading-orders';
import { like, whole } from './trading-positions';

const APPEND_PAGE_SIZE = 10;

/** getAppendList.do's filters; `keyword` is a LIKE on the name or the phone. */
const isListed = (
  a: FundsAppend,
  f: { keyword?: string; status?: number; appendType?: number },
): boolean =>
  (f.status === undefined || a.status === f.status) &&
  (f.appendType === undefined || a.appendType === f.appendType) &&
  (!f.keyword || like(a.userName, f.keyword) || like(a.userPhone, f.keyword));

export const userLookupRoutes = (mount: Mount, market: Market): void => {
  // Positions: pending orders settle first, as on the position lists.
  const settling = mountSettling(mount, market);

  settling(findUserIndexPositionByCode, ({ params, store, user, now }) => {
    const me = user ?? nullPointer('current user');
    const p = earliestOpenIndexPosition(store, me.id, params.indexGid);
    return ok(listOnlyPageOf([p ? indexPositionVO(p, market, now) : null]));
  });

  settling(findUserFuturesPositionByCode, ({ params, store, user, now }) => {
    const me = user ?? nullPointer('current user');
    const p = earliestOpenFuturesPosition(store, me.id, params.futuresGid);
    const vo = p ? futuresPositionVO(p, futuresProductOf(store, p), market, now) : null;
    return ok(listOnlyPageOf([vo]));
  });

  settling(findUserFundsPositionByCode, ({ params, store, user, now }) => {
    // "Not logged in" is a success here (§18.25); the interceptor normally answers first.
    if (!user) return ok(undefined, ENVELOPE_MESSAGES.serviceNotLoggedIn);
    const p = earliestOpenFundsPosition(store, user.id, params.fundsCode);
    return ok(listOnlyPageOf([p ? fundsPositionVO(p, market, now) : null]));
  });

  mount(getSubaccountInfo, ({ params, store, user }) => {
    const me = user ?? nullPointer('current user');
    const id = params.id ?? nullPointer('id');
    return ok(ownApplication(store, me.id, id) ?? null);
  });

  mount(getLeverRateInfo, ({ params, store }) =>
    ok(leverRate(store, params.cycleType, params.lever) ?? null),
  );

  mount(appendApply, ({ params, store, user, now }) => {
    const me = user ?? nullPointer('current user');
    const outcome = requestFundsAppend(store, me, params, now);
    return outcome.ok ? ok(undefined, FUNDS_APPEND_MESSAGES.done) : fail(outcome.message);
  });

  mount(getAppendList, ({ params, store, user }) => {
    const me = user ?? nullPointer('current user');
    const rows = store.tables.fundsAppends
      .where('userId', me.id)
      .filter((a) => isListed(a, params))
      .sort((a, b) => b.id - a.id);
    return ok(pageOf(rows, whole(params.pageNum, 1), whole(params.pageSize, APPEND_PAGE_SIZE)));
  });
};
