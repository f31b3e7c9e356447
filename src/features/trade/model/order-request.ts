// What a checked ticket sends (screens §5.1, api-contract §11.3, §11.7–§11.9, §14.5): the order's
// shapes, endpoints and quantities. The request itself is built by build-order.ts; the
// confirmation sheet shows that very object, so what the trader approves is what goes out.
import { cents, SHARES_PER_LOT, type Direction } from '@/api/contracts/trading-math';

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
