// The quote lists compute change and change % without decimal.js (issue 24's budget): this checks
// the integer maths gives decimal.js's answers on many generated prices.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { priceChange, priceChangePct } from './price-change';

const lcg = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

describe('price change', () => {
  it('is exact where binary floats are not', () => {
    expect(priceChange('0.3', '0.1')).toBe('0.2');
    expect(priceChange(71.35, '70.1')).toBe('1.25');
    expect(priceChange('99', '100')).toBe('-1');
    expect(priceChange('100.00', '100')).toBe('0');
    expect(priceChangePct('99', '100')).toBe('-1.00');
    expect(priceChangePct('71.35', '70.10')).toBe('1.78');
    expect(priceChangePct('100', '100')).toBe('0.00');
    expect(priceChangePct('1493.24', '1493.263')).toBe('0.00');
  });

  it('has no figure without two prices or with a 0 close', () => {
    expect(priceChange(null, '1')).toBeNull();
    expect(priceChange('1', '')).toBeNull();
    expect(priceChange('abc', '1')).toBeNull();
    expect(priceChangePct('1', '0')).toBeNull();
    expect(priceChangePct(undefined, '1')).toBeNull();
  });

  it('agrees with decimal.js on 3 000 generated prices (up to 4 decimals)', () => {
    const next = lcg(20261126);
    for (let i = 0; i < 3000; i++) {
      const places = Math.floor(next() * 5);
      const last = (next() * 5000 + 0.0001).toFixed(places);
      const now = (Number(last) * (0.8 + next() * 0.4)).toFixed(Math.floor(next() * 5));
      if (new Decimal(last).isZero()) continue;
      const change = new Decimal(now).minus(last);
      expect(priceChange(now, last), `${now} − ${last}`).toBe(change.toString());
      // A change that rounds to nothing shows 0.00, where decimal.js writes -0.00.
      const pct = change.div(last).times(100).toFixed(2, Decimal.ROUND_HALF_UP);
      expect(priceChangePct(now, last), `${now} vs ${last}`).toBe(pct === '-0.00' ? '0.00' : pct);
    }
  });
});
