// The order rules of a stock buy and a close (api-contract §11.3 checks 1–24, §11.4), in the
// reference's order, as data: each failure is a rule id with its numbers. The mock turns an id
// into the backend's Chinese message; the app turns it into a localized reason before sending.
// A fact left undefined is not checked (the app knows less than the server: a rule it cannot see
// still comes back from the server as the server's message).
import Decimal from 'decimal.js';

import { limitPctOf } from './market-rules';
import type { Amount } from './trading-math';

export type Board = 'main' | 'chinext' | 'star';

export type BuyRuleFailure =
  | { rule: 'stock-unknown' }
  | { rule: 'kyc-missing' }
  | { rule: 'account-locked' }
  | { rule: 'settings-missing' }
  | { rule: 'outside-hours'; market: 'a' | 'hk' | 'us' }
  | { rule: 'holiday' }
  | { rule: 'stock-locked' }
  | { rule: 'too-frequent-positions'; minutes: number; count: number }
  | { rule: 'too-frequent-lots'; minutes: number; lots: number }
  | { rule: 'below-min-shares'; shares: number }
  | { rule: 'above-max-shares'; shares: number }
  | { rule: 'quote-zero' }
  | { rule: 'st-or-delisting' }
  | { rule: 'limit-up-long' }
  | { rule: 'rise-too-high'; board: Board; change: string; max: string }
  | { rule: 'fall-too-deep'; board: Board; change: string; max: string }
  | { rule: 'rose-over-days'; days: number; rate: string }
  | { rule: 'below-min-amount'; amount: number }
  | { rule: 'above-max-share'; percent: string }
  | { rule: 'insufficient-funds'; available: string }
  | { rule: 'index-account-negative' };

export type BuyRule = BuyRuleFailure['rule'];

/** What is known about a stock buy when it is checked. */
export interface BuyFacts {
  stock?: {
    name: string;
    gid: string;
    plate?: string | null;
    /** `Stock.isLock`: non-zero = not tradable. */
    isLock?: number | null;
    /** Beijing `YYYY-MM-DD` of the listing day (no limit-up rule then). */
    listDate?: string | null;
  } | null;
  /** KYC enforcement switch (`realNameDisplay`) and the user's state. */
  kyc?: {
    isEnforced: boolean;
    realName?: string | null;
    idCard?: string | null;
    isLock?: number | null;
  };
  hasSettings?: boolean;
  /** The trading-hours verdict for the stock's market. */
  session?: { isOpen: true } | { isOpen: false; reason: 'outside-hours' | 'weekend' | 'holiday' };
  /** Frequency windows (`buySameTimes`/`buySameNums`, `buyNumTimes`/`buyNumLots`) and usage. */
  frequency?: {
    sameMinutes: number;
    sameMax: number;
    sameCount: number;
    lotsMinutes: number;
    lotsMax: number;
    /** Shares already bought in the window. */
    sharesBought: number;
  };
  shares: number;
  minShares?: number;
  maxShares?: number;
  direction: 'long' | 'short';
  /** Live price and change % (null while unknown). */
  price?: Amount | null;
  changePct?: Amount | null;
  /**
   * The price sits on its limit-up price. Tick rounding leaves a limit move a hair under the
   * limit % (11.11 → 12.22 is +9.99 %), so the percentage alone misses it.
   */
  isAtLimitUp?: boolean;
  /** No limit-up rule at all (buyVipQc.do: the reference's check is disabled, §12.10). */
  isLimitUpExempt?: boolean;
  /** Beijing date today (for the listing-day exemption). */
  today?: string;
  /** `creaseMaxPercent`, `cyCreaseMaxPercent`, `kcCreaseMaxPercent`. */
  creaseMax?: { main: Amount; chinext: Amount; star: Amount };
  /** Rise over the last `stockDays` days, % — with the setting. */
  rise?: { days: number; rate: Amount; risePct: Amount };
  /** The order's margin and the funds rules. */
  margin?: Amount;
  buyMinAmt?: number;
  buyMaxAmtPercent?: Amount;
  available?: Amount;
  indexAvailable?: Amount;
}

