// The value of a funding sub-account (ADR 0029): the trading capital granted at approval
// (enabledTradingAmount = margin + fundsAmount) plus the floating net P/L of its open positions,
// each as fundsList.do shows it (fees and the stay fee out, at the live quote). Realised P/L is
// not in it: a close books its net to the trader's own balances (funds-orders.ts). The lines set at
// approval (margin × ratio + fundsAmount) are on the same scale, so value ≤ lineWarning means the
// trader has lost (1 − daysWarning) of the margin.
import Decimal from 'decimal.js';

import type { FundsApply, UserFundsPosition } from '../../../../src/api/contracts/models/funds';
import type { Market } from '../../market/market';
import type { MockStore } from '../../store/store';
import { fundsPositionVO } from '../trading/views';

/** The open positions booked into the application's sub-account. */
export const openSubaccountPositions = (store: MockStore, app: FundsApply): UserFundsPosition[] =>
  app.subaccountNumber == null || app.userId == null
    ? []
    : store.tables.userFundsPositions
        .where('userId', app.userId)
        .filter((p) => p.subaccountNumber === app.subaccountNumber && !p.sellOrderId);

/** Σ floating net P/L of the sub-account's open positions at `now`. */
export const floatingNet = (store: MockStore, market: Market, app: FundsApply, now: number) =>
  openSubaccountPositions(store, app).reduce(
    (acc, p) => acc.plus(fundsPositionVO(p, market, now).allProfitAndLose ?? 0),
    new Decimal(0),
  );

export const subaccountValue = (
  store: MockStore,
  market: Market,
  app: FundsApply,
  now: number,
): Decimal =>
  new Decimal(app.enabledTradingAmount ?? app.totalTradingAmount ?? 0)
    .plus(floatingNet(store, market, app, now))
    .toDecimalPlaces(2);
