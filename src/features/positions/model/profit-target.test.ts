import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { checkTargets, targetText } from './profit-target';

describe('checkTargets', () => {
  it.each([
    // direction, price, profit, stop, result
    ['long', 100, '120', '90', { ok: true, profitTarget: 120, stopTarget: 90 }],
    ['long', 100, '', '', { ok: true, profitTarget: 0, stopTarget: 0 }],
    ['long', 100, '0', '95', { ok: true, profitTarget: 0, stopTarget: 95 }],
    ['short', 100, '80', '110', { ok: true, profitTarget: 80, stopTarget: 110 }],
    ['long', 100, '120.5', '', { ok: false, field: 'profit', key: 'targets.error.whole' }],
    ['long', 100, '', '-3', { ok: false, field: 'stop', key: 'targets.error.whole' }],
    ['long', 100, '100', '', { ok: false, field: 'profit', key: 'targets.error.profitAbove' }],
    ['long', 100, '', '101', { ok: false, field: 'stop', key: 'targets.error.stopBelow' }],
    ['short', 100, '101', '', { ok: false, field: 'profit', key: 'targets.error.profitBelow' }],
    ['short', 100, '', '99', { ok: false, field: 'stop', key: 'targets.error.stopAbove' }],
    ['long', null, '5', '500', { ok: true, profitTarget: 5, stopTarget: 500 }],
  ] as const)('%s at %j: %j / %j', (direction, price, profit, stop, want) => {
    expect(checkTargets({ direction, price, profit, stop })).toEqual(want);
  });
});

describe('targetText', () => {
  it.each([
    [null, ''],
    [new Decimal(1800), '1800'],
    [new Decimal('1000.75'), '1000'],
  ])('%j → %j', (value, text) => expect(targetText(value)).toBe(text));
});
