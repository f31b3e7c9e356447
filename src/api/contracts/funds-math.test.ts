import { describe, expect, it } from 'vitest';

import {
  allocationFigures,
  clampDays,
  daysOptions,
  daysRange,
  marginChips,
  marginProblem,
} from './funds-math';

const fixed = (figures: ReturnType<typeof allocationFigures>) =>
  Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, value.toFixed(2)]));

describe('allocationFigures', () => {
  it.each([
    {
      name: 'fixture defaults: 1000 × 2 for 2 days at 0.05 %',
      input: {
        margin: 1000,
        lever: 2,
        manageRate: 0.05,
        days: 2,
        daysWarning: 0.6,
        daysUnwind: 0.4,
      },
      out: {
        fundsAmount: '2000.00',
        totalTradingAmount: '3000.00',
        manageFee: '2.00',
        prepare: '1002.00',
        lineWarning: '2600.00',
        lineUnwind: '2400.00',
      },
    },
    {
      name: 'fee rounded half-up to 1 dp: 1500 × 5 × 0.07 % × 3 = 15.75 → 15.8',
      input: {
        margin: 1500,
        lever: 5,
        manageRate: 0.07,
        days: 3,
        daysWarning: 0.6,
        daysUnwind: 0.4,
      },
      out: {
        fundsAmount: '7500.00',
        totalTradingAmount: '9000.00',
        manageFee: '15.80',
        prepare: '1515.80',
        lineWarning: '8400.00',
        lineUnwind: '8100.00',
      },
    },
    {
      name: 'no float drift: 0.1-style rates sum exactly',
      input: {
        margin: 3000,
        lever: 3,
        manageRate: 0.06,
        days: 10,
        daysWarning: 0.65,
        daysUnwind: 0.45,
      },
      out: {
        fundsAmount: '9000.00',
        totalTradingAmount: '12000.00',
        manageFee: '54.00',
        prepare: '3054.00',
        lineWarning: '10950.00',
        lineUnwind: '10350.00',
      },
    },
    {
      name: 'allocated funds rounded to whole yuan: 1234.5 × 3 = 3703.5 → 3704',
      input: {
        margin: '1234.5',
        lever: 3,
        manageRate: 0.1,
        days: 1,
        daysWarning: 0.5,
        daysUnwind: 0.3,
      },
      out: {
        fundsAmount: '3704.00',
        totalTradingAmount: '4938.50',
        manageFee: '3.70',
        prepare: '1238.20',
        lineWarning: '4321.25',
        lineUnwind: '4074.35',
      },
    },
  ])('$name', ({ input, out }) => {
    expect(fixed(allocationFigures(input))).toEqual(out);
  });

  it('sets the lines as the server does at approval, not margin-only as the reference labels compute', () => {
    const input = {
      margin: 2000,
      lever: 8,
      manageRate: 0.08,
      days: 5,
      daysWarning: 0.6,
      daysUnwind: 0.4,
    };
    const figures = allocationFigures(input);
    // The reference page showed margin + margin × factor: 3200 and 2800 — not what gets booked.
    expect(figures.lineWarning.toFixed(2)).not.toBe('3200.00');
    expect(figures.lineUnwind.toFixed(2)).not.toBe('2800.00');
    expect(figures.lineWarning.toFixed(2)).toBe('17200.00');
    expect(figures.lineUnwind.toFixed(2)).toBe('16800.00');
    // Both lines sit between the allocated funds and the total trading funds.
    expect(figures.lineUnwind.gt(figures.fundsAmount)).toBe(true);
    expect(figures.lineWarning.lt(figures.totalTradingAmount)).toBe(true);
  });
});

describe('daysOptions and daysRange', () => {
  it.each([
    { text: '2|5|10|20', options: [2, 5, 10, 20], range: { min: 2, max: 20 } },
    { text: ' 3 | 7 ', options: [3, 7], range: { min: 3, max: 7 } },
    { text: '5', options: [5], range: { min: 5, max: 5 } },
    { text: '2||x|0|9', options: [2, 9], range: { min: 2, max: 9 } },
    { text: '', options: [], range: null },
    { text: null, options: [], range: null },
  ])('"$text" → $options', ({ text, options, range }) => {
    expect(daysOptions(text)).toEqual(options);
    expect(daysRange(daysOptions(text))).toEqual(range);
  });
});

describe('clampDays', () => {
  const range = { min: 2, max: 20 };
  it.each([
    { text: '5', days: 5 },
    { text: '1', days: 2 },
    { text: '0', days: 2 },
    { text: '-4', days: 2 },
    { text: '25', days: 20 },
    { text: '7.9', days: 7 },
    { text: 'abc', days: 2 },
    { text: '', days: 2 },
    { text: '  ', days: 2 },
    { text: 12, days: 12 },
  ])('"$text" → $days', ({ text, days }) => {
    expect(clampDays(text, range)).toBe(days);
  });
});

describe('marginProblem and marginChips', () => {
  const range = { marginMin: 1500, marginMax: 5000 };
  it.each([
    { margin: 1500, problem: null },
    { margin: '5000', problem: null },
    { margin: 1499, problem: 'belowMin' },
    { margin: 5001, problem: 'aboveMax' },
    { margin: '12.5', problem: 'invalid' },
    { margin: 'abc', problem: 'invalid' },
    { margin: '', problem: 'invalid' },
    { margin: null, problem: 'invalid' },
    { margin: 0, problem: 'invalid' },
  ])('$margin → $problem', ({ margin, problem }) => {
    expect(marginProblem(margin, range)).toBe(problem);
  });

  it('offers only the chips within the range', () => {
    expect(marginChips(range)).toEqual([1500, 2000, 3000, 5000]);
    expect(marginChips({ marginMin: 1000, marginMax: 1_000_000 })).toEqual([
      1000, 1500, 2000, 3000, 5000, 8000,
    ]);
  });
});
