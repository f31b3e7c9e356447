// The new-share pages do money maths without decimal.js (first-load budget, ADR 0028): this
// checks the integer maths gives decimal.js's answer to the cent on many generated cases.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { timesShares, toUnits, toYuanText } from './exact-money';

/** A small seeded generator, so a failure names a case that can be run again. */
const lcg = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

describe('exact money agrees with decimal.js', () => {
  it('shares × issue price, 2 000 cases, to the cent (half up)', () => {
    const next = lcg(20261102);
    for (let i = 0; i < 2000; i++) {
      const price = (Math.floor(next() * 2_000_000) / 10_000).toFixed(4);
      const shares = Math.floor(next() * 200) * 100 + Math.floor(next() * 100);
      const expected = new Decimal(price).times(shares).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      expect(timesShares(price, shares), `${price} × ${shares}`).toBe(expected.toFixed(2));
    }
  });

  it('sums of amounts and their comparison, 1 000 cases', () => {
    const next = lcg(7);
    for (let i = 0; i < 1000; i++) {
      const a = (next() * 1_000_000).toFixed(2);
      const b = (next() * 1_000_000).toFixed(2);
      const sum = (toUnits(a) ?? 0n) + (toUnits(b) ?? 0n);
      expect(toYuanText(sum)).toBe(new Decimal(a).plus(b).toFixed(2));
      expect((toUnits(a) ?? 0n) >= (toUnits(b) ?? 0n)).toBe(new Decimal(a).gte(b));
    }
  });
});
