// Take-profit / stop-loss of a position (api-contract §11.13 updateProfitTarget.do). The endpoint
// binds both prices as ints, so only whole yuan can be stored; 0 (or an empty field) clears one.
// A target on the wrong side of the current price would fire at once, so it is refused here.
import Decimal from 'decimal.js';

import type { Direction } from '@/api/contracts/trading-math';

export type TargetField = 'profit' | 'stop';
export type TargetErrorKey =
  | 'targets.error.whole'
  | 'targets.error.profitAbove'
  | 'targets.error.profitBelow'
  | 'targets.error.stopBelow'
  | 'targets.error.stopAbove';

export type TargetCheck =
  | { ok: true; profitTarget: number; stopTarget: number }
  | { ok: false; field: TargetField; key: TargetErrorKey };

const parseTarget = (text: string): number | null => {
  const t = text.trim();
  if (t === '') return 0;
  return /^\d{1,9}$/.test(t) ? Number(t) : null;
};

/**
 * `price` is the current price (null when unknown: then only the format is checked). Long: profit
 * above and stop below the price; short: the other way round.
 */
export const checkTargets = (input: {
  direction: Direction;
  price: Decimal.Value | null;
  profit: string;
  stop: string;
}): TargetCheck => {
  const profit = parseTarget(input.profit);
  if (profit === null) return { ok: false, field: 'profit', key: 'targets.error.whole' };
  const stop = parseTarget(input.stop);
  if (stop === null) return { ok: false, field: 'stop', key: 'targets.error.whole' };
  if (input.price !== null) {
    const price = new Decimal(input.price);
    const isLong = input.direction === 'long';
    if (profit > 0 && (isLong ? price.gte(profit) : price.lte(profit))) {
      const key = isLong ? 'targets.error.profitAbove' : 'targets.error.profitBelow';
      return { ok: false, field: 'profit', key };
    }
    if (stop > 0 && (isLong ? price.lte(stop) : price.gte(stop))) {
      const key = isLong ? 'targets.error.stopBelow' : 'targets.error.stopAbove';
      return { ok: false, field: 'stop', key };
    }
  }
  return { ok: true, profitTarget: profit, stopTarget: stop };
};

/** A stored target as the field's starting text ('' when none). */
export const targetText = (value: Decimal | null): string =>
  value ? value.toDecimalPlaces(0, Decimal.ROUND_DOWN).toString() : '';
