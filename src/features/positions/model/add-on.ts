// Adding to an open stock position (补仓, api-contract §11.3 "Add-on buys", §11.13 buy2.do): the
// lots as typed, the preview with the shared maths the mock books with (stockOrderCost at the
// position's lever, then mergeAddOn), and the §11.3 rules the app can check before sending. Pure.
import Decimal from 'decimal.js';

import { isHoursRefusal } from '@/api/contracts/order-texts';
import { firstBuyFailure, type BuyFacts, type BuyRuleFailure } from '@/api/contracts/trading-rules';
import {
  MAX_LOTS,
  MIN_LOTS,
  mergeAddOn,
  SHARES_PER_LOT,
  stockOrderCost,
  type AddOnMerge,
  type Amount,
  type PositionMoney,
  type StockFeeRates,
  type StockOrderCost,
} from '@/api/contracts/trading-math';

/** Digits only, no leading zeros needed; null when not a whole number of lots. */
export const lotsOfText = (text: string): number | null =>
  /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null;

export interface AddOnPreview {
  shares: number;
  cost: StockOrderCost;
  merged: AddOnMerge;
  /** What the card shows as margin after the add-on: merged margin + added margin. */
  marginHeld: Decimal;
  /** Available funds after the add-on's margin leaves them (fees are netted at close). */
  availableAfter: Decimal;
}

export const addOnPreview = (input: {
  position: PositionMoney;
  price: Amount;
  lots: number;
  rates: StockFeeRates;
  available: Amount;
}): AddOnPreview => {
  const { position, lots } = input;
  const shares = lots * SHARES_PER_LOT;
  const cost = stockOrderCost({
    price: input.price,
    shares,
    lever: position.orderLever ?? 1,
    direction: position.orderDirection === '买跌' ? 'short' : 'long',
    rates: input.rates,
  });
  const merged = mergeAddOn(position, shares, cost);
  return {
    shares,
    cost,
    merged,
    marginHeld: merged.margin.plus(position.marginAdd ?? 0),
    availableAfter: new Decimal(input.available).minus(cost.margin),
  };
};

export type AddOnMessageKey =
  `addOn.rule.${BuyRuleFailure['rule'] | 'empty' | 'below-one' | 'above-cap'}`;

/** A message of the positions namespace with its numbers. */
export interface AddOnMessage {
  key: AddOnMessageKey;
  params: Record<string, string | number>;
}

/** The sheet's own lot range (product-spec §5: 1–100 lots per stock order). */
export const lotsMessage = (text: string): AddOnMessage | null => {
  if (text.trim() === '') return { key: 'addOn.rule.empty', params: {} };
  const lots = lotsOfText(text);
  if (lots === null || lots < MIN_LOTS) return { key: 'addOn.rule.below-one', params: {} };
  if (lots > MAX_LOTS) return { key: 'addOn.rule.above-cap', params: { lots: MAX_LOTS } };
  return null;
};

const lotsOfShares = (shares: number) => shares / SHARES_PER_LOT;

/** A rule of §11.3 → the sheet's message (`addOn.rule.<rule>`). */
export const ruleMessage = (failure: BuyRuleFailure): AddOnMessage => {
  const key: AddOnMessageKey = `addOn.rule.${failure.rule}`;
  switch (failure.rule) {
    case 'below-min-shares':
    case 'above-max-shares':
      return { key, params: { lots: lotsOfShares(failure.shares) } };
    case 'too-frequent-positions':
      return { key, params: { minutes: failure.minutes, count: failure.count } };
    case 'too-frequent-lots':
      return { key, params: { minutes: failure.minutes, lots: failure.lots } };
    case 'rise-too-high':
    case 'fall-too-deep':
      return { key, params: { change: failure.change, max: failure.max } };
    case 'rose-over-days':
      return { key, params: { days: failure.days, rate: failure.rate } };
    case 'below-min-amount':
      return { key, params: { amount: failure.amount } };
    case 'above-max-share':
      return { key, params: { percent: failure.percent } };
    case 'insufficient-funds':
      return { key, params: { available: failure.available } };
    default:
      return { key, params: {} };
  }
};

/** The first thing standing in the way: the lot range, then §11.3 with what the app knows. */
export const addOnMessage = (text: string, facts: (shares: number) => BuyFacts) => {
  const quantity = lotsMessage(text);
  if (quantity) return { at: 'lots' as const, message: quantity };
  const failure = firstBuyFailure(facts(lotsOfText(text)! * SHARES_PER_LOT));
  if (!failure) return null;
  const isQuantity = failure.rule === 'below-min-shares' || failure.rule === 'above-max-shares';
  return { at: isQuantity ? ('lots' as const) : ('order' as const), message: ruleMessage(failure) };
};

/** The server's words, as the order ticket shows them: the trading-hours refusal localized, any
 * other text the server's own. */
export const refusalText = (serverMessage: string): { key: AddOnMessageKey } | { text: string } =>
  isHoursRefusal(serverMessage) ? { key: 'addOn.rule.outside-hours' } : { text: serverMessage };
