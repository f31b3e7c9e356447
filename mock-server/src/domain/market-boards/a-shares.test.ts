// The figures every board shares: the A-share universe, seeded share capital and turnover rates.
import { describe, expect, it } from 'vitest';

import { SCENARIO_STOCKS } from '../../../../fixtures/src/securities';
import { at, fixtureMarket, stockOf } from '../../market/test-support';

import { aShares, referenceStock, round, secucode, shareCapital, turnoverRate } from './a-shares';

const { market } = fixtureMarket();

describe('aShares', () => {
  it('holds only Shanghai, Shenzhen and Beijing stocks; the first is the reference', () => {
    const stocks = aShares(market);
    expect(stocks.length).toBeGreaterThan(50);
    for (const i of stocks) expect(['sh', 'sz', 'bj']).toContain(i.row.stockType);
    expect(referenceStock(market)).toBe(stocks[0]);
    expect(secucode(stocks[0]!)).toBe(
      `${stocks[0]!.code}.${stocks[0]!.row.stockType.toUpperCase()}`,
    );
  });
});

describe('shareCapital', () => {
  it('is whole lots, total ≥ float, and the same for the same seed', () => {
    for (const i of aShares(market)) {
      const cap = shareCapital(market.seed, i);
      expect(cap.float % i.profile.lot).toBe(0);
      expect(cap.total % i.profile.lot).toBe(0);
      expect(cap.total).toBeGreaterThanOrEqual(cap.float);
      expect(shareCapital(market.seed, i)).toEqual(cap);
    }
  });

  it('sizes the float so a typical day turns over 0.4 %–4 % of it', () => {
    for (const i of aShares(market)) {
      const { float } = shareCapital(market.seed, i);
      const typical = i.profile.dailyVolume / float;
      // Rounding to whole lots may move the share a little past either end.
      expect(typical).toBeGreaterThan(0.0039);
      expect(typical).toBeLessThan(0.041);
    }
  });

  it('differs between seeds', () => {
    const other = fixtureMarket(market.seed + 1).market;
    const i = stockOf(market, SCENARIO_STOCKS.limitUp.code);
    expect(shareCapital(other.seed, i)).not.toEqual(shareCapital(market.seed, i));
  });
});

describe('turnoverRate', () => {
  it('is the volume as a percentage of the float, 2 dp', () => {
    const i = stockOf(market, SCENARIO_STOCKS.limitUp.code);
    const q = market.quote(i, at('2026-11-02 10:30'));
    const expected = round((q.volume / shareCapital(market.seed, i).float) * 100, 2);
    expect(turnoverRate(market, i, q)).toBe(expected);
  });
});
