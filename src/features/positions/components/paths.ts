// Links into the position screens, from the route table.
import { routes, type PositionsAccount, type PositionsTab } from '@/config/routes';

import type { ContractKind } from '../model/contract-position';

/** `/detail` of a position; the code narrows the lookup, `kind` marks index/futures contracts. */
export const positionDetailPath = (positionSn: string, code: string, kind?: ContractKind): string =>
  routes.detail.href({ positionSn, code, kind });

export type WarehouseTab = PositionsTab;
export type AccountKind = PositionsAccount;

export const warehousePath = (tab: WarehouseTab, account: AccountKind = 'stock'): string =>
  routes.warehouse.href({ tab, account: account === 'stock' ? undefined : account });
