// Tick arithmetic: limit prices rounded to the tick, percentages and money without float noise.
import { describe, expect, it } from 'vitest';

import { changePct, limitBand, moneyOf, roundHalfUp, toPrice, toTicks } from './ticks';

describe('limitBand', () => {
  it.each([
    [1000, 10, 1100, 900],
    [1150, 10, 1265, 1035],
    [1818, 10, 2000, 1636],
    [235, 5, 247, 223],
    [9000, 20, 10800, 7200],
    [3000, 30, 3900, 2100],
  ])('prev %i ticks ±%i%% → %i / %i', (prev, pct, up, down) => {
    expect(limitBand(prev, pct)).toEqual({ limitUp: up, limitDown: down });
  });
});

describe('numbers', () => {
  it('rounds half away from zero', () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(-0.125, 2)).toBe(-0.13);
    expect(roundHalfUp(-0.001, 2)).toBe(0);
  });

  it('turns ticks into exact decimals', () => {
    expect(toPrice(30, 2) + 0).toBe(0.3);
    expect(toPrice(123456, 2)).toBe(1234.56);
    expect(toTicks(0.1 + 0.2, 2)).toBe(30);
  });

  it('computes change % and money at 2 dp', () => {
    expect(changePct(1100, 1000)).toBe(10);
    expect(changePct(999, 1000)).toBe(-0.1);
    expect(moneyOf(123456789, 2)).toBe(1234567.89);
    expect(moneyOf(1234567, 0)).toBe(1234567);
    expect(moneyOf(1234567, 3)).toBe(1234.57);
  });
});
