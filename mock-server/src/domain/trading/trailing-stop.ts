// Trailing stop (ADR 0010; ours, the reference has none). buy.do and addOrder.do take an optional
// `trailStopPct`; the position keeps it (`UserPositionRow.trailStopPct`) and, at the moments the
// executor already runs (before each trading request of its owner and their getUserInfo), its
// `stopTargetPrice` is ratcheted in the trader's favour: long max(stop, price × (1 − pct/100)),
// short min(stop, price × (1 + pct/100)), in whole ticks never wider than asked (long rounds up,
// short down — the ticket's starting level). The best price is the best one seen at those moments:
// a peak between two requests is missed, as a pending order misses a cross that reverses. Only
// the stored level moves: the reference backend executes no stops, and neither does the mock.
import Decimal from 'decimal.js';

import { cents, directionOfText, type Direction } from '../../../../src/api/contracts/trading-math';
import type { MockStore } from '../../store/store';

import { instrumentOf, type TradingDeps } from './buy-checks';

/** A usable distance: strictly between 0 and 100 % (anything else is ignored, not refused). */
export const isTrailPct = (pct: number | null | undefined): pct is number =>
  typeof pct === 'number' && Number.isFinite(pct) && pct > 0 && pct < 100;

/** The stop level `pct` % behind `price`, in whole ticks never wider than asked. */
export const trailLevel = (price: Decimal.Value, pct: number, direction: Direction): Decimal =>
  cents(price)
    .times(direction === 'long' ? 100 - pct : 100 + pct)
    .div(100)
    .toDecimalPlaces(2, direction === 'long' ? Decimal.ROUND_UP : Decimal.ROUND_DOWN);

/** The stop after seeing `price`, or undefined when the stored one is already as tight. */
export const ratchetedStop = (
  stop: number | null | undefined,
  price: Decimal.Value,
  pct: number,
  direction: Direction,
): number | undefined => {
  const level = trailLevel(price, pct, direction);
  if (stop === null || stop === undefined || stop <= 0) return level.toNumber();
  const isTighter = direction === 'long' ? level.gt(stop) : level.lt(stop);
  return isTighter ? level.toNumber() : undefined;
};

/** Ratchets the user's open trailing positions at `now`. Returns how many stops moved. */
export const ratchetTrailingStops = (deps: TradingDeps, userId: number, now: number): number => {
  const { store, market } = deps;
  let moved = 0;
  for (const p of store.tables.userPositions.where('userId', userId)) {
    if (p.sellOrderId || !isTrailPct(p.trailStopPct)) continue;
    const instrument = instrumentOf(market, p);
    const price = instrument ? market.quote(instrument, now).price : 0;
    if (price <= 0) continue;
    const next = ratchetedStop(
      p.stopTargetPrice,
      price,
      p.trailStopPct,
      directionOfText(p.orderDirection),
    );
    if (next === undefined) continue;
    store.tables.userPositions.update(p.id, { stopTargetPrice: next });
    moved++;
  }
  if (moved > 0) store.changed();
  return moved;
};

/**
 * Puts a trail on a position just opened (buy.do, or a pending order firing): the sent stop,
 * tightened by the trail at the fill price.
 */
export const startTrailing = (store: MockStore, positionId: number, pct: number): void => {
  const p = store.tables.userPositions.get(positionId);
  if (!p || p.sellOrderId) return;
  const direction = directionOfText(p.orderDirection);
  const stop = p.stopTargetPrice ?? null;
  store.tables.userPositions.update(p.id, {
    stopTargetPrice: ratchetedStop(stop, p.buyOrderPrice, pct, direction) ?? stop,
    trailStopPct: pct,
  });
  store.changed();
};
