// A checked ticket → the exact request it sends: loaded with the order requests when the trader
// reaches for submit (ticket-on-first-use.ts), not with the ticket's first screen.
import { BUY_TYPE } from '@/api/contracts/trading-math';

import {
  quantityOf,
  trailStartLevel,
  type CheckedOrder,
  type Instrument,
  type OrderEndpoint,
  type OrderParams,
  type OrderRequest,
} from './order-request';

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
