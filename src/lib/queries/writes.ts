// What each kind of write changes on the server, as cache-key prefixes: after the write, every
// cached query under those prefixes is asked again at once, so every screen showing that data —
// the positions tab, a ticket's holding line, the balances on the profile tab — refreshes without
// waiting for its poll. A new write names its kind here; a new resource adds its prefix to the
// kinds that change it.
import { queryClient } from '@/lib/query-client';

import { KEY_ROOTS } from './keys';

const {
  bankInfo,
  cashRecords,
  funding,
  fundsApplications,
  fundsPassword,
  messages,
  pendingOrders,
  positions,
  recharges,
  unread,
  user,
  watchlist,
  withdrawals,
  subscriptions,
  newShares,
} = KEY_ROOTS;

const CHANGES = {
  /** An order booked or placed as pending (buy.do, addOrder.do, buyFunds.do, buyIndex.do…). */
  booking: [positions, pendingOrders, funding, fundsApplications, user],
  /** A position closed, fully or partly. */
  /** A sub-account close (sellFunds.do) also changes its allocation's figures. */
  close: [positions, funding, fundsApplications, user],
  /** Take-profit / stop-loss changed. */
  targets: [positions],
  /** A pending order cancelled (its frozen margin comes back). */
  cancelOrder: [pendingOrders, user],
  /** A bank card added or changed. */
  bankCard: [bankInfo, user],
  /** Real-name verification submitted. */
  verification: [user],
  /** Funds password set. */
  fundsPassword: [fundsPassword],
  /** A deposit asked for (inMoney.do, a gateway order): a new recharge row, balances once credited. */
  deposit: [user, funding, recharges, cashRecords],
  /** A withdrawal asked for (outMoney.do): the amount leaves the available balance at once. */
  withdraw: [user, funding, withdrawals, cashRecords],
  /** A pending withdrawal cancelled (cancel.do): the amount comes back. */
  withdrawCancel: [user, funding, withdrawals, cashRecords],
  /**
   * Money moved between the financing, index and futures accounts (transAmt.do). Positions do not
   * change: the totals above them read the user's balances.
   */
  transfer: [user, funding, cashRecords],
  /**
   * A new-share application (add.do; a type-2 placement freezes its amount at once) or a grab of
   * a listing share (buyNewStockQc.do, paid at once).
   */
  subscribe: [subscriptions, newShares, user, funding, cashRecords],
  /** An allotment paid in (submitSubscribe.do): its amount moves from available to frozen. */
  subscriptionPay: [subscriptions, user, funding, cashRecords],
  /**
   * A funding application (addFundsApply.do): margin + management fee leave the available balance
   * at once and a new application row appears.
   */
  fundsApply: [user, funding, fundsApplications, cashRecords],
  /** Messages marked read. */
  messagesRead: [messages, unread],
  /** A code added to or removed from the watchlist. */
  watchlist: [watchlist],
  /** Logged in: everything the user sees is theirs now. */
  login: [user],
} as const satisfies Record<string, readonly (readonly unknown[])[]>;

export type WriteKind = keyof typeof CHANGES;

/** Refreshes every cached query a write changed; resolves when they have been asked again. */
export const afterWrite = async (write: WriteKind): Promise<void> => {
  await Promise.all(CHANGES[write].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
};
