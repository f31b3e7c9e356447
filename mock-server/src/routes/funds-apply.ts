// Funding (配资) applications (api-contract §14.1–§14.4); trading in a sub-account (§14.5–§14.8) is
// funds-trading.ts. Every handler first brings the funding lifecycle (approval effects, expiry,
// warning and liquidation lines — domain/funds/lifecycle.ts) up to the request's mock-clock
// instant. Replies:
//
// - getUserApplyList: PageInfo of the caller's applications, id descending (pageSize 12). The
//   reference ignores `userId` but cannot bind a missing one: the contract entry's `required400`
//   keeps that (HTTP 400), as the reference.
// - getFundsSetting: the settings row, or null.
// - getFundsTypeList: list-only PageInfo of the cycle's enabled levers, lever ascending.
// - addFundsApply: "申请成功！"; the reference's failures with status 0 ("请登录后操作",
//   "操作异常，请稍后重试！") or 1 (可用金额小于); our re-checks with status 1 (domain/funds/apply.ts).
//   Texts: src/api/contracts/funds-texts.ts.
import {
  addFundsApply,
  getFundsSetting,
  getFundsTypeList,
  getUserApplyList,
} from '../../../src/api/contracts/endpoints/funds';
import { FUNDS_TEXT } from '../../../src/api/contracts/funds-texts';
import { noteInJournal } from '../control/journal';
import { applyForFunds, enabledLevers, fundsSettingOf } from '../domain/funds/apply';
import { mountCatchingUpFunds } from '../domain/funds/lifecycle';
import { listOnlyPageOf } from '../domain/trading/views';
import { fail, ok } from '../http/envelope';
import type { MountEndpoint } from '../http/mount';
import { pageOf } from '../http/paging';
import type { Market } from '../market/market';

import { nullPointer } from './trading-orders';
import { whole } from './trading-positions';

/** The reference's page size of getUserApplyList.do (§14.1). */
export const APPLY_LIST_PAGE_SIZE = 12;

export const fundsApplyRoutes = (plainMount: MountEndpoint, market: Market): void => {
  const mount = mountCatchingUpFunds(plainMount, market);

  mount(getUserApplyList, ({ params, store, user }) => {
    if (!user) return nullPointer('current user');
    const rows = [...store.tables.fundsApplies.where('userId', user.id)].sort(
      (a, b) => b.id - a.id,
    );
    return ok(pageOf(rows, whole(params.pageNum, 1), whole(params.pageSize, APPLY_LIST_PAGE_SIZE)));
  });

  mount(getFundsSetting, ({ store }) => ok(fundsSettingOf(store) ?? null));

  mount(getFundsTypeList, ({ params, store }) =>
    ok(listOnlyPageOf(enabledLevers(store, params.cycleType ?? -1))),
  );

  mount(addFundsApply, ({ params, store, user, now, res }) => {
    if (!user) return ok(undefined, FUNDS_TEXT.loginFirst);
    const outcome = applyForFunds(store, user, params, now);
    if (!outcome.ok) return outcome.status0 ? ok(undefined, outcome.msg) : fail(outcome.msg);
    const { row } = outcome;
    noteInJournal(
      res,
      `funding application ${row.id} (${row.orderNumber}): margin ${row.margin} × ${row.lever}, ` +
        `${row.tradersCycle} days, ${row.payAmount} frozen (enableAmt)`,
    );
    return ok(undefined, FUNDS_TEXT.applied);
  });
};
