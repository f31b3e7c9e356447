import { describe, expect, it } from 'vitest';

import { timesShares, toUnits, toYuanText } from './exact-money';

describe('exact money', () => {
  it.each([
    ['12.34', 123400n],
    [12.34, 123400n],
    [0.1, 1000n],
    ['1.00005', 10001n],
    ['-2.5', -25000n],
    [1e20, 1000000000000000000000000n],
    [1e-7, 0n],
    ['', null],
    ['abc', null],
    [null, null],
    [Number.NaN, null],
  ])('%j → %s units', (v, units) => {
    expect(toUnits(v)).toBe(units);
  });

  it.each([
    [123450n, '12.35'],
    [123449n, '12.34'],
    [-100n, '-0.01'],
    [-49n, '0.00'],
    [0n, '0.00'],
  ])('%s units → %s', (units, text) => {
    expect(toYuanText(units)).toBe(text);
  });

  it('multiplies a price by shares without float drift', () => {
    expect(timesShares(0.1, 3)).toBe('0.30');
    expect(timesShares('42.71', 73_370_000)).toBe('3133632700.00');
    expect(timesShares('12.3456', 1000)).toBe('12345.60');
    expect(timesShares(null, 3)).toBeNull();
  });
});
