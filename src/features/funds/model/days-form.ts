// The /days form's checks and the request it sends (screens §8, api-contract §14.4), pure and
// decimal: every rule the server applies is judged here first — margin a whole amount within the
// settings' range, a lever that is offered, a term the settings list, funds to prepare (margin +
// management fee) within the available balance — and the figures sent are the shared maths'
// (funds-math.ts), which the mock recomputes and books to the cent.
import Decimal from 'decimal.js';

import { CycleType } from '@/api/contracts/codes';
import {
  allocationFigures,
  daysOptions,
  marginProblem,
  type AllocationFigures,
} from '@/api/contracts/funds-math';
import type { FundsLever, FundsSetting } from '@/api/contracts/models/funds';

import type { DaysApplyParams } from '../api/days-apply-api';

export interface DaysFormInput {
  marginText: string;
  lever: FundsLever | undefined;
  days: number;
  setting: FundsSetting;
  /** The user's available balance (enableAmt); null while unknown. */
  available: Decimal.Value | null | undefined;
}

export type DaysProblem =
  | { field: 'margin'; key: 'days.problem.marginInvalid' }
  | { field: 'margin'; key: 'days.problem.marginRange'; values: { min: number; max: number } }
  | { field: 'lever'; key: 'days.problem.lever' }
  | { field: 'days'; key: 'days.problem.days'; values: { options: string } }
  | {
      field: 'balance';
      key: 'days.problem.balance';
      values: { prepare: string; available: string };
    }
  | { field: 'balance'; key: 'days.problem.balanceUnknown' };

/** The margin as typed, when it is a whole number of yuan (else null). */
export const marginOf = (text: string): number | null => {
  const trimmed = text.trim();
  return /^\d{1,12}$/.test(trimmed) && Number(trimmed) > 0 ? Number(trimmed) : null;
};

/** The live figures, or null while the margin or lever is not usable. */
export const figuresOf = (input: Omit<DaysFormInput, 'available'>): AllocationFigures | null => {
  const margin = marginOf(input.marginText);
  if (margin === null || !input.lever) return null;
  return allocationFigures({
    margin,
    lever: input.lever.lever,
    manageRate: input.lever.manageRate ?? 0,
    days: input.days,
    daysWarning: input.setting.daysWarning ?? 0,
    daysUnwind: input.setting.daysUnwind ?? 0,
  });
};

/** The first problem per field, in the order a trader fixes them. */
export const daysFormProblems = (input: DaysFormInput): DaysProblem[] => {
  const { setting } = input;
  const problems: DaysProblem[] = [];
  const margin = marginOf(input.marginText);
  const range = marginProblem(margin, setting);
  if (range === 'invalid') problems.push({ field: 'margin', key: 'days.problem.marginInvalid' });
  else if (range) {
    problems.push({
      field: 'margin',
      key: 'days.problem.marginRange',
      values: { min: setting.marginMin ?? 0, max: setting.marginMax ?? 0 },
    });
  }
  if (!input.lever) problems.push({ field: 'lever', key: 'days.problem.lever' });
  const options = daysOptions(setting.daysUsePeriod);
  if (!options.includes(input.days)) {
    problems.push({
      field: 'days',
      key: 'days.problem.days',
      values: { options: options.join(', ') },
    });
  }
  const figures = problems.length === 0 ? figuresOf(input) : null;
  if (figures) {
    if (input.available === null || input.available === undefined) {
      problems.push({ field: 'balance', key: 'days.problem.balanceUnknown' });
    } else if (figures.prepare.gt(input.available)) {
      problems.push({
        field: 'balance',
        key: 'days.problem.balance',
        values: {
          prepare: figures.prepare.toFixed(2),
          available: new Decimal(input.available).toFixed(2),
        },
      });
    }
  }
  return problems;
};

/** The request for a form without problems (null otherwise). */
export const daysApplyParams = (input: DaysFormInput): DaysApplyParams | null => {
  if (daysFormProblems(input).length > 0 || !input.lever) return null;
  const figures = figuresOf(input);
  const margin = marginOf(input.marginText);
  if (!figures || margin === null) return null;
  return {
    fundsType: CycleType.DAY,
    margin,
    lever: input.lever.lever,
    fundsAmount: figures.fundsAmount.toNumber(),
    totalTradingAmount: figures.totalTradingAmount.toNumber(),
    tradersCycle: input.days,
    manageFee: figures.manageFee.toNumber(),
  };
};

export { clampDays, daysOptions, daysRange, marginChips } from '@/api/contracts/funds-math';
