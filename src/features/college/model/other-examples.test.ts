import { describe, expect, it } from 'vitest';

import { sampleSetting } from '../testing/sample-setting';

import { boardLimitPct } from './boards';
import { limitsExample } from './limits-example';
import { lotsExample } from './lots-example';
import { riskExample } from './risk-example';

const setting = sampleSetting({ cantSellTimes: 30 });
const creaseMax = { main: 7, chinext: 15, star: 15 };

describe('boardLimitPct', () => {
  it('is what the market engine applies per board', () => {
    expect(['main', 'star', 'chinext', 'bj', 'st'].map((b) => boardLimitPct(b as never))).toEqual([
      10, 20, 20, 30, 5,
    ]);
  });
});

describe('limitsExample', () => {
  it.each([
    ['main', 10, 1.0, 'long', 11, 9, undefined],
    ['main', 10, 7, 'long', 11, 9, 'rise-too-high'],
    ['main', 10, 10, 'long', 11, 9, 'limit-up-long'],
    ['main', 10, 10, 'short', 11, 9, 'rise-too-high'],
    ['star', 10, 12, 'long', 12, 8, undefined],
    ['chinext', 10, -16, 'long', 12, 8, 'fall-too-deep'],
    ['bj', 10, 8, 'long', 13, 7, 'rise-too-high'],
    ['st', 10, 1, 'long', 10.5, 9.5, 'st-or-delisting'],
  ] as const)('%s at %s, %s %% %s → %s / %s, %s', (board, prev, change, side, up, down, rule) => {
    const x = limitsExample({ board, prevClose: prev, changePct: change, side }, creaseMax);
    expect([x.limitUp, x.limitDown]).toEqual([up, down]);
    expect(x.verdict?.rule).toBe(rule);
  });

  it('rounds the limit prices to the tick', () => {
    expect(
      limitsExample({ board: 'main', prevClose: 11.11, changePct: 0, side: 'long' }, creaseMax),
    ).toMatchObject({ limitUp: 12.22, limitDown: 10, price: '11.11' });
  });
});

describe('lotsExample', () => {
  it('turns lots into shares and their cost, and judges a full sale', () => {
    const x = lotsExample(setting, {
      lots: 3,
      price: 10,
      isBoughtToday: false,
      minutesSinceBuy: 60,
    });
    expect(x).toMatchObject({ shares: 300, value: '3000.00', fees: '3.90', total: '3003.90' });
    expect(x.lotRange).toEqual({ min: 1, max: 100 });
    expect(x.sale).toBeUndefined();
  });

  it('refuses a sale too soon after the buy, or of shares bought today', () => {
    const base = { lots: 1, price: 10, isBoughtToday: false, minutesSinceBuy: 10 };
    expect(lotsExample(setting, base).sale).toEqual({ rule: 'too-soon', minutes: 30 });
    expect(
      lotsExample(setting, { ...base, minutesSinceBuy: 45, isBoughtToday: true }).sale,
    ).toEqual({ rule: 'not-enough-sellable', sellable: 0 });
  });
});

describe('riskExample', () => {
  it('places the warning line above the forced line for a long, each limit day lower', () => {
    const x = riskExample(setting, { price: 10, lots: 10, lever: 10, side: 'long', board: 'main' });
    expect(x.margin).toBe('1000.00');
    // Warning at 50 % of 1000 lost: 10 + (13 − 500) / 1000 → 9.52 (rounded up); forced 70 % → 9.32.
    expect(x.warning?.price.toFixed(2)).toBe('9.52');
    expect(x.forced?.price.toFixed(2)).toBe('9.32');
    expect(x.adverse.map((d) => d.price.toFixed(2))).toEqual(['9.00', '8.10', '7.29']);
    expect(x.adverse.map((d) => d.isForced)).toEqual([true, true, true]);
  });

  it("puts a short's lines above the price and its adverse days are limit-up days", () => {
    const x = riskExample(setting, { price: 10, lots: 10, lever: 2, side: 'short', board: 'star' });
    expect(x.warning?.price.gt(10)).toBe(true);
    expect(x.adverse[0]?.price.toFixed(2)).toBe('12.00');
    expect(x.adverse[0]?.isWarning).toBe(false);
  });
});
