// Where a booked order shows: pending orders for a limit order, else the account's positions.
import { routes } from '@/config/routes';

import type { InFlightRecord } from '../model/reconcile';

const POSITIONS_PATH: Record<InFlightRecord['endpoint'], string> = {
  buy: routes.warehouse.href({ tab: 'open' }),
  addOrder: routes.warehouse.href({ tab: 'orders' }),
  // Split-account positions are listed by the funding pages (the positions tab of /fundslist).
  buyFunds: routes.fundslist.href({ index: 1 }),
  buyIndex: routes.warehouse.href({ account: 'index', tab: 'open' }),
  buyFutures: routes.warehouse.href({ account: 'futures', tab: 'open' }),
};

export const positionsPathOf = (record: Pick<InFlightRecord, 'endpoint'>): string =>
  POSITIONS_PATH[record.endpoint];
