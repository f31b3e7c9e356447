// Split-account (分仓) trading in a funding sub-account (api-contract §14.5–§14.8):
// getUserSubaccount.do, buyFunds.do, fundsList.do, sellFunds.do. The rules and the decisions on
// the reference's defects (§17.3 #7, #12, #18) are in domain/trading/funds-orders.ts. Replies:
//
// - getUserSubaccount: a PageInfo with only `list` set — the caller's applications in status 1.
// - buyFunds: "下单成功" in `data`. An unknown stockId, a buyType other than 0/1 or a lever ≤ 0 →
//   empty body (the controller swallows the exception), as buy.do. The reference binds the
//   numbers as `Integer`: "100.5", "1e2" or > 2^31 − 1 → Spring's HTTP 400 (the contract entry
//   types them as plain numbers, so the check is here, before anything runs).
// - fundsList: PageInfo of UserPositionVO, newest first, filters as position/list.do.
// - sellFunds: `msg` "平仓成功！"; every refusal in §14.8's order; someone else's position number
//   answers "平仓失败，订单不存在" (the reference checks no owner; we do).
// Every handler first settles the caller's pending orders, like the other trading endpoints.
import {
  buyFunds,
  fundsList,
  getUserSubaccount,
  sellFunds,
} from '../../../src/api/contracts/endpoints/funds';
import { directionOfBuyType } from '../../../src/api/contracts/trading-math';
import { mountSettling } from '../domain/trading/executor';
import {
  buyFundsPosition,
  sellFundsPosition,
  tradingSubaccounts,
} from '../domain/trading/funds-orders';
import { ORDER_MESSAGES, PENDING_MESSAGES } from '../domain/trading/messages';
import { fundsPositionVO, listOnlyPageOf } from '../domain/trading/views';
import { fail, ok } from '../http/envelope';
import type { HandlerContext, Mount } from '../http/mount';
import { pageOf } from '../http/paging';
import { clientIp } from '../http/request-ip';
import type { Market } from '../market/market';

import { nullPointer } from './trading-orders';
import { like, POSITION_PAGE_SIZE, whole } from './trading-positions';

export const fundsTradingRoutes = (mount: Mount, market: Market): void => {
  const settling = mountSettling(mount, market);

  settling(getUserSubaccount, ({ store, user }) => {
    if (!user) return nullPointer('current user');
    return ok(listOnlyPageOf(tradingSubaccounts(store, user.id)));
  });

  const buyReply = ({ params, req, store, user, now }: HandlerContext<typeof buyFunds>) => {
    // "Not logged in" comes back as a success here (§2.2).
    if (!user) return ok(undefined, PENDING_MESSAGES.notLoggedIn);
    const stock =
      params.stockId === undefined ? undefined : store.tables.stocks.get(params.stockId);
    const direction = directionOfBuyType(params.buyType ?? -1);
    if (!stock || !direction) return null;
    const outcome = buyFundsPosition(
      { store, market },
      user,
      {
        stock,
        shares: params.buyNum ?? 0,
        direction,
        lever: params.lever ?? 0,
        subaccountNumber: params.subaccountNumber ?? 0,
      },
      { now, ip: clientIp(req) },
    );
    if (!outcome.ok) return outcome.kind === 'empty' ? null : fail(outcome.message);
    return ok(ORDER_MESSAGES.placed);
  };

  settling(buyFunds, buyReply);

  settling(fundsList, ({ params, store, user, now }) => {
    if (!user) return nullPointer('current user');
    const state = params.state;
    const rows = store.tables.userFundsPositions
      .where('userId', user.id)
      .filter(
        (p) =>
          (state === 0 ? !p.sellOrderId : state === 1 ? Boolean(p.sellOrderId) : true) &&
          like(p.stockCode, params.stockCode) &&
          like(p.stockSpell, params.stockSpell),
      )
      .sort((a, b) => b.id - a.id);
    const page = pageOf(rows, whole(params.pageNum, 1), whole(params.pageSize, POSITION_PAGE_SIZE));
    return ok({ ...page, list: page.list.map((p) => fundsPositionVO(p, market, now)) });
  });

  settling(sellFunds, ({ params, req, store, user, now }) => {
    if (!user) return nullPointer('current user');
    const outcome = sellFundsPosition({ store, market }, user, params.positionSn ?? '', {
      now,
      ip: clientIp(req),
    });
    return outcome.ok ? ok(undefined, ORDER_MESSAGES.closed) : fail(outcome.message);
  });
};
