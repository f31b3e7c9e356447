// "Move the sub-account's value to its warning / liquidation line" for the back office's demo
// (ADR 0029). The market engine has no price override (its prices are a pure function of seed,
// instrument and time), so this re-prices the ENTRY of the sub-account's largest open position:
// a long's buy price goes up (a short's down) by whole cents until its floating net P/L puts the
// value at or just below the line at the live quote. Sub-account buys move no money (§17.3 #7,
// funds-orders.ts), so no balance changes; the close books against the new entry. Then the
// lifecycle looks at the lines at once (checkLines): a message, or the forced liquidation.
import Decimal from 'decimal.js';

import { FundsApplyStatus } from '../../../../src/api/contracts/codes';
import type { FundsApply, UserFundsPosition } from '../../../../src/api/contracts/models/funds';
import type { Market } from '../../market/market';
import type { MockStore } from '../../store/store';

import type { ActionResult } from './back-office';
import { checkLines } from './lifecycle';
import { openSubaccountPositions, subaccountValue } from './value';

export type LineName = 'warning' | 'unwind';

export interface PricedTo {
  application: FundsApply;
  position: UserFundsPosition;
  /** The value right after re-pricing, before the lifecycle reacted. */
  value: string;
  line: string;
}

const conflict = (error: string): { ok: false; status: 409; error: string } => ({
  ok: false,
  status: 409,
  error,
});

const setEntry = (store: MockStore, p: UserFundsPosition, buy: Decimal): UserFundsPosition =>
  store.tables.userFundsPositions.update(p.id, {
    buyOrderPrice: buy.toNumber(),
    orderTotalPrice: buy
      .times(p.orderNum)
      .div(p.orderLever || 1)
      .toDecimalPlaces(2)
      .toNumber(),
  }) ?? p;

export const priceTo = (
  store: MockStore,
  market: Market,
  app: FundsApply,
  lineName: LineName,
  now: number,
): ActionResult<PricedTo> => {
  if (app.status !== FundsApplyStatus.TRADING) {
    return conflict(`application ${app.id} is not trading (status ${app.status})`);
  }
  const line = lineName === 'warning' ? app.lineWarning : app.lineUnwind;
  if (line == null || app.lineUnwind == null) return conflict(`application ${app.id} has no lines`);
  const [largest] = [...openSubaccountPositions(store, app)].sort(
    (a, b) => b.orderNum - a.orderNum,
  );
  if (!largest) return conflict(`sub-account ${app.subaccountNumber} has no open position`);
  const isShort = largest.orderDirection !== '买涨';
  const original = new Decimal(largest.buyOrderPrice);
  let position = largest;
  let value = subaccountValue(store, market, app, now);
  // One step at the exact gap, then cent by cent for the stay fee's small feedback.
  for (let round = 0; round < 50 && value.gt(line); round += 1) {
    const perShare = value.minus(line).div(largest.orderNum).toDecimalPlaces(2, Decimal.ROUND_UP);
    const step = Decimal.max(perShare, new Decimal('0.01'));
    const buy = new Decimal(position.buyOrderPrice)[isShort ? 'minus' : 'plus'](step);
    if (buy.lte(0)) break;
    position = setEntry(store, position, buy);
    value = subaccountValue(store, market, app, now);
  }
  const missed = value.gt(line) || (lineName === 'warning' && value.lte(app.lineUnwind));
  if (missed) {
    setEntry(store, position, original);
    return conflict(
      `cannot land sub-account ${app.subaccountNumber} on its ${lineName} line with a ${largest.orderNum}-share position`,
    );
  }
  store.changed();
  checkLines(store, market, app, now);
  return {
    ok: true,
    value: {
      application: store.tables.fundsApplies.get(app.id) ?? app,
      position: store.tables.userFundsPositions.get(position.id) ?? position,
      value: value.toFixed(2),
      line: new Decimal(line).toFixed(2),
    },
  };
};
