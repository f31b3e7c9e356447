// The VIP grab's limits, margin and checks (lots, threshold, margin limits), before sending.
import { describe, expect, it } from 'vitest';

import { isBelowVipThreshold, vipLimitsOf } from './vip-limits';
import { checkVipOrder, vipBoardProblem, vipMargin, type VipOrderInput } from './vip-order';

const setting = {
  buyMinNum: 100,
  buyMaxNum: 10_000,
  vipQcMaxAmt: 100_000,
  buyMinAmt: 1000,
  buyMaxAmtPercent: 0.8,
};
const limits = vipLimitsOf(setting);
const input = (over: Partial<VipOrderInput> = {}): VipOrderInput => ({
  code: '600519',
  name: '贵州茅台',
  price: '18.35',
  lotsText: '10',
  available: 200_000,
  limits,
  ...over,
});
const keysOf = (i: VipOrderInput) => checkVipOrder(i).problems.map((p) => p.key);

describe('VIP limits', () => {
  it('reads buyMinNum / buyMaxNum (shares) as lots', () => {
    expect(limits).toMatchObject({ minLots: 1, maxLots: 100, threshold: 100_000 });
    expect(vipLimitsOf({ ...setting, buyMinNum: 500, buyMaxNum: 2050 })).toMatchObject({
      minLots: 5,
      maxLots: 20,
    });
    expect(vipLimitsOf(undefined)).toMatchObject({ minLots: 1, maxLots: null, threshold: null });
  });

  it('the margin is price × lots × 100 ÷ lever, in decimals', () => {
    expect(vipMargin('18.35', '3')?.toFixed(2)).toBe('5505.00');
    expect(vipMargin('18.35', '3', 10)?.toFixed(2)).toBe('550.50');
    expect(vipMargin(null, '3')).toBeNull();
    expect(vipMargin('18.35', '')).toBeNull();
  });

  it('the threshold is judged on the available balance', () => {
    expect(isBelowVipThreshold(99_999.99, limits)).toBe(true);
    expect(isBelowVipThreshold(100_000, limits)).toBe(false);
    expect(isBelowVipThreshold(undefined, limits)).toBe(false);
  });
});

describe('VIP checks', () => {
  it('sends shares at lever 1', () => {
    expect(checkVipOrder(input()).intent).toEqual({
      stockCode: '600519',
      stockName: '贵州茅台',
      buyNum: 1000,
      lever: 1,
    });
  });

  it('refuses lots outside the limits, naming the limit in lots', () => {
    expect(checkVipOrder(input({ lotsText: '0' })).problems).toEqual([
      { field: 'lots', key: 'vip.check.belowMin', values: { lots: 1 } },
    ]);
    expect(checkVipOrder(input({ lotsText: '101', price: '1.00' })).problems).toEqual([
      { field: 'lots', key: 'vip.check.aboveMax', values: { lots: 100 } },
    ]);
    expect(keysOf(input({ lotsText: '' }))).toEqual(['vip.check.lotsEmpty']);
  });

  it('refuses below the VIP threshold before anything else about money', () => {
    expect(checkVipOrder(input({ available: 50_000 })).problems).toContainEqual({
      field: 'order',
      key: 'vip.check.threshold',
      values: { amount: '100000.00' },
    });
  });

  it('refuses a margin below buyMinAmt, above the allowed share, above the available', () => {
    expect(keysOf(input({ lotsText: '1', price: '5.00' }))).toEqual(['vip.check.minAmount']);
    // 18.35 × 9,000 = 165,150 > 80 % of 200,000.
    expect(keysOf(input({ lotsText: '90' }))).toEqual(['vip.check.maxShare']);
    const whole = vipLimitsOf({ ...setting, buyMaxAmtPercent: 1 });
    expect(checkVipOrder(input({ lotsText: '90', price: '30', limits: whole })).problems).toEqual([
      { field: 'order', key: 'vip.check.funds', values: { available: '200000.00' } },
    ]);
  });

  it('waits for a price', () => {
    expect(keysOf(input({ price: null }))).toEqual(['vip.check.noPrice']);
  });
});

describe("the board max-change rule (creaseMaxPercent & co., the order ticket's rule)", () => {
  const crease = { creaseMaxPercent: 7, cyCreaseMaxPercent: 15, kcCreaseMaxPercent: 18 };
  const withCrease = vipLimitsOf({ ...setting, ...crease });

  it('reads the three settings, and none while any is unset', () => {
    expect(withCrease.creaseMax).toEqual({ main: 7, chinext: 15, star: 18 });
    expect(vipLimitsOf({ ...setting, ...crease, kcCreaseMaxPercent: null }).creaseMax).toBeNull();
    expect(limits.creaseMax).toBeNull();
  });

  it("judges a stock's change against its board's limit, from the code", () => {
    // Main board at +10.01 % ≥ 7 %: the server would answer 当前交易不可买入.
    expect(vipBoardProblem({ code: '600519', changePct: 10.01 }, withCrease)).toEqual({
      field: 'order',
      key: 'vip.check.boardLimit',
      values: { change: '+10.01', max: '7' },
    });
    // Exactly at the limit counts (≥), as the server judges it.
    expect(vipBoardProblem({ code: '600519', changePct: 7 }, withCrease)?.values.change).toBe('+7');
    expect(vipBoardProblem({ code: '600519', changePct: 6.99 }, withCrease)).toBeNull();
    // ChiNext (300…) at +12 % is within its 15 %; STAR (688…) at +20 % is beyond its 18 %.
    expect(vipBoardProblem({ code: '300750', changePct: 12 }, withCrease)).toBeNull();
    expect(vipBoardProblem({ code: '688981', changePct: 20 }, withCrease)?.values).toEqual({
      change: '+20',
      max: '18',
    });
    // A fall beyond the limit too; no change % or no settings: nothing to say.
    expect(vipBoardProblem({ code: '600519', changePct: -8 }, withCrease)?.values.change).toBe(
      '-8',
    );
    expect(vipBoardProblem({ code: '600519', changePct: null }, withCrease)).toBeNull();
    expect(vipBoardProblem({ code: '600519', changePct: 10.01 }, limits)).toBeNull();
  });

  it('is one of the checks before sending: no grab goes out for it', () => {
    const checked = checkVipOrder(input({ changePct: 9.98, limits: withCrease }));
    expect(checked.intent).toBeNull();
    expect(checked.problems.map((p) => p.key)).toEqual(['vip.check.boardLimit']);
    expect(checkVipOrder(input({ changePct: 3.2, limits: withCrease })).intent).not.toBeNull();
  });
});
