// Whether the position or pending-order lists show an order whose reply never came (see
// reconcile.ts). Needed only after a lost reply: it loads with the order requests (order-api.ts),
// not with the ticket's first screen.
import type { Direction } from '@/api/contracts/trading-math';

import {
  CLOCK_TOLERANCE_MS,
  heldQuantity,
  sameCode,
  type BookedOrder,
  type BookedPosition,
  type InFlightRecord,
} from './reconcile';

export type Reconciliation =
  | { status: 'booked'; via: 'new-position' | 'holding-grew' | 'pending-order' }
  | { status: 'not-found' };

export interface Evidence {
  /** Open positions (state 0) of the record's account, newest first. */
  positions?: readonly BookedPosition[];
  /** Pending orders of the user (limit orders). */
  orders?: readonly BookedOrder[];
}

/** Whether the lists show the record's order; only a match is "booked". */
export const reconcile = (
  record: InFlightRecord,
  evidence: Evidence,
  toleranceMs: number = CLOCK_TOLERANCE_MS,
): Reconciliation => {
  const since = record.at - toleranceMs;
  // A pending order names its stock by what addOrder was sent (the id as text); a backend that
  // keeps the code instead still matches.
  const keys =
    record.endpoint === 'addOrder'
      ? [record.code, String(record.params.stockId ?? '')]
      : [record.code];
  /** The same instrument, side and size, appeared since the request (within the tolerance). */
  const isOurs = (
    item: { code: string; side: Direction; quantity: number },
    at: number | null,
  ): boolean =>
    keys.some((key) => sameCode(item.code, key)) &&
    item.side === record.side &&
    item.quantity === record.quantity &&
    at !== null &&
    at >= since;
  if (record.endpoint === 'addOrder') {
    const hit = (evidence.orders ?? []).some((o) => isOurs(o, o.addedAt));
    return hit ? { status: 'booked', via: 'pending-order' } : { status: 'not-found' };
  }
  const positions = evidence.positions ?? [];
  const isNew = positions.some((p) => isOurs(p, p.openedAt));
  if (isNew) return { status: 'booked', via: 'new-position' };
  if (
    record.heldBefore !== undefined &&
    heldQuantity(positions, record.code, record.side) >= record.heldBefore + record.quantity
  ) {
    // Held nothing and now holds it, or an add-on merged into the old position.
    return { status: 'booked', via: 'holding-grew' };
  }
  return { status: 'not-found' };
};
