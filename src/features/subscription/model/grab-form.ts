// The placement grab's checks (api-contract §12.7) before sending: lots typed (请输入申购数量), at
// least one lot, the market's minimum (Shanghai ≥ 1000 shares, Shenzhen ≥ 500 — on 沪/sh and 深/sz
// rows, as the mock applies it; STAR, ChiNext and Beijing rows have none), and lots × 100 × price within the available balance (the
// grab is paid at once).
import { GRAB_MIN_SHARES } from '@/api/contracts/new-share-texts';
import { timesShares, toUnits, toYuanText } from '@/lib/money/exact-money';

import { marketOf } from './market';

export const SHARES_PER_LOT = 100;

/** The minimum shares of a grab on the share's market, or null when none applies. */
export const grabMinShares = (stockType: string | null | undefined): number | null => {
  const market = marketOf(stockType);
  if (market === 'sh') return GRAB_MIN_SHARES.shanghai;
  if (market === 'sz') return GRAB_MIN_SHARES.shenzhen;
  return null;
};

export interface GrabInput {
  lots: string;
  stockType: string | null | undefined;
  price: number | string | null | undefined;
  enableAmt: number | string | null | undefined;
}

export type GrabProblem =
  | { key: 'required' }
  | { key: 'whole' }
  | { key: 'belowMin'; params: { lots: number; shares: number } }
  | { key: 'lowBalance'; params: { amount: string; available: string } };

/** lots × 100 × price, 2 dp; null when not computable. */
export const grabAmount = (lots: string, price: number | string | null | undefined) =>
  /^\d+$/.test(lots) ? timesShares(price, Number(lots) * SHARES_PER_LOT) : null;

export const checkGrab = (input: GrabInput): { num: number } | { problem: GrabProblem } => {
  const text = input.lots.trim();
  if (text === '') return { problem: { key: 'required' } };
  if (!/^\d+$/.test(text) || Number(text) < 1) return { problem: { key: 'whole' } };
  const num = Number(text) * SHARES_PER_LOT;
  const min = grabMinShares(input.stockType);
  if (min !== null && num < min) {
    return { problem: { key: 'belowMin', params: { lots: min / SHARES_PER_LOT, shares: min } } };
  }
  const amount = grabAmount(text, input.price);
  const available = toUnits(input.enableAmt);
  const needed = toUnits(amount);
  if (amount !== null && needed !== null && available !== null && available < needed) {
    return {
      problem: { key: 'lowBalance', params: { amount, available: toYuanText(available) } },
    };
  }
  return { num };
};
