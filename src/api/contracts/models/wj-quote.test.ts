// The provider-shaped quote (api-contract §18.1): exact keys, percent-unit change rate, volumes
// that are 0 and never null, and the two-decimal `changeRateStr`.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

import { wjQuote, wjQuoteMap } from './wj-quote';

const levels = (side: 'bid' | 'ask', first: number, step: number) =>
  Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((i) => [
      [`${side}${i}`, first + step * (i - 1)],
      [`${side}${i}_vol`, 100 * i],
    ]),
  );

/** Moutai at −0.40 %: the figures a provider sends (change and rate from price and close). */
const QUOTE = {
  stockId: 1,
  name: '贵州茅台',
  symbol: 'sh600519',
  price: 1494,
  open: 1500,
  preclose: 1500,
  high: 1502.5,
  low: 1490.01,
  change: -6,
  changeRate: -0.4,
  bid: 1493.99,
  ask: 1494,
  volume: 1_234_500,
  value: 1_844_000_000.5,
  ...levels('bid', 1493.99, -0.01),
  ...levels('ask', 1494, 0.01),
  update_time: 1_793_587_800_000,
  changeRateStr: '-0.40',
};

describe('wjQuote (§18.1)', () => {
  it('parses a provider quote and keeps exactly its keys', () => {
    expect(z.strictObject(wjQuote.shape).parse(QUOTE)).toEqual(QUOTE);
    expect(Object.keys(wjQuote.shape)).toHaveLength(36);
  });

  it('holds volumes and book sizes at 0, never null', () => {
    for (const key of ['volume', 'bid1_vol', 'ask5_vol', 'update_time']) {
      expect(wjQuote.safeParse({ ...QUOTE, [key]: null }).success).toBe(false);
      expect(wjQuote.safeParse({ ...QUOTE, [key]: 0 }).success).toBe(true);
    }
  });

  it('takes changeRateStr with exactly two decimals, or null', () => {
    for (const text of ['10.02', '0.00', '-0.40', null]) {
      expect(wjQuote.safeParse({ ...QUOTE, changeRateStr: text }).success).toBe(true);
    }
    for (const text of ['-0.4', '1,234.00', '+1.00', '12']) {
      expect(wjQuote.safeParse({ ...QUOTE, changeRateStr: text }).success).toBe(false);
    }
  });

  it('keys the batch by gid', () => {
    expect(wjQuoteMap.parse({ sh600519: { ...QUOTE, stockId: null } })).toHaveProperty('sh600519');
  });
});
