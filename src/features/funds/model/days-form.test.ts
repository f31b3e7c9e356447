import { describe, expect, it } from 'vitest';

import type { FundsLever, FundsSetting } from '@/api/contracts/models/funds';

import { daysApplyParams, daysFormProblems, marginOf, type DaysFormInput } from './days-form';

const setting: FundsSetting = {
  id: 1,
  marginMin: 1000,
  marginMax: 50_000,
  daysWarning: 0.6,
  daysUnwind: 0.4,
  daysUsePeriod: '2|5|10|20',
};
const lever: FundsLever = { id: 1, cycleType: 1, lever: 5, manageRate: 0.07, status: 1 };
const base: DaysFormInput = { marginText: '2000', lever, days: 5, setting, available: 10_000 };
const keys = (input: Partial<DaysFormInput>) =>
  daysFormProblems({ ...base, ...input }).map((p) => p.key);

describe('marginOf', () => {
  it.each([
    ['2000', 2000],
    [' 1500 ', 1500],
    ['12.5', null],
    ['', null],
    ['0', null],
    ['-5', null],
    ['1e4', null],
  ])('"%s" → %s', (text, margin) => expect(marginOf(text)).toBe(margin));
});

describe('daysFormProblems: every §14.4 rule before sending', () => {
  it.each([
    { name: 'a good form', input: {}, problems: [] },
    {
      name: 'margin not whole',
      input: { marginText: '12.5' },
      problems: ['days.problem.marginInvalid'],
    },
    {
      name: 'margin below min',
      input: { marginText: '999' },
      problems: ['days.problem.marginRange'],
    },
    {
      name: 'margin above max',
      input: { marginText: '50001' },
      problems: ['days.problem.marginRange'],
    },
    { name: 'no lever', input: { lever: undefined }, problems: ['days.problem.lever'] },
    { name: 'term not listed', input: { days: 7 }, problems: ['days.problem.days'] },
    // prepare = 2000 + 10000 × 0.07 % × 5 = 2035
    {
      name: 'prepare above available',
      input: { available: 2034.99 },
      problems: ['days.problem.balance'],
    },
    { name: 'prepare equal to available', input: { available: 2035 }, problems: [] },
    {
      name: 'balance unknown',
      input: { available: null },
      problems: ['days.problem.balanceUnknown'],
    },
  ])('$name', ({ input, problems }) => expect(keys(input)).toEqual(problems));

  it('says how much is needed and how much is there, to the cent', () => {
    expect(daysFormProblems({ ...base, available: 100 })[0]).toEqual({
      field: 'balance',
      key: 'days.problem.balance',
      values: { prepare: '2035.00', available: '100.00' },
    });
  });
});

describe('daysApplyParams', () => {
  it('sends the shared maths figures the mock recomputes', () => {
    expect(daysApplyParams(base)).toEqual({
      fundsType: 1,
      margin: 2000,
      lever: 5,
      fundsAmount: 10_000,
      totalTradingAmount: 12_000,
      tradersCycle: 5,
      manageFee: 35,
    });
  });

  it('sends nothing while a rule is broken', () => {
    expect(daysApplyParams({ ...base, available: 0 })).toBeNull();
    expect(daysApplyParams({ ...base, days: 3 })).toBeNull();
  });
});
