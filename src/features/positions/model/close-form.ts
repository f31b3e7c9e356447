// The close sheet's quantity: typed in lots, sent in shares (api-contract §11.4 `sellNum`). The
// rules themselves live in the shared trading-rules module; this file only turns input into shares
// and a rule failure into a message key with its numbers.
import { SHARES_PER_LOT } from '@/api/contracts/trading-math';
import { MIN_PARTIAL_CLOSE, type CloseRuleFailure } from '@/api/contracts/trading-rules';

import { lotsOf } from './stock-position';

export type QuickPart = 'quarter' | 'half' | 'all';
export const QUICK_PARTS: readonly QuickPart[] = ['quarter', 'half', 'all'];

const FRACTION: Record<QuickPart, number> = { quarter: 0.25, half: 0.5, all: 1 };

/**
 * Shares for a quick button: whole lots rounded down, at least the partial-close minimum;
 * "all" is exactly what is held (even an odd remainder).
 */
export const quickShares = (held: number, part: QuickPart): number => {
  if (part === 'all' || held <= MIN_PARTIAL_CLOSE) return held;
  const lots = Math.floor((held * FRACTION[part]) / SHARES_PER_LOT);
  return Math.min(held, Math.max(MIN_PARTIAL_CLOSE, lots * SHARES_PER_LOT));
};

/**
 * Lots typed by the trader → shares. Whole lots only (an odd remainder of shares is closed with the
 * "all" button). null for empty or invalid input.
 */
export const sharesFromLots = (text: string): number | null => {
  const t = text.trim();
  if (!/^\d{1,6}$/.test(t)) return null;
  const lots = Number(t);
  return lots > 0 ? lots * SHARES_PER_LOT : null;
};

/** The lots text to show for a share count chosen by a button. */
export const lotsText = (shares: number): string => lotsOf(shares);

export type CloseMessageKey =
  | 'close.rule.outside-hours'
  | 'close.rule.holiday'
  | 'close.rule.too-soon'
  | 'close.rule.above-held'
  | 'close.rule.below-min-partial'
  | 'close.rule.not-enough-sellable'
  | 'close.rule.quote-zero'
  | 'close.rule.limit-down-long';

export interface CloseMessage {
  key: CloseMessageKey;
  params: Record<string, string | number>;
}

/** A broken close rule as a localized message key and its numbers. */
export const closeMessageOf = (failure: CloseRuleFailure): CloseMessage => {
  switch (failure.rule) {
    case 'above-held':
      return {
        key: 'close.rule.above-held',
        params: { shares: failure.shares, lots: lotsOf(failure.shares) },
      };
    case 'not-enough-sellable':
      return {
        key: 'close.rule.not-enough-sellable',
        params: { shares: failure.sellable, lots: lotsOf(failure.sellable) },
      };
    case 'too-soon':
      return { key: 'close.rule.too-soon', params: { minutes: failure.minutes } };
    case 'below-min-partial':
      return {
        key: 'close.rule.below-min-partial',
        params: { shares: MIN_PARTIAL_CLOSE, lots: lotsOf(MIN_PARTIAL_CLOSE) },
      };
    default:
      return { key: `close.rule.${failure.rule}`, params: {} };
  }
};

/** Rules about the quantity alone: shown under the field while typing. */
export const isQuantityRule = (failure: CloseRuleFailure): boolean =>
  failure.rule === 'above-held' ||
  failure.rule === 'below-min-partial' ||
  failure.rule === 'not-enough-sellable';
