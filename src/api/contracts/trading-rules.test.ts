// The order rules in the reference's order (api-contract §11.3, §11.4): the first broken rule is
// the one reported, a rule whose facts are unknown is skipped, and the numbers in a failure are
// the ones the message will print.
import { describe, expect, it } from 'vitest';

import { firstBuyFailure, firstCloseFailure, type BuyFacts } from './trading-rules';

const MOUTAI = { name: '贵州茅台', gid: 'sh600519', plate: null, isLock: 0 };

/** A buy that breaks nothing: verified user, open market, 10 lots, funds to spare. */
const clean: BuyFacts = {
  stock: MOUTAI,
  kyc: { isEnforced: true, realName: '张三', idCard: '110101199001011234', isLock: 0 },
  hasSettings: true,
  session: { isOpen: true },
  frequency: {
    sameMinutes: 5,
    sameMax: 10,
    sameCount: 0,
    lotsMinutes: 5,
    lotsMax: 500,
    sharesBought: 0,
  },
  shares: 1000,
  minShares: 100,
  maxShares: 10_000,
  direction: 'long',
  price: 1688,
  changePct: 1.2,
  creaseMax: { main: 7, chinext: 15, star: 15 },
  rise: { days: 5, rate: 30, risePct: 4 },
  margin: 168_800,
  buyMinAmt: 1000,
  buyMaxAmtPercent: 0.8,
  available: 250_000,
};

describe('firstBuyFailure', () => {
  it('passes a clean order', () => {
    expect(firstBuyFailure(clean)).toBeUndefined();
  });

  it.each<[string, Partial<BuyFacts>, unknown]>([
    ['unknown stock', { stock: null }, { rule: 'stock-unknown' }],
    [
      'no real name',
      { kyc: { isEnforced: true, realName: '', idCard: 'x', isLock: 0 } },
      { rule: 'kyc-missing' },
    ],
    [
      'locked account',
      { kyc: { isEnforced: true, realName: 'a', idCard: 'x', isLock: 1 } },
      { rule: 'account-locked' },
    ],
    [
      'closed market',
      { session: { isOpen: false, reason: 'outside-hours' } },
      { rule: 'outside-hours', market: 'a' },
    ],
    [
      'weekend',
      { session: { isOpen: false, reason: 'weekend' } },
      { rule: 'outside-hours', market: 'a' },
    ],
    ['holiday switch', { session: { isOpen: false, reason: 'holiday' } }, { rule: 'holiday' }],
    ['suspended stock', { stock: { ...MOUTAI, isLock: 1 } }, { rule: 'stock-locked' }],
    ['below minimum', { shares: 50 }, { rule: 'below-min-shares', shares: 100 }],
    ['above maximum', { shares: 20_000 }, { rule: 'above-max-shares', shares: 10_000 }],
    ['no quote', { price: 0 }, { rule: 'quote-zero' }],
    [
      'ST name',
      { stock: { ...MOUTAI, name: 'ST康美' }, changePct: 0 },
      { rule: 'st-or-delisting' },
    ],
    ['delisting name', { stock: { ...MOUTAI, name: '退市海润退' } }, { rule: 'st-or-delisting' }],
    ['limit-up long', { changePct: 10 }, { rule: 'limit-up-long' }],
    [
      'rise over the band',
      { changePct: 7.5 },
      { rule: 'rise-too-high', board: 'main', change: '7.5', max: '7' },
    ],
    [
      'fall over the band',
      { changePct: -8 },
      { rule: 'fall-too-deep', board: 'main', change: '-8', max: '7' },
    ],
    [
      'rose too much',
      { rise: { days: 5, rate: 30, risePct: 31 } },
      { rule: 'rose-over-days', days: 5, rate: '30' },
    ],
    ['tiny margin', { margin: 500 }, { rule: 'below-min-amount', amount: 1000 }],
    ['over 80 % of funds', { margin: 210_000 }, { rule: 'above-max-share', percent: '80' }],
    [
      'over the funds',
      { margin: 260_000, buyMaxAmtPercent: undefined },
      { rule: 'insufficient-funds', available: '250000' },
    ],
    ['negative index account', { indexAvailable: -1 }, { rule: 'index-account-negative' }],
  ])('%s', (_name, change, expected) => {
    expect(firstBuyFailure({ ...clean, ...change })).toEqual(expected);
  });

  it('reports the rule that comes first when several are broken', () => {
    expect(
      firstBuyFailure({
        ...clean,
        shares: 50,
        margin: 1,
        session: { isOpen: false, reason: 'outside-hours' },
      }),
    ).toEqual({
      rule: 'outside-hours',
      market: 'a',
    });
  });

  it('uses the 20 % limit for ChiNext and exempts the listing day', () => {
    const chinext = {
      name: '宁德时代',
      gid: 'sz300750',
      plate: '创业',
      isLock: 0,
      listDate: '2026-11-18',
    };
    expect(firstBuyFailure({ ...clean, stock: chinext, changePct: 10 })).toBeUndefined();
    expect(firstBuyFailure({ ...clean, stock: chinext, changePct: 20 })).toEqual({
      rule: 'limit-up-long',
    });
    expect(
      firstBuyFailure({
        ...clean,
        stock: chinext,
        changePct: 20,
        today: '2026-11-18',
        creaseMax: undefined,
      }),
    ).toBeUndefined();
  });

  it('sees a limit-up price that tick rounding left under the limit %', () => {
    expect(
      firstBuyFailure({ ...clean, changePct: 9.99, creaseMax: undefined, isAtLimitUp: true }),
    ).toEqual({
      rule: 'limit-up-long',
    });
  });

  it('lets a short order through at limit-up (the band rule still applies)', () => {
    expect(
      firstBuyFailure({ ...clean, direction: 'short', changePct: 10, creaseMax: undefined }),
    ).toBeUndefined();
  });

  it('says which market is closed for HK and US stocks', () => {
    const session = { isOpen: false, reason: 'outside-hours' } as const;
    expect(firstBuyFailure({ ...clean, session, stock: { ...MOUTAI, gid: 'hk00700' } })).toEqual({
      rule: 'outside-hours',
      market: 'hk',
    });
    expect(firstBuyFailure({ ...clean, session, stock: { ...MOUTAI, gid: 'usAAPL' } })).toEqual({
      rule: 'outside-hours',
      market: 'us',
    });
  });

  it('skips what it does not know', () => {
    expect(firstBuyFailure({ shares: 100, direction: 'long' })).toBeUndefined();
  });
});

