// The add-on form's pure rules: whole lots 1–100, then §11.3 in the reference's order, and the
// server's words as the order ticket shows them.
import { describe, expect, it } from 'vitest';

import type { BuyFacts } from '@/api/contracts/trading-rules';

import { addOnMessage, lotsMessage, refusalText } from './add-on';

const facts =
  (over: Partial<BuyFacts> = {}) =>
  (shares: number): BuyFacts => ({
    shares,
    direction: 'long',
    minShares: 100,
    maxShares: 10_000,
    session: { isOpen: true },
    margin: 2_000,
    buyMinAmt: 1_000,
    buyMaxAmtPercent: 0.8,
    available: 10_000,
    ...over,
  });

describe('add-on form', () => {
  it.each([
    ['', 'addOn.rule.empty'],
    ['0', 'addOn.rule.below-one'],
    ['101', 'addOn.rule.above-cap'],
  ])('lots %j → %s', (text, key) => {
    expect(lotsMessage(text)?.key).toBe(key);
  });

  it('accepts 1 and 100 lots', () => {
    expect(lotsMessage('1')).toBeNull();
    expect(lotsMessage('100')).toBeNull();
    expect(addOnMessage('1', facts())).toBeNull();
  });

  it('checks the site limits in lots, at the field', () => {
    expect(addOnMessage('2', facts({ minShares: 300 }))).toEqual({
      at: 'lots',
      message: { key: 'addOn.rule.below-min-shares', params: { lots: 3 } },
    });
  });

  it('the session comes before the money, at the button', () => {
    const closed = facts({ session: { isOpen: false, reason: 'outside-hours' }, margin: 99_999 });
    expect(addOnMessage('1', closed)?.message.key).toBe('addOn.rule.outside-hours');
    expect(addOnMessage('1', facts({ margin: 9_000 }))).toEqual({
      at: 'order',
      message: { key: 'addOn.rule.above-max-share', params: { percent: '80' } },
    });
  });

  it("localizes the trading-hours refusal and keeps any other server's text", () => {
    expect(refusalText('下单失败，不在交易时段内')).toEqual({ key: 'addOn.rule.outside-hours' });
    expect(refusalText('频繁交易,5分钟内不能超过500手')).toEqual({
      text: '频繁交易,5分钟内不能超过500手',
    });
  });
});
