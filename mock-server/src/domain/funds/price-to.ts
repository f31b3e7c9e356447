// "Move the sub-account's value to its warning / liquidation line" for the back office's demo
// (ADR 0029). First the MARKET moves: the stock of the sub-account's largest open position is
// shifted (market/price-shift.ts) — down for a long, up for a short — tick by tick until the
// floating net P/L puts the value at or just below the line; the quote, the time-share line and
// the K-lines all show the fall, for every holder of that stock, until the day's close. A line is
// often further than one day's price limit allows (a lever-3 sub-account's warning line can sit
// 18 % below a main-board stock's price); then the shift is taken back and the ENTRY of that
// position is re-priced instead (its buy price up for a long, down for a short; sub-account buys
// move no money, §17.3 #7, so no balance changes). The reply says which. Then the lifecycle looks
// at the lines at once (checkLines): a message, or the forced liquidation.
import Decimal from 'decimal.js';

import type { PriceShiftRow } from '../../../../fixtures/src/db';
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
  /** The value right after the move, before the lifecycle reacted. */
  value: string;
  line: string;
  /** What moved: the stock's market price, or (beyond the day's limits) the position's entry. */
  moved: 'market' | 'entry';
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

/** Moves at most this many times (one exact step, then tick by tick for the fees' feedback). */
const MAX_STEPS = 60;

interface Attempt {
  store: MockStore;
  market: Market;
  app: FundsApply;
  position: UserFundsPosition;
  isShort: boolean;
  now: number;
  /** Whether a value is where the line asks (at or below it; a warning above the liquidation). */
  lands: (value: Decimal) => boolean;
  line: Decimal;
}

const valueOf = (a: Attempt): Decimal => subaccountValue(a.store, a.market, a.app, a.now);

/** Shifts the position's stock within the day's limits; takes its rows back when it cannot land. */
const shiftMarket = (a: Attempt): boolean => {
  const { market, store, now } = a;
  const instrument =
    market.stockByGid(a.position.stockGid ?? '') ?? market.stock(a.position.stockCode);
  const point = instrument && market.shiftPoint(instrument, now);
  if (!instrument || !point) return false;
  const tick = new Decimal(10).pow(-market.quote(instrument, now).decimals);
  const added: PriceShiftRow[] = [];
  let value = valueOf(a);
  for (let step = 0; step < MAX_STEPS && value.gt(a.line); step += 1) {
    const ticks = Decimal.max(1, value.minus(a.line).div(a.position.orderNum).div(tick).ceil());
    const before = market.quote(instrument, now).price;
    added.push(
      store.tables.priceShifts.insert({
        kind: 'stock',
        gid: instrument.gid,
        day: point.day,
        fromMinute: point.fromMinute,
        ticks: (a.isShort ? 1 : -1) * ticks.toNumber(),
        reason: `funds ${a.app.id}: to its line`,
        addTime: now,
      }),
    );
    value = valueOf(a);
    if (market.quote(instrument, now).price === before) break; // pinned at the day's limit
  }
  if (a.lands(value)) return true;
  for (const row of added) store.tables.priceShifts.remove(row.id);
  return false;
};

/** Re-prices the position's entry by whole cents; restores it when it cannot land. */
const repriceEntry = (a: Attempt): boolean => {
  const original = new Decimal(a.position.buyOrderPrice);
  let position = a.position;
  let value = valueOf(a);
  for (let step = 0; step < MAX_STEPS && value.gt(a.line); step += 1) {
    const perShare = value
      .minus(a.line)
      .div(position.orderNum)
      .toDecimalPlaces(2, Decimal.ROUND_UP);
    const buy = new Decimal(position.buyOrderPrice)[a.isShort ? 'minus' : 'plus'](
      Decimal.max(perShare, new Decimal('0.01')),
    );
    if (buy.lte(0)) break;
    position = setEntry(a.store, position, buy);
    value = valueOf(a);
  }
  if (a.lands(value)) return true;
  setEntry(a.store, position, original);
  return false;
};

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
  const unwind = app.lineUnwind;
  if (line == null || unwind == null) return conflict(`application ${app.id} has no lines`);
  const [largest] = [...openSubaccountPositions(store, app)].sort(
    (a, b) => b.orderNum - a.orderNum,
  );
  if (!largest) return conflict(`sub-account ${app.subaccountNumber} has no open position`);
  const attempt: Attempt = {
    store,
    market,
    app,
    position: largest,
    isShort: largest.orderDirection !== '买涨',
    now,
    line: new Decimal(line),
    lands: (value) => value.lte(line) && (lineName === 'unwind' || value.gt(unwind)),
  };
  const moved = shiftMarket(attempt) ? 'market' : repriceEntry(attempt) ? 'entry' : undefined;
  if (!moved) {
    return conflict(
      `cannot land sub-account ${app.subaccountNumber} on its ${lineName} line with a ${largest.orderNum}-share position`,
    );
  }
  const value = valueOf(attempt);
  store.changed();
  checkLines(store, market, app, now);
  return {
    ok: true,
    value: {
      application: store.tables.fundsApplies.get(app.id) ?? app,
      position: store.tables.userFundsPositions.get(largest.id) ?? largest,
      value: value.toFixed(2),
      line: new Decimal(line).toFixed(2),
      moved,
    },
  };
};