describe('firstCloseFailure', () => {
  const base = {
    shares: 1000,
    held: 1000,
    direction: 'long' as const,
    session: { isOpen: true } as const,
  };

  it.each<[string, Partial<Parameters<typeof firstCloseFailure>[0]>, unknown]>([
    ['more than held', { shares: 1100 }, { rule: 'above-held', shares: 1000 }],
    ['partial under 100 shares', { shares: 50 }, { rule: 'below-min-partial' }],
    [
      'closed market',
      { session: { isOpen: false, reason: 'outside-hours' } },
      { rule: 'outside-hours' },
    ],
    ['holiday', { session: { isOpen: false, reason: 'holiday' } }, { rule: 'holiday' }],
    [
      'too soon after the buy',
      { cantSellMinutes: 30, minutesSinceBuy: 10 },
      { rule: 'too-soon', minutes: 30 },
    ],
    ['bought today (T+1)', { sellable: 0 }, { rule: 'not-enough-sellable', sellable: 0 }],
    ['no quote', { price: 0 }, { rule: 'quote-zero' }],
    ['limit-down long', { changePct: -10, limitPct: 10 }, { rule: 'limit-down-long' }],
  ])('%s', (_name, change, expected) => {
    expect(firstCloseFailure({ ...base, ...change })).toEqual(expected);
  });

  it('lets a partial close of whole lots and a short at limit-down through', () => {
    expect(firstCloseFailure({ ...base, shares: 300, sellable: 1000 })).toBeUndefined();
    expect(
      firstCloseFailure({ ...base, direction: 'short', changePct: -10, limitPct: 10 }),
    ).toBeUndefined();
  });

  it('refuses a long close on the limit-down price even at −9.99 %', () => {
    expect(
      firstCloseFailure({ ...base, changePct: -9.99, limitPct: 10, isAtLimitDown: true }),
    ).toEqual({
      rule: 'limit-down-long',
    });
  });

  it('applies the minutes rule to a full close only', () => {
    expect(
      firstCloseFailure({ ...base, shares: 500, cantSellMinutes: 30, minutesSinceBuy: 1 }),
    ).toBeUndefined();
  });
});
