import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { limitDayScenarios, riskLine } from '@/api/contracts/trading-math';

import { positionFixture } from '../testing/fake-backend';

import { positionRisk } from './risk';

const ratios = { warning: 0.5, forced: 0.7 };
const long = positionFixture({
  name: '贵州茅台',
  code: '600519',
  direction: 'long',
  shares: 200,
  lever: 10,
  buyPrice: 1400,
  nowPrice: 1380,
});
const short = positionFixture({
  name: '平安银行',
  code: '000001',
  direction: 'short',
  shares: 10_000,
  lever: 10,
  buyPrice: 12,
  nowPrice: 11.5,
});

describe('positionRisk', () => {
  it('a long: both lines and the limit-down days only', () => {
    const price = new Decimal(1380);
    const r = positionRisk(long, price, 10, ratios);
    expect(r.warning).toEqual(riskLine(long, 0.5, price));
    expect(r.forced).toEqual(riskLine(long, 0.7, price));
    expect(r.limitDown).toEqual(limitDayScenarios(long, price, 10, ratios, -1));
    expect(r.limitDown.map((s) => s.days)).toEqual([1, 2, 3]);
    expect(r.limitUp).toEqual([]);
    // Three limit-down days on a 10× long cross the forced line.
    expect(r.limitDown.at(-1)?.isForced).toBe(true);
  });

  it('a short: the limit-up days that hurt it as well', () => {
    const price = new Decimal(11.5);
    const r = positionRisk(short, price, 10, ratios);
    expect(r.limitUp).toEqual(limitDayScenarios(short, price, 10, ratios, 1));
    expect(r.limitDown).toHaveLength(3);
    expect(r.limitUp.every((s) => s.price.gt(price))).toBe(true);
  });

  it('no daily limit (HK/US): no scenarios; missing ratios: no lines', () => {
    const r = positionRisk(long, new Decimal(1380), null, { warning: null, forced: undefined });
    expect(r).toEqual({ warning: null, forced: null, limitDown: [], limitUp: [] });
  });
});
