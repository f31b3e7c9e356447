// What each kind of write changes on the server, as cache-key prefixes: after the write, every
// cached query under those prefixes is asked again at once, so every screen showing that data —
// the positions tab, a ticket's holding line, the balances on the profile tab — refreshes without
// waiting for its poll. A new write names its kind here; a new resource adds its prefix to the
// kinds that change it.
import { queryClient } from '@/lib/query-client';

import { bankInfoKey } from './bank-info';
import { fundingSubaccountKeys } from './funding-subaccounts';
import { fundsPasswordKey } from './funds-password';
import { pendingOrderKeys } from './pending-orders';
import { positionKeys } from './positions';
import { userInfoKey } from './user-info';

const CHANGES = {
  /** An order booked or placed as pending (buy.do, addOrder.do, buyFunds.do, buyIndex.do…). */
  booking: [positionKeys.all, pendingOrderKeys.all, fundingSubaccountKeys.all, userInfoKey],
  /** A position closed, fully or partly. */
  close: [positionKeys.all, fundingSubaccountKeys.all, userInfoKey],
  /** Take-profit / stop-loss changed. */
  targets: [positionKeys.all],
  /** A pending order cancelled (its frozen margin comes back). */
  cancelOrder: [pendingOrderKeys.all, userInfoKey],
  /** A bank card added or changed. */
  bankCard: [bankInfoKey, userInfoKey],
  /** Real-name verification submitted. */
  verification: [userInfoKey],
  /** Funds password set. */
  fundsPassword: [fundsPasswordKey],
  /** Money moved between accounts, deposited or withdrawn. */
  money: [userInfoKey, fundingSubaccountKeys.all],
  /** Logged in: everything the user sees is theirs now. */
  login: [userInfoKey],
} as const satisfies Record<string, readonly (readonly unknown[])[]>;

export type WriteKind = keyof typeof CHANGES;

/** The key prefixes a write changes (for tests and the docs). */
export const changedBy = (write: WriteKind): readonly (readonly unknown[])[] => CHANGES[write];

/** Refreshes every cached query a write changed; resolves when they have been asked again. */
export const afterWrite = async (write: WriteKind): Promise<void> => {
  await Promise.all(CHANGES[write].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
};
