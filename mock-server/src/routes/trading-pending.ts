// Pending (conditional) orders (api-contract §11.7): addOrder.do, orderList.do, delOrder.do. The
// executor that fires them is domain/trading/executor.ts.
//
// - addOrder checks, in the order §11.7 lists its replies: share limits, one waiting order per
//   stock. `stockId` is a stock id, or an index code / gid (containing sh / sz) for an index
//   order in lots. An unknown one → empty body (the reference's swallowed null pointer). The
//   price when placed is stored in `nowPrice`.
// - orderList: every order of the caller (waiting, executed, failed), newest first, as a PageInfo.
// - delOrder: "删除成功" comes back with status 1 (§17.3 #17); any status may be deleted.
import { addOrder, delOrder, orderList } from '../../../src/api/contracts/endpoints/trading';
import { PENDING_WAITING, pendingTargetOf } from '../domain/trading/executor';
import { PENDING_MESSAGES, pendingAboveMax, pendingBelowMin } from '../domain/trading/messages';
import { siteSetting } from '../domain/trading/context';
import { isTrailPct } from '../domain/trading/trailing-stop';
import { pendingOrderVO } from '../domain/trading/views';
import { fail, ok } from '../http/envelope';
import type { MountEndpoint } from '../http/mount';
import { pageOf } from '../http/paging';
import type { Market } from '../market/market';
import type { MockStore } from '../store/store';

import { whole } from './trading-positions';

export const ORDER_PAGE_SIZE = 10;

const stockNameOf = (store: MockStore, market: Market, stockId: string): string | null => {
  const target = pendingTargetOf(store, market, stockId);
  if (!target) return null;
  return target.kind === 'stock' ? target.stock.stockName : target.index.indexName;
};

export const tradingPendingRoutes = (mount: MountEndpoint, market: Market): void => {
  mount(addOrder, ({ params, store, user, now }) => {
    if (!user) return fail(PENDING_MESSAGES.notLoggedIn);
    const setting = siteSetting(store);
    const shares = params.buyNum ?? 0;
    if (setting?.buyMinNum != null && shares < setting.buyMinNum) {
      return fail(pendingBelowMin(setting.buyMinNum));
    }
    if (setting?.buyMaxNum != null && shares > setting.buyMaxNum) {
      return fail(pendingAboveMax(setting.buyMaxNum));
    }
    const stockId = (params.stockId ?? '').trim();
    const isDuplicate = store.tables.userPendingorders
      .where('userId', user.id)
      .some((o) => o.status === PENDING_WAITING && o.stockId === stockId);
    if (isDuplicate) return fail(PENDING_MESSAGES.duplicate);
    const target = pendingTargetOf(store, market, stockId);
    if (!target) return null;
    store.tables.userPendingorders.insert({
      userId: user.id,
      stockId,
      buyNum: shares,
      buyType: params.buyType ?? 0,
      lever: params.lever ?? 0,
      profitTarget: params.profitTarget ?? null,
      stopTarget: params.stopTarget ?? null,
      nowPrice: market.quote(target.instrument, now).price,
      // The executor skips orders without a target; the column is not nullable in our row type.
      targetPrice: params.targetPrice ?? null,
      // Our trailing-stop extension (ADR 0010), carried to the position the order opens.
      trailStopPct: isTrailPct(params.trailStopPct) ? params.trailStopPct : null,
      addTime: now,
      status: PENDING_WAITING,
    });
    store.changed();
    return ok(undefined, PENDING_MESSAGES.added);
  });

  mount(orderList, ({ params, store, user }) => {
    if (!user) throw new TypeError('Cannot read properties of null (current user)');
    const rows = [...store.tables.userPendingorders.where('userId', user.id)].sort(
      (a, b) => b.addTime - a.addTime || b.id - a.id,
    );
    const page = pageOf(rows, whole(params.pageNum, 1), whole(params.pageSize, ORDER_PAGE_SIZE));
    return ok({
      ...page,
      list: page.list.map((o) => pendingOrderVO(o, stockNameOf(store, market, o.stockId))),
    });
  });

  mount(delOrder, ({ params, store, user }) => {
    if (!user) return fail(PENDING_MESSAGES.deleteNotLoggedIn);
    const order =
      params.id === undefined ? undefined : store.tables.userPendingorders.get(params.id);
    if (!order) return fail(PENDING_MESSAGES.missing);
    if (order.userId !== user.id) return fail(PENDING_MESSAGES.notYours);
    store.tables.userPendingorders.remove(order.id);
    store.changed();
    return fail(PENDING_MESSAGES.deleted);
  });
};