const boardOf = (plate: string | null | undefined): Board =>
  plate === '创业' ? 'chinext' : plate === '科创' ? 'star' : 'main';

/** A change % rendered as the reference prints BigDecimals (no trailing noise). */
const pct = (value: Decimal): string => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toString();

export type BoardChangeFailure = Extract<
  BuyRuleFailure,
  { rule: 'rise-too-high' | 'fall-too-deep' }
>;

/**
 * The board's max-change rule (`creaseMaxPercent`, `cyCreaseMaxPercent`, `kcCreaseMaxPercent`):
 * a rise at or beyond the board's max, or a fall beyond it. The order ticket and the VIP grab
 * (which the server answers "当前交易不可买入" then) both judge it here.
 */
export const boardChangeFailure = (
  plate: string | null | undefined,
  changePct: Amount,
  creaseMax: NonNullable<BuyFacts['creaseMax']>,
): BoardChangeFailure | undefined => {
  const board = boardOf(plate);
  const change = new Decimal(changePct);
  const max = new Decimal(creaseMax[board]);
  if (change.gte(max)) return { rule: 'rise-too-high', board, change: pct(change), max: pct(max) };
  if (change.neg().gt(max))
    return { rule: 'fall-too-deep', board, change: pct(change), max: pct(max) };
  return undefined;
};

/** The first rule the buy breaks, in the reference's order; undefined when none (that is known). */
export const firstBuyFailure = (f: BuyFacts): BuyRuleFailure | undefined => {
  if (f.stock === null) return { rule: 'stock-unknown' };
  if (f.kyc?.isEnforced && (!f.kyc.realName || !f.kyc.idCard)) return { rule: 'kyc-missing' };
  if (f.kyc?.isEnforced && f.kyc.isLock === 1) return { rule: 'account-locked' };
  if (f.hasSettings === false) return { rule: 'settings-missing' };
  if (f.session && !f.session.isOpen) {
    if (f.session.reason === 'holiday') return { rule: 'holiday' };
    const type = f.stock?.gid.slice(0, 2).toLowerCase();
    return { rule: 'outside-hours', market: type === 'us' ? 'us' : type === 'hk' ? 'hk' : 'a' };
  }
  if (f.stock && f.stock.isLock) return { rule: 'stock-locked' };
  const q = f.frequency;
  if (q && q.sameMinutes > 0 && q.sameCount >= q.sameMax) {
    return { rule: 'too-frequent-positions', minutes: q.sameMinutes, count: q.sameMax };
  }
  if (q && q.lotsMinutes > 0 && q.sharesBought / 100 >= q.lotsMax) {
    return { rule: 'too-frequent-lots', minutes: q.lotsMinutes, lots: q.lotsMax };
  }
  if (f.minShares !== undefined && f.shares < f.minShares) {
    return { rule: 'below-min-shares', shares: f.minShares };
  }
  if (f.maxShares !== undefined && f.shares > f.maxShares) {
    return { rule: 'above-max-shares', shares: f.maxShares };
  }
  if (f.price !== undefined && f.price !== null && new Decimal(f.price).lte(0)) {
    return { rule: 'quote-zero' };
  }
  if (f.stock && (f.stock.name.startsWith('ST') || f.stock.name.endsWith('退'))) {
    return { rule: 'st-or-delisting' };
  }
  if (f.stock && f.changePct !== undefined && f.changePct !== null) {
    const change = new Decimal(f.changePct);
    const limit = limitPctOf(f.stock.gid, f.stock.name, f.stock.plate) ?? undefined;
    const isListingDay = f.today !== undefined && f.stock.listDate === f.today;
    const isLimitUp = f.isAtLimitUp === true || (limit !== undefined && change.gte(limit));
    if (f.direction === 'long' && !isListingDay && !f.isLimitUpExempt && isLimitUp) {
      return { rule: 'limit-up-long' };
    }
    const beyond = f.creaseMax && boardChangeFailure(f.stock.plate, change, f.creaseMax);
    if (beyond) return beyond;
  }
  if (f.rise && new Decimal(f.rise.risePct).gt(f.rise.rate)) {
    return { rule: 'rose-over-days', days: f.rise.days, rate: pct(new Decimal(f.rise.rate)) };
  }
  if (f.margin !== undefined) {
    const margin = new Decimal(f.margin);
    if (f.buyMinAmt !== undefined && margin.lt(f.buyMinAmt)) {
      return { rule: 'below-min-amount', amount: f.buyMinAmt };
    }
    if (f.available !== undefined) {
      const available = new Decimal(f.available);
      if (f.buyMaxAmtPercent !== undefined && margin.gt(available.times(f.buyMaxAmtPercent))) {
        return {
          rule: 'above-max-share',
          percent: pct(new Decimal(f.buyMaxAmtPercent).times(100)),
        };
      }
      if (margin.gt(available)) return { rule: 'insufficient-funds', available: pct(available) };
    }
  }
  if (f.indexAvailable !== undefined && new Decimal(f.indexAvailable).lt(0)) {
    return { rule: 'index-account-negative' };
  }
  return undefined;
};

