// The order a confirmation shows a trader, read back from the very request it sends (so what is
// approved is what goes out, a resend after a lost reply included): side, quantity, order type,
// price, leverage, protection, and where the order goes once sent. No endpoint or parameter name
// leaves this file; the exact request is the harness's (lib/harness-only).
import { BUY_TYPE, SHARES_PER_LOT, type Direction } from '@/api/contracts/trading-math';

import type { OrderRequest } from './order-request';
import type { OrderType } from './ticket-input';
import type { TicketKind } from './ticket-config';

/** Where a sent order shows: it fills at once into an account's positions, or it waits. */
export type Destination = 'positions' | 'pending' | 'subaccount' | 'index' | 'futures';

export interface OrderSummary {
  side: Direction;
  lots: number;
  /** Stocks only (1 lot = 100 shares); null for index and futures contracts. */
  shares: number | null;
  orderType: OrderType;
  /** The trigger price of a limit order. */
  limitPrice: number | null;
  lever: number;
  subaccount: number | null;
  profitTarget: number | null;
  /** The stop the server holds (for a trailing stop: where it starts, held fixed). */
  stopLoss: number | null;
  trailPct: number | null;
  destination: Destination;
}

const DESTINATION: Record<OrderRequest['endpoint'], Destination> = {
  buy: 'positions',
  addOrder: 'pending',
  buyFunds: 'subaccount',
  buyIndex: 'index',
  buyFutures: 'futures',
};

type Summarized = Pick<OrderRequest, 'endpoint' | 'params'>;

const numberOf = (params: Summarized['params'], name: string): number | null => {
  const raw = params[name];
  if (raw === undefined || raw === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
};

export const summarizeOrder = (request: Summarized, kind: TicketKind): OrderSummary => {
  const { params } = request;
  const quantity = numberOf(params, 'buyNum') ?? 0;
  const isStockLike = kind === 'stock' || kind === 'funds';
  return {
    side: numberOf(params, 'buyType') === BUY_TYPE.short ? 'short' : 'long',
    lots: isStockLike ? quantity / SHARES_PER_LOT : quantity,
    shares: isStockLike ? quantity : null,
    orderType: request.endpoint === 'addOrder' ? 'limit' : 'market',
    limitPrice: numberOf(params, 'targetPrice'),
    lever: numberOf(params, 'lever') ?? 1,
    subaccount: numberOf(params, 'subaccountNumber'),
    profitTarget: numberOf(params, 'profitTarget'),
    stopLoss: numberOf(params, 'stopTarget'),
    trailPct: numberOf(params, 'trailStopPct'),
    destination: DESTINATION[request.endpoint],
  };
};
