// A checked ticket → the exact request it sends (screens §5.1, api-contract §11.3, §11.7–§11.9,
// §14.5): which endpoint, every parameter. The confirmation sheet shows this very object, so what
// the trader approves is what goes out.
import { BUY_TYPE, cents, SHARES_PER_LOT, type Direction } from '@/api/contracts/trading-math';

import type { OrderType } from './ticket-input';
import type { TicketKind } from './ticket-config';

export type OrderEndpoint = 'buy' | 'addOrder' | 'buyFunds' | 'buyIndex' | 'buyFutures';

/**
 * Each endpoint's path as the contracts name it (order-request.test.ts holds them equal): written
 * out, so the ticket's first screen does not load the trading and funding contracts' schemas.
 */
export const ENDPOINT_PATH: Record<OrderEndpoint, string> = {
  buy: '/user/buy.do',
  addOrder: '/user/addOrder.do',
  buyFunds: '/user/funds/buyFunds.do',
  buyIndex: '/user/buyIndex.do',
  buyFutures: '/user/buyFutures.do',
};

/** The instrument as the order endpoints name it. */
export interface Instrument {
  kind: TicketKind;
  /** Stock.id / StockIndex.id / StockFutures.id. */
  id: number;
  /** Bare code (`600519`, `000001`, `CL`): positions and pending orders are matched by it. */
  code: string;
  gid: string;
  name: string;
}

/** A ticket whose every field passed the checks. */
export interface CheckedOrder {
  side: Direction;
  orderType: OrderType;
  lots: number;
  lever: number;
  limitPrice?: number;
  profitTarget?: number;
  stopLoss?: number;
  trailPct?: number;
  /** Price the trailing stop starts from: the limit price, else the current price. */
  referencePrice?: number;
  subaccountNumber?: number;
}

export type OrderParams = Record<string, string | number>;

export interface OrderRequest {
  endpoint: OrderEndpoint;
  params: OrderParams;
  /** Quantity as the endpoint counts it: shares for stocks, lots for index and futures. */
  quantity: number;
  /** The stop sent in `stopTarget` is (or includes) the trailing stop's starting level. */
  isTrailDegraded: boolean;
}

/** Stocks are ordered in shares (1 lot = 100), index and futures contracts in lots. */
export const quantityOf = (kind: TicketKind, lots: number): number =>
  kind === 'stock' || kind === 'funds' ? lots * SHARES_PER_LOT : lots;

/**
 * Where a trailing stop `pct` % away starts: below the reference price for a long, above it for a
 * short, in whole ticks (long rounds up, short down: never wider than asked).
 */
export const trailStartLevel = (reference: number, pct: number, side: Direction): number => {
  const raw = cents(reference)
    .times(side === 'long' ? 100 - pct : 100 + pct)
    .div(100);
  // decimal.js rounding modes: 0 = ROUND_UP, 1 = ROUND_DOWN.
  return raw.toDecimalPlaces(2, side === 'long' ? 0 : 1).toNumber();
};

/** The stop the server can hold: the tighter of a fixed stop and the trail's starting level. */
const effectiveStop = (order: CheckedOrder): number | undefined => {
  const trail =
    order.trailPct !== undefined && order.referencePrice !== undefined
      ? trailStartLevel(order.referencePrice, order.trailPct, order.side)
      : undefined;
  if (trail === undefined) return order.stopLoss;
  if (order.stopLoss === undefined) return trail;
  return order.side === 'long' ? Math.max(trail, order.stopLoss) : Math.min(trail, order.stopLoss);
};

const protection = (order: CheckedOrder): OrderParams => {
  const out: OrderParams = {};
  if (order.profitTarget !== undefined) out.profitTarget = order.profitTarget;
  const stop = effectiveStop(order);
  if (stop !== undefined) out.stopTarget = stop;
  // An optional extension: the reference ignores unknown parameters, so it keeps the fixed stop.
  if (order.trailPct !== undefined) out.trailStopPct = order.trailPct;
  return out;
};

export const buildOrderRequest = (instrument: Instrument, order: CheckedOrder): OrderRequest => {
  const quantity = quantityOf(instrument.kind, order.lots);
  // What every endpoint takes after the instrument, in the order sent.
  const sized = { buyNum: quantity, buyType: BUY_TYPE[order.side], lever: order.lever };
  /** A request; `withProtection`: the endpoint takes take-profit / stop-loss (and the trail). */
  const make = (endpoint: OrderEndpoint, params: OrderParams, withProtection: boolean) => ({
    endpoint,
    params: withProtection ? { ...params, ...protection(order) } : params,
    quantity,
    isTrailDegraded: withProtection && order.trailPct !== undefined,
  });
  switch (instrument.kind) {
    case 'stock':
      return order.orderType === 'limit'
        ? // addOrder's stockId is the stock id as text (api-contract §11.7): the reference app
          // sent the code (screens §5.1), which the executor, looking ids up, never fills.
          make(
            'addOrder',
            { stockId: String(instrument.id), ...sized, targetPrice: order.limitPrice ?? 0 },
            true,
          )
        : make('buy', { stockId: instrument.id, ...sized }, true);
    case 'funds':
      return make(
        'buyFunds',
        { stockId: instrument.id, ...sized, subaccountNumber: order.subaccountNumber ?? 0 },
        false,
      );
    case 'index':
      return make('buyIndex', { indexId: instrument.id, ...sized }, true);
    case 'futures':
      // Capital F, as the backend binds it (§11.9).
      return make('buyFutures', { FuturesId: instrument.id, ...sized }, false);
  }
};
