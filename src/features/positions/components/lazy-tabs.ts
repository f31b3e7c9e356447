// /warehouse's lists other than the first one (stock positions, open): their code loads when their
// tab is chosen, or at the first idle moment after the first screen, so a tap rarely waits.
import type { ComponentProps } from 'react';

import { lazyOnFirstUse } from '@/lib/lazy-on-first-use';

import type { ContractPositionsList } from './contract-positions-list';
import type { StockSearch } from './use-stock-list';

export const closedTab = lazyOnFirstUse<StockSearch>(() =>
  import('./closed-positions-list').then((m) => m.ClosedPositionsList),
);

export const ordersTab = lazyOnFirstUse<object>(() =>
  import('./pending-orders-list').then((m) => m.PendingOrdersList),
);

export const contractTab = lazyOnFirstUse<ComponentProps<typeof ContractPositionsList>>(() =>
  import('./contract-positions-list').then((m) => m.ContractPositionsList),
);

/** Loads every tab's code (settles when all are there). */
export const warmTabs = (): Promise<void> =>
  Promise.all([closedTab.warm(), ordersTab.warm(), contractTab.warm()]).then(() => undefined);
