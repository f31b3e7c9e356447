// Links into the position screens.
import type { ContractKind } from '../model/contract-position';

/** `/detail` of a position; the code narrows the lookup, `kind` marks index/futures contracts. */
export const positionDetailPath = (
  positionSn: string,
  code: string,
  kind?: ContractKind,
): string => {
  const q = new URLSearchParams({ positionSn });
  if (code) q.set('code', code);
  if (kind) q.set('kind', kind);
  return `/detail?${q.toString()}`;
};

export type WarehouseTab = 'open' | 'closed' | 'orders';
export type AccountKind = 'stock' | ContractKind;

export const warehousePath = (tab: WarehouseTab, account: AccountKind = 'stock'): string => {
  const q = new URLSearchParams({ tab });
  if (account !== 'stock') q.set('account', account);
  return `/warehouse?${q.toString()}`;
};
