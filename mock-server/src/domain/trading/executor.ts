// The pending-order executor (api-contract §11.7). The reference runs it as a scheduled job; here
// it runs lazily and deterministically: before any trading request of a user (and getUserInfo),
// that user's waiting orders are checked against the live price at the request's mock-clock
// instant. A long order fires when targetPrice ≤ price, a short one when price ≤ targetPrice; it
// then buys as buy.do would (an add-on when the stock is held; index codes buy index contracts),
// with every rule but the session windows (prices only move inside them) → status 1, or 2 when
// the buy is refused. Orders without a target are skipped; nothing fires while the control API or
// the holiday switch closes trading. A fired order's `trailStopPct` goes to the position it opens;
// each run then ratchets the user's trailing stops (trailing-stop.ts), whatever the switches say:
// it only follows the quote.
import Decimal from 'decimal.js';

import type { UserPendingorderRow } from '../../../../fixtures/src/positions';
import { directionOfBuyType } from '../../../../src/api/contracts/trading-math';
import type { StockIndex } from '../../../../src/api/contracts/models/index-futures';
import type { Stock } from '../../../../src/api/contracts/models/market';
import type { Instrument, Market } from '../../market/market';
import type { HandlerContext, MountEndpoint } from '../../http/mount';
import type { MockStore } from '../../store/store';
import type { EndpointDef } from '../../../../src/api/contracts/endpoint';

import { catchUpFunds } from '../funds/lifecycle';
import { catchUpNewShares } from '../new-shares/lifecycle';

import { isExecutionAllowed } from './context';
import { buyIndexContract } from './index-orders';
import { instrumentOf, type TradingDeps } from './buy-checks';
import { buyStock } from './stock-buy';
import { isTrailPct, ratchetTrailingStops, startTrailing } from './trailing-stop';

export const PENDING_WAITING = 0;
export const PENDING_EXECUTED = 1;
export const PENDING_FAILED = 2;

/** Codes with `sh` / `sz` name an index (as the reference's executor reads them). */
export const isIndexCode = (stockId: string): boolean => /sh|sz/i.test(stockId);

export type PendingTarget =
  | { kind: 'stock'; instrument: Instrument; stock: Stock }
  | { kind: 'index'; instrument: Instrument; index: StockIndex };

/** What a pending order's `stockId` names: a stock id, or an index code / gid. */
export const pendingTargetOf = (
  store: MockStore,
  market: Market,
  stockId: string,
): PendingTarget | undefined => {
  const text = stockId.trim();
  if (isIndexCode(text)) {
    const instrument = market.index(text) ?? market.index(text.replace(/^(sh|sz)/i, ''));
    const index =
      instrument?.kind === 'index' ? store.tables.stockIndexes.get(instrument.row.id) : undefined;
    return instrument && index ? { kind: 'index', instrument, index } : undefined;
  }
  if (!/^\d+$/.test(text)) return undefined;
  const stock = store.tables.stocks.get(Number(text));
  const instrument = stock ? instrumentOf(market, stock) : undefined;
  return stock && instrument ? { kind: 'stock', instrument, stock } : undefined;
};

const isTriggered = (order: UserPendingorderRow, price: number): boolean => {
  if (order.targetPrice === null) return false;
  const target = new Decimal(order.targetPrice);
  if (order.buyType === 0) return target.lte(price);
  if (order.buyType === 1) return target.gte(price);
  return false;
};

/**
 * Fires what the live price allows, then ratchets trailing stops. Returns how many orders changed
 * status.
 */
export const runPendingOrders = (deps: TradingDeps, userId: number, now: number): number => {
  const changed = isExecutionAllowed(deps.store) ? fireWaitingOrders(deps, userId, now) : 0;
  ratchetTrailingStops(deps, userId, now);
  return changed;
};

const fireWaitingOrders = (deps: TradingDeps, userId: number, now: number): number => {
  const { store, market } = deps;
  const waiting = store.tables.userPendingorders
    .where('userId', userId)
    .filter(
      (o) => o.status === PENDING_WAITING && o.targetPrice !== null && o.targetPrice !== undefined,
    )
    .sort((a, b) => a.id - b.id);
  let changed = 0;
  for (const order of waiting) {
    const target = pendingTargetOf(store, market, order.stockId);
    const direction = directionOfBuyType(order.buyType);
    if (!target || !direction) {
      store.tables.userPendingorders.update(order.id, { status: PENDING_FAILED });
      changed++;
      continue;
    }
    if (!isTriggered(order, market.quote(target.instrument, now).price)) continue;
    const user = store.tables.users.get(userId);
    if (!user) return changed;
    const ctx = { now, ip: null, isSessionIgnored: true };
    const common = {
      direction,
      lever: order.lever,
      profitTarget: order.profitTarget ?? undefined,
      stopTarget: order.stopTarget ?? undefined,
    };
    const outcome =
      target.kind === 'stock'
        ? buyStock(deps, user, { stock: target.stock, shares: order.buyNum, ...common }, ctx)
        : buyIndexContract(deps, user, target.index, { lots: order.buyNum, ...common }, ctx);
    // An add-on keeps the held position's stop, as buy.do's does.
    const isOpened = outcome.ok && 'kind' in outcome && outcome.kind === 'opened';
    if (isOpened && target.kind === 'stock' && isTrailPct(order.trailStopPct)) {
      startTrailing(store, outcome.position.id, order.trailStopPct);
    }
    store.tables.userPendingorders.update(order.id, {
      status: outcome.ok ? PENDING_EXECUTED : PENDING_FAILED,
    });
    changed++;
  }
  if (changed > 0) store.changed();
  return changed;
};

/**
 * `mount` for trading endpoints: the session user's pending orders are settled first, so every
 * reply (balances, positions, orders) already shows what the market has triggered.
 */
export const mountSettling =
  (mount: MountEndpoint, market: Market): MountEndpoint =>
  <E extends EndpointDef>(endpoint: E, handler: (ctx: HandlerContext<E>) => unknown) =>
    mount(endpoint, (ctx) => {
      if (ctx.user) {
        // New shares first: a listing books positions these replies should already show.
        catchUpNewShares(ctx.store, ctx.now);
        // Funding expiry, warning and liquidation lines (ADR 0029).
        catchUpFunds(ctx.store, ctx.now, market);
        runPendingOrders({ store: ctx.store, market }, ctx.user.id, ctx.now);
      }
      return handler(ctx);
    });
