// Issue 7's endpoints (api-contract §11.3–§11.10, §11.13): stock orders and positions, pending
// orders, index and futures contracts, transfers. Each handler first settles the caller's pending
// orders (domain/trading/executor.ts), so replies show what the market has triggered.
import { attachMarket } from '../domain/trading/context';
import { mountSettling } from '../domain/trading/executor';
import type { Mount } from '../http/mount';
import type { Market } from '../market/market';
import type { MockStore } from '../store/store';

import { tradingContractRoutes } from './trading-contracts';
import { tradingOrderRoutes } from './trading-orders';
import { tradingPendingRoutes } from './trading-pending';
import { tradingPositionRoutes } from './trading-positions';
import { tradingTransferRoutes } from './trading-transfer';

export const tradingRoutes = (mount: Mount, market: Market, store: MockStore): void => {
  // getUserInfo prices floating P/L with this market too.
  attachMarket(store, market);
  const settling = mountSettling(mount, market);
  tradingOrderRoutes(settling, market);
  tradingPositionRoutes(settling, market);
  tradingPendingRoutes(settling, market);
  tradingContractRoutes(settling, market);
  tradingTransferRoutes(settling);
};
