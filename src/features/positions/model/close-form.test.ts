import { describe, expect, it } from 'vitest';

import { closeMessageOf, isQuantityRule, quickShares, sharesFromLots } from './close-form';

describe('quickShares', () => {
  it.each([
    // held, part, shares
    [1000, 'quarter', 200],
    [1000, 'half', 500],
    [1000, 'all', 1000],
    [3000, 'quarter', 700],
    [300, 'half', 100],
    [200, 'quarter', 100],
    [100, 'half', 100],
    [150, 'all', 150],
    [150, 'half', 100],
    [50, 'quarter', 50],
  ] as const)('%i held, %s → %i shares', (held, part, shares) => {
    expect(quickShares(held, part)).toBe(shares);
  });
});

describe('sharesFromLots', () => {
  it.each([
    ['5', 500],
    [' 12 ', 1200],
    ['0', null],
    ['', null],
    ['1.5', null],
    ['-1', null],
    ['abc', null],
    ['1234567', null],
  ])('%j → %j', (text, shares) => expect(sharesFromLots(text)).toBe(shares));
});

describe('closeMessageOf', () => {
  it.each([
    [
      { rule: 'above-held', shares: 1500 } as const,
      'close.rule.above-held',
      { shares: 1500, lots: '15' },
    ],
    [
      { rule: 'not-enough-sellable', sellable: 300 } as const,
      'close.rule.not-enough-sellable',
      { shares: 300, lots: '3' },
    ],
    [
      { rule: 'below-min-partial' } as const,
      'close.rule.below-min-partial',
      { shares: 100, lots: '1' },
    ],
    [{ rule: 'too-soon', minutes: 30 } as const, 'close.rule.too-soon', { minutes: 30 }],
    [{ rule: 'outside-hours' } as const, 'close.rule.outside-hours', {}],
    [{ rule: 'limit-down-long' } as const, 'close.rule.limit-down-long', {}],
  ])('%j', (failure, key, params) => {
    expect(closeMessageOf(failure)).toEqual({ key, params });
  });

  it('tells quantity rules (shown while typing) from the others (shown on confirm)', () => {
    expect(isQuantityRule({ rule: 'above-held', shares: 1 })).toBe(true);
    expect(isQuantityRule({ rule: 'not-enough-sellable', sellable: 1 })).toBe(true);
    expect(isQuantityRule({ rule: 'outside-hours' })).toBe(false);
    expect(isQuantityRule({ rule: 'limit-down-long' })).toBe(false);
  });
});
