// The fees lesson's worked example: one stock order and its round trip, computed by the functions
// the order ticket (stockPreview), the position page (stayFee) and the close (closeFigures) call,
// so the lesson cannot disagree with them. This file only wires the inputs to them.
import Decimal from 'decimal.js';

import {
  closeFigures,
  DIRECTION_TEXT,
  SHARES_PER_LOT,
  stayFee,
  type Amount,
  type Direction,
  type PositionMoney,
} from '@/api/contracts/trading-math';
import { stockPreview } from '@/lib/trading/order-preview';

export interface FeeRates {
  /** `buyFee`, `sellFee`, `dutyFee` of the site settings (fractions, e.g. 0.0003). */
  buyFee: Amount;
  sellFee: Amount;
  dutyFee: Amount;
  /** findSpreadRateOne's rate for this order, 0 when none. */
  spreadRate: Amount;
}

export interface FeesInput {
  price: number;
  lots: number;
  lever: number;
  side: Direction;
  /** Calendar days held, the buy day counting as 1. */
  days: number;
  rates: FeeRates;
}

export interface FeesExample {
  shares: number;
  value: Decimal;
  margin: Decimal;
  buyFee: Decimal;
  stampDuty: Decimal;
  spreadFee: Decimal;
  /** Sell commission of closing the whole order at the entry price. */
  sellFee: Decimal;
  /** Every fee of opening and closing: buy commission, stamp duty, spread, sell commission. */
  roundTrip: Decimal;
  /** What the order takes from the available funds: margin + opening fees (the ticket's total). */
  total: Decimal;
  /** Deferred fee shown on the position after `days` days. */
  deferredFee: Decimal;
  breakEven: Decimal;
  /** How far the price must move in the trader's favour to reach break-even, %. */
  movePct: Decimal;
}

export const feesExample = (input: FeesInput): FeesExample => {
  const { price, lots, lever, side, rates } = input;
  const shares = lots * SHARES_PER_LOT;
  // The ticket's own preview: funds limits do not matter here, so they are left wide.
  const cost = stockPreview({
    price,
    lots,
    lever,
    side,
    ...rates,
    available: 0,
    maxShareOfAvailable: 1,
    minShares: SHARES_PER_LOT,
    maxShares: shares,
  });
  // The position this order would open, as the position pages read it.
  const position: PositionMoney = {
    orderDirection: DIRECTION_TEXT[side],
    buyOrderPrice: price,
    orderNum: shares,
    orderLever: lever,
    orderTotalPrice: cost.value,
    orderFee: cost.buyFee,
    orderSpread: cost.stampDuty,
    spreadRatePrice: cost.spreadFee,
  };
  const close = closeFigures(position, price, shares, rates.sellFee);
  const p = new Decimal(price);
  const move = p.isZero()
    ? new Decimal(0)
    : cost.breakEven
        .minus(p)
        .div(p)
        .times(side === 'long' ? 100 : -100)
        .toDecimalPlaces(2, Decimal.ROUND_UP);
  return {
    shares,
    value: cost.value,
    margin: cost.margin,
    buyFee: cost.buyFee,
    stampDuty: cost.stampDuty,
    spreadFee: cost.spreadFee,
    sellFee: close.sellFee,
    // Closing at the entry price nets exactly −(every fee): the close's own sum.
    roundTrip: close.netPnl.neg(),
    total: cost.total,
    deferredFee: stayFee(position, Math.max(1, input.days)),
    breakEven: cost.breakEven,
    movePct: move,
  };
};
