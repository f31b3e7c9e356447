// Stock orders (api-contract §11.3, §11.4, §11.13): buy.do (an add-on when the stock is held),
// buy2.do, sell.do (full or partial), getCanSell.do (T+1), updateProfitTarget.do, addmargin.do.
// The rules live in domain/trading/. Replies as the reference gives them:
//
// - buy.do: "下单成功" in `data`; an add-on answers `msg` "下单成功" with the updated position.
//   An unknown stockId, a lever ≤ 0 or a buyType other than 0/1 → empty body (the controller
//   swallows the null pointer / arithmetic error).
// - sell.do: an unknown positionSn → empty body (the routing reads the null position). Another
//   user's position answers "平仓失败，订单不存在" (the reference does not check the owner; we do).
// - buy2.do / getCanSell.do on an unknown (or someone else's) positionSn: the reference's null
//   pointer → the global "too many traders" reply.
// - Integer parameters that are no Java int ("100.5", "1e2") → Spring's HTTP 400.
import Decimal from 'decimal.js';

import type { UserRow } from '../../../fixtures/src/users';
import type { Stock } from '../../../src/api/contracts/models/market';
import {
  addMargin,
  buy,
  buy2,
  getCanSell,
  sell,
  updateProfitTarget,
} from '../../../src/api/contracts/endpoints/trading';
import { directionOfBuyType } from '../../../src/api/contracts/trading-math';
import { siteProduct, stockRowOf, writeCashLine } from '../domain/trading/context';
import { isIndexOpen } from '../domain/trading/index-orders';
import { sellableShares } from '../domain/trading/lots';
import { CLOSE_MESSAGES, ORDER_MESSAGES, POSITION_MESSAGES } from '../domain/trading/messages';
import type { BuyOutcome, StockOrder, TradingDeps } from '../domain/trading/buy-checks';
import { addToStockPosition, buyStock } from '../domain/trading/stock-buy';
import { closeStockPosition } from '../domain/trading/stock-close';
import { isTrailPct, startTrailing } from '../domain/trading/trailing-stop';
import { fail, ok } from '../http/envelope';
import type { MountEndpoint } from '../http/mount';
import { clientIp } from '../http/request-ip';
import type { Market } from '../market/market';
import { moveMoney } from '../store/ledger';
import type { MockStore } from '../store/store';

/** The reference's NullPointerException on a missing row. */
export const nullPointer = (what: string): never => {
  throw new TypeError(`Cannot read properties of null (${what})`);
};

/** The logged-in caller; none is the reference's null pointer. */
export const me = (user: UserRow | undefined): UserRow => user ?? nullPointer('current user');

/** buy.do's order fields (buyVipQc.do takes the same). */
export interface StockOrderParams {
  buyNum?: number;
  buyType?: number;
  lever?: number;
  profitTarget?: number;
  stopTarget?: number;
}

/** The order those fields ask for; none without a stock or with a buyType other than 0/1. */
export const stockOrderOf = (
  stock: Stock | undefined,
  params: StockOrderParams,
): StockOrder | undefined => {
  const direction = directionOfBuyType(params.buyType ?? -1);
  if (!stock || !direction) return undefined;
  return {
    stock,
    shares: params.buyNum ?? 0,
    direction,
    lever: params.lever ?? 0,
    profitTarget: params.profitTarget,
    stopTarget: params.stopTarget,
  };
};

/** The caller's stock position with this number. */
export const ownPosition = (store: MockStore, user: UserRow, positionSn: string | undefined) => {
  if (!positionSn) return undefined;
  const position = store.tables.userPositions.first('positionSn', positionSn);
  return position && position.userId === user.id ? position : undefined;
};

const buyReply = (outcome: BuyOutcome) => {
  if (!outcome.ok) return outcome.kind === 'empty' ? null : fail(outcome.message);
  return outcome.kind === 'added'
    ? ok(outcome.position, ORDER_MESSAGES.placed)
    : ok(ORDER_MESSAGES.placed);
};

