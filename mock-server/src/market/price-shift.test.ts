// A back-office price shift moves every view of the stock alike — quote, time-share line, minute
// and day K-lines — within the day's limits, from the minute it was made, for that day only.
import { describe, expect, it } from 'vitest';

import { NAMED_STOCKS } from '../../../fixtures/src/named-securities';
import { REFERENCE_DAY } from '../../../fixtures/src/securities';

import { createMarket } from './market';
import type { PriceShiftRow } from './price-shift';
import { at, fixtureSecurities, stockOf } from './test-support';

const setup = () => {
  const securities = fixtureSecurities();
  const priceShifts: PriceShiftRow[] = [];
  const market = createMarket({
    seed: 1,
    securities: () => ({ ...securities, priceShifts }),
  });
  const code = Object.values(NAMED_STOCKS)[0]!.code;
  const shift = (ticks: number, now: number): void => {
    const instrument = stockOf(market, code);
    const point = market.shiftPoint(instrument, now)!;
    priceShifts.push({
      id: priceShifts.length + 1,
      kind: 'stock',
      gid: instrument.gid,
      ...point,
      ticks,
      reason: 'test',
      addTime: now,
    });
  };
  return { market, instrument: () => stockOf(market, code), shift };
};

describe('price shifts', () => {
  it('moves the quote, the time-share line and both K-lines by the same ticks', () => {
    const { market, instrument, shift } = setup();
    const now = at(`${REFERENCE_DAY} 10:15:30`);
    const before = market.quote(instrument(), now);
    const earlier = market.quote(instrument(), at(`${REFERENCE_DAY} 10:00`));
    shift(-25, now);
    const after = market.quote(instrument(), now);
    const step = 10 ** -after.decimals;
    expect(after.price).toBeCloseTo(before.price - 25 * step, after.decimals);
    // Minutes before the shift keep their prices.
    expect(market.quote(instrument(), at(`${REFERENCE_DAY} 10:00`)).price).toBe(earlier.price);
    expect(market.minuteLine(instrument(), now).at(-1)?.price).toBe(after.price);
    expect(market.kline(instrument(), { period: 'day', count: 1 }, now).at(-1)?.close).toBe(
      after.price,
    );
    expect(market.kline(instrument(), { period: 1, count: 1 }, now).at(-1)?.close).toBe(
      after.price,
    );
    expect(after.low).toBeLessThanOrEqual(after.price);
  });

  it('stops at the limit-down price and lasts until the close only', () => {
    const { market, instrument, shift } = setup();
    const now = at(`${REFERENCE_DAY} 10:15`);
    shift(-1_000_000, now);
    const q = market.quote(instrument(), now);
    expect(q.price).toBe(q.limitDown);
    expect(q.isLimitDown).toBe(true);
    expect(market.quote(instrument(), at(`${REFERENCE_DAY} 16:00`)).price).toBe(q.limitDown);
    // The next day opens from the unshifted close, as the walk drew it.
    const next = market.quote(instrument(), at('2026-11-03 10:00'));
    expect(next.prevClose).not.toBe(q.limitDown);
  });

  it('has no start before the session begins', () => {
    const { market, instrument } = setup();
    expect(market.shiftPoint(instrument(), at(`${REFERENCE_DAY} 09:00`))).toBeNull();
    expect(market.shiftPoint(instrument(), at(`${REFERENCE_DAY} 16:00`))?.fromMinute).toBe(239);
  });
});
