// The deposit tab of /wallet (screens §9.1): total assets and the accounts beside it. Decimal sums
// only, so the total equals the booked balances to the cent.
import Decimal from 'decimal.js';

import type { UserInfo } from '@/api/contracts/models/user';

export interface WalletAccounts {
  total: Decimal;
  stock: Decimal;
  /** Present when the index product is on. */
  index?: Decimal;
  /** Present when the futures product is on. */
  futures?: Decimal;
}

const money = (v: number | string | null | undefined): Decimal => new Decimal(v ?? 0);

export const walletAccounts = (
  info: Pick<UserInfo, 'userAmt' | 'userIndexAmt' | 'userFuturesAmt'>,
  products: { index?: boolean | null; futures?: boolean | null },
): WalletAccounts => {
  const stock = money(info.userAmt);
  const index = products.index ? money(info.userIndexAmt) : undefined;
  const futures = products.futures ? money(info.userFuturesAmt) : undefined;
  return {
    stock,
    index,
    futures,
    total: stock.plus(index ?? 0).plus(futures ?? 0),
  };
};
