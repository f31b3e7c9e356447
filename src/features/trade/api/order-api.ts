// Sending an order and finding out afterwards whether it was booked. One request per intent:
// the api-client's intentKey joins a double tap to the request already in flight.
import { buyFunds } from '@/api/contracts/endpoints/funds';
import { addOrder, buy, buyFutures, buyIndex } from '@/api/contracts/endpoints/trading';
import type { ParamsOf } from '@/api/contracts/endpoint';
import { request, type ApiResult } from '@/lib/api-client';
import { bareCode } from '@/lib/market/instrument';
import { fetchPendingOrderPage } from '@/lib/queries/pending-orders';

import type { OrderRequest } from '../model/order-request';
import { ordersOfPending, type InFlightRecord } from '../model/reconcile';
import type { Evidence } from '../model/reconcile-evidence';

import { fetchOpenPositions } from './holding';

// Judged only after a lost reply: loaded with the requests, not with the ticket.
export { reconcile } from '../model/reconcile-evidence';
// Built when the trader submits: loaded with the requests, not with the ticket's first screen.
export { buildOrderRequest } from '../model/build-order';

const quiet = { alert: 'none' } as const;
/** The newest pending orders read to find one just placed. */
const EVIDENCE_PAGE_SIZE = 50;

/** Same request content → same key: a second tap joins the first request. */
export const intentKeyOf = (order: Pick<OrderRequest, 'endpoint' | 'params'>): string =>
  `trade:${order.endpoint}:${JSON.stringify(order.params)}`;

/**
 * POSTs the order. `params` was built for this endpoint by buildOrderRequest (plus the optional
 * `trailStopPct` extension, which the contract's types do not list), hence the casts.
 */
export const sendOrder = (
  order: Pick<OrderRequest, 'endpoint' | 'params'>,
): Promise<ApiResult<unknown>> => {
  const options = { ...quiet, intentKey: intentKeyOf(order) };
  const params = order.params;
  switch (order.endpoint) {
    case 'buy':
      return request(buy, params as unknown as ParamsOf<typeof buy>, options);
    case 'addOrder':
      return request(addOrder, params as unknown as ParamsOf<typeof addOrder>, options);
    case 'buyFunds':
      return request(buyFunds, params as unknown as ParamsOf<typeof buyFunds>, options);
    case 'buyIndex':
      return request(buyIndex, params as unknown as ParamsOf<typeof buyIndex>, options);
    case 'buyFutures':
      return request(buyFutures, params as unknown as ParamsOf<typeof buyFutures>, options);
  }
};

/** The lists that show whether the record's order was booked (newest first). */
export const fetchEvidence = async (record: InFlightRecord): Promise<Evidence> => {
  if (record.endpoint === 'addOrder') {
    return { orders: ordersOfPending((await fetchPendingOrderPage(1, EVIDENCE_PAGE_SIZE)).rows) };
  }
  return { positions: await fetchOpenPositions(record.kind, bareCode(record.code)) };
};
