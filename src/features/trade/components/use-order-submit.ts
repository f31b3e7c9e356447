// Sending an order exactly once, through the shared once-per-intent submit (`@/lib/intent`): the
// ticket adds only what is order-specific — how an order is sent, and how the position / pending-
// order lists show that it was booked after a lost reply or a reload mid-submit.
import type { ApiResult } from '@/lib/api-client';
import type { IntentOutcomeState } from '@/lib/intent/use-intent-submit';
import { useIntentSubmit } from '@/lib/intent/use-intent-submit';

import {
  inFlightOf,
  ORDER_SCOPE,
  parseOrderIntent,
  type InFlightRecord,
  type OrderIntent,
} from '../model/reconcile';

// The order requests (and the position and pending-order lookups behind a lost reply) load with
// the first send or check, not with the ticket's first screen; the sheet's idle warm-up fetches them.
export const loadOrderApi = () => import('../api/order-api');

export type SubmitOutcome = IntentOutcomeState<OrderIntent, ApiResult<unknown>>;

export const useOrderSubmit = ({
  onSuccess,
}: {
  /** The order was booked: the server's text (or '' when found by reconciliation). */
  onSuccess: (message: string, record: InFlightRecord) => void;
}) =>
  useIntentSubmit<OrderIntent, ApiResult<unknown>>({
    scope: ORDER_SCOPE,
    parse: parseOrderIntent,
    send: async (order) => (await loadOrderApi()).sendOrder(order),
    findEvidence: async (record) => {
      const order = inFlightOf(record);
      const { fetchEvidence, reconcile } = await loadOrderApi();
      return reconcile(order, await fetchEvidence(order)).status === 'booked';
    },
    onSuccess: (result, record) => onSuccess(result?.message ?? '', inFlightOf(record)),
  });