export const tradingOrderRoutes = (mount: MountEndpoint, market: Market): void => {
  mount(buy, ({ params, req, store, user, now }) => {
    const trader = me(user);
    const stock =
      params.stockId === undefined ? undefined : store.tables.stocks.get(params.stockId);
    const order = stockOrderOf(stock, params);
    if (!order) return null;
    const deps: TradingDeps = { store, market };
    const outcome = buyStock(deps, trader, order, { now, ip: clientIp(req) });
    // Our trailing-stop extension (ADR 0010): a new position trails; an add-on keeps its stop.
    if (outcome.ok && outcome.kind === 'opened' && isTrailPct(params.trailStopPct)) {
      startTrailing(store, outcome.position.id, params.trailStopPct);
    }
    return buyReply(outcome);
  });

  mount(buy2, ({ params, req, store, user, now }) => {
    const trader = me(user);
    const position = ownPosition(store, trader, params.positionSn);
    if (!position || position.sellOrderId) return nullPointer('position');
    const stock = stockRowOf(store, position);
    if (!stock) return nullPointer('stock');
    const outcome = addToStockPosition(
      { store, market },
      trader,
      position,
      stock,
      params.buyNum ?? 0,
      { now, ip: clientIp(req) },
    );
    if (!outcome.ok) return outcome.kind === 'empty' ? null : fail(outcome.message);
    return ok(outcome.position, ORDER_MESSAGES.placed);
  });

  mount(sell, ({ params, req, store, user, now }) => {
    const trader = me(user);
    const any = store.tables.userPositions.first('positionSn', params.positionSn ?? '');
    if (!any) return null;
    const position = ownPosition(store, trader, params.positionSn);
    if (!position) return fail(CLOSE_MESSAGES.missing);
    const outcome = closeStockPosition({ store, market }, trader, position, params.sellNum ?? 0, {
      now,
      ip: clientIp(req),
    });
    return outcome.ok ? ok(outcome.position, ORDER_MESSAGES.closed) : fail(outcome.message);
  });

  mount(getCanSell, ({ params, store, user, now }) => {
    const position = ownPosition(store, me(user), params.positionSn);
    if (!position) return nullPointer('position');
    return ok(sellableShares(store, position, now));
  });

  // Stored as sent (null when absent); a positionSn containing "index" names an index position,
  // and an index position is also found by its plain number (ours are digits only).
  mount(updateProfitTarget, ({ params, store, user }) => {
    const trader = me(user);
    const sn = params.positionSn ?? '';
    const patch = {
      profitTargetPrice: params.profitTarget ?? null,
      stopTargetPrice: params.stopTarget ?? null,
    };
    const stock = sn.includes('index') ? undefined : ownPosition(store, trader, sn);
    if (stock) {
      store.tables.userPositions.update(stock.id, patch);
      store.changed();
      return ok(undefined, POSITION_MESSAGES.targetUpdated);
    }
    const index = store.tables.userIndexPositions.first('positionSn', sn);
    if (!index || index.userId !== trader.id || !isIndexOpen(index)) {
      return fail(POSITION_MESSAGES.positionMissing);
    }
    store.tables.userIndexPositions.update(index.id, patch);
    store.changed();
    return ok(undefined, POSITION_MESSAGES.targetUpdated);
  });

  // Added margin leaves enableAmt for the position's marginAdd; credited back at the close.
  mount(addMargin, ({ params, req, store, user, now }) => {
    const trader = me(user);
    if (!siteProduct(store)?.stockMarginDisplay) return fail(POSITION_MESSAGES.marginNotAllowed);
    const position = ownPosition(store, trader, params.positionSn);
    if (!position || position.sellOrderId) return fail(POSITION_MESSAGES.positionMissing);
    const amount = new Decimal(params.marginAdd ?? 0).toDecimalPlaces(2);
    if (!amount.isFinite() || amount.lte(0)) return fail(POSITION_MESSAGES.marginBadAmount);
    const moved = moveMoney(
      store,
      trader.id,
      { enableAmt: amount.neg() },
      { reason: 'add margin', ref: `position:${position.id}`, nonNegative: ['enableAmt'] },
    );
    if (!moved.ok) return fail(POSITION_MESSAGES.marginInsufficient);
    store.tables.userPositions.update(position.id, {
      marginAdd: amount.plus(position.marginAdd ?? 0).toNumber(),
    });
    writeCashLine(
      store,
      trader,
      {
        deType: '追加保证金',
        deAmt: amount,
        positionId: position.id,
        summary: `${position.stockName}(${position.stockCode}) 追加保证金`,
      },
      now,
      clientIp(req),
    );
    store.changed();
    return ok(undefined, POSITION_MESSAGES.marginAdded);
  });
};