export type CloseRuleFailure =
  | { rule: 'outside-hours' }
  | { rule: 'holiday' }
  | { rule: 'too-soon'; minutes: number }
  | { rule: 'above-held'; shares: number }
  | { rule: 'below-min-partial' }
  | { rule: 'not-enough-sellable'; sellable: number }
  | { rule: 'quote-zero' }
  | { rule: 'limit-down-long' };

export type CloseRule = CloseRuleFailure['rule'];

/** Minimum shares of a partial close (§11.4). */
export const MIN_PARTIAL_CLOSE = 100;

export interface CloseFacts {
  shares: number;
  held: number;
  /** Shares of lots bought before today (T+1); undefined when unknown. */
  sellable?: number;
  session?: BuyFacts['session'];
  /** `cantSellTimes` minutes and minutes since the buy (full close only). */
  cantSellMinutes?: number;
  minutesSinceBuy?: number;
  direction: 'long' | 'short';
  price?: Amount | null;
  changePct?: Amount | null;
  /** Limit-down % of the stock's board (market-rules). */
  limitPct?: number | null;
  /** The price sits on its limit-down price (see `BuyFacts.isAtLimitUp` for why). */
  isAtLimitDown?: boolean;
}

/** The first close rule broken (quantity routing first, then §11.4's checks). */
export const firstCloseFailure = (f: CloseFacts): CloseRuleFailure | undefined => {
  if (f.shares > f.held) return { rule: 'above-held', shares: f.held };
  const isFull = f.shares === f.held;
  if (!isFull && f.shares < MIN_PARTIAL_CLOSE) return { rule: 'below-min-partial' };
  if (f.session && !f.session.isOpen) {
    return f.session.reason === 'holiday' ? { rule: 'holiday' } : { rule: 'outside-hours' };
  }
  if (
    isFull &&
    f.cantSellMinutes !== undefined &&
    f.cantSellMinutes > 0 &&
    f.minutesSinceBuy !== undefined &&
    f.minutesSinceBuy < f.cantSellMinutes
  ) {
    return { rule: 'too-soon', minutes: f.cantSellMinutes };
  }
  if (f.sellable !== undefined && f.shares > f.sellable) {
    return { rule: 'not-enough-sellable', sellable: f.sellable };
  }
  if (f.price !== undefined && f.price !== null && new Decimal(f.price).lte(0)) {
    return { rule: 'quote-zero' };
  }
  const isLimitDown =
    f.isAtLimitDown === true ||
    (f.changePct !== undefined &&
      f.changePct !== null &&
      f.limitPct !== undefined &&
      f.limitPct !== null &&
      new Decimal(f.changePct).lte(-f.limitPct));
  if (f.direction === 'long' && isLimitDown) return { rule: 'limit-down-long' };
  return undefined;
};
