// Closing a sub-account's open positions outside sellFunds.do (term expiry, manual end, forced
// liquidation): no trading-hours, T+1 or lock check — the back office and the risk job sell
// regardless, as the reference's forced liquidation does (§16 "Forced liquidation") — at the
// market price of the instant given, booked by funds-orders.ts' own close (same fees, same ledger).
import type { FundsApply, UserFundsPosition } from '../../../../src/api/contracts/models/funds';
import type { Market } from '../../market/market';
import type { MockStore } from '../../store/store';
import { instrumentOf } from '../trading/buy-checks';
import { settleFundsClose } from '../trading/funds-orders';

import { openSubaccountPositions } from './value';

export const closeSubaccount = (
  store: MockStore,
  market: Market,
  app: FundsApply,
  at: number,
): UserFundsPosition[] => {
  const user = app.userId == null ? undefined : store.tables.users.get(app.userId);
  if (!user) return [];
  const closed: UserFundsPosition[] = [];
  for (const p of openSubaccountPositions(store, app)) {
    const instrument = instrumentOf(market, p);
    // Without a quote the buy price stands (a flat close) rather than leaving the position open.
    const price = instrument ? market.quote(instrument, at).price : p.buyOrderPrice;
    closed.push(settleFundsClose({ store, market }, user, p, price, { now: at, ip: null }));
  }
  return closed;
};
