// Funding (配资) application maths and checks (screens §8 /days, api-contract §14.4, §16 "Funding"),
// shared by the /days page's preview and the mock's booking, so what a trader sees is what is booked
// to the cent. Decimals only (decimal.js), rounded half-up. The lines are the ones the server sets at
// approval (margin × factor + allocated funds), not the reference page's margin-only figures
// (docs/decisions/0030-allocation-figures.md). Pure functions: no clock, no store.
import Decimal from 'decimal.js';

export interface AllocationInput {
  margin: Decimal.Value;
  lever: Decimal.Value;
  /** Per-day management rate, % (FundsLever.manageRate). */
  manageRate: Decimal.Value;
  days: Decimal.Value;
  /** FundsSetting.daysWarning / daysUnwind: the factors of the margin in the lines. */
  daysWarning: Decimal.Value;
  daysUnwind: Decimal.Value;
}

export interface AllocationFigures {
  /** Allocated funds: margin × lever, 0 dp. */
  fundsAmount: Decimal;
  /** Total trading funds: margin + allocated funds. */
  totalTradingAmount: Decimal;
  /** allocated × manageRate × days ÷ 100, 1 dp (charged up front). */
  manageFee: Decimal;
  /** What leaves the available balance on applying: margin + management fee. */
  prepare: Decimal;
  /** Warning line as set at approval: margin × daysWarning + allocated funds. */
  lineWarning: Decimal;
  /** Liquidation line as set at approval: margin × daysUnwind + allocated funds. */
  lineUnwind: Decimal;
}

const half = Decimal.ROUND_HALF_UP;

export const allocationFigures = (input: AllocationInput): AllocationFigures => {
  const margin = new Decimal(input.margin);
  const fundsAmount = margin.times(input.lever).toDecimalPlaces(0, half);
  const manageFee = fundsAmount
    .times(input.manageRate)
    .times(input.days)
    .div(100)
    .toDecimalPlaces(1, half);
  const line = (factor: Decimal.Value) =>
    margin.times(factor).plus(fundsAmount).toDecimalPlaces(2, half);
  return {
    fundsAmount,
    totalTradingAmount: margin.plus(fundsAmount),
    manageFee,
    prepare: margin.plus(manageFee),
    lineWarning: line(input.daysWarning),
    lineUnwind: line(input.daysUnwind),
  };
};

/** The allowed day counts of `daysUsePeriod` ("2|5|10|20"), in the order listed; bad parts dropped. */
export const daysOptions = (daysUsePeriod: string | null | undefined): number[] =>
  (daysUsePeriod ?? '')
    .split('|')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((days) => days > 0);

export interface DaysRange {
  min: number;
  max: number;
}

/** First listed = min, last listed = max (screens §8); null when nothing usable is listed. */
export const daysRange = (options: readonly number[]): DaysRange | null =>
  options.length === 0 ? null : { min: options[0]!, max: options[options.length - 1]! };

/** The term as the page keeps it on blur: whole days within [min, max]; not a number → min. */
export const clampDays = (text: string | number, range: DaysRange): number => {
  const value = typeof text === 'number' ? text : Number(String(text).trim());
  if (String(text).trim() === '' || !Number.isFinite(value)) return range.min;
  return Math.min(range.max, Math.max(range.min, Math.floor(value)));
};

export interface MarginRange {
  marginMin?: number | null;
  marginMax?: number | null;
}

export type MarginProblem = 'invalid' | 'belowMin' | 'aboveMax';

/** Why a margin cannot be applied for, or null: a positive whole amount within [min, max]. */
export const marginProblem = (
  margin: Decimal.Value | null | undefined,
  range: MarginRange,
): MarginProblem | null => {
  if (margin === null || margin === undefined || margin === '') return 'invalid';
  let value: Decimal;
  try {
    value = new Decimal(margin);
  } catch {
    return 'invalid';
  }
  if (!value.isFinite() || !value.isInteger() || value.lte(0)) return 'invalid';
  if (range.marginMin != null && value.lt(range.marginMin)) return 'belowMin';
  if (range.marginMax != null && value.gt(range.marginMax)) return 'aboveMax';
  return null;
};

/** The margin chips of the page, only those within the allowed range. */
export const MARGIN_CHIPS = [1000, 1500, 2000, 3000, 5000, 8000] as const;

export const marginChips = (range: MarginRange): number[] =>
  MARGIN_CHIPS.filter((chip) => marginProblem(chip, range) === null);
