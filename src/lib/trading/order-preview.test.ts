import { describe, expect, it } from 'vitest';

import { contractPreview, maxContractLots, stockLotRange, stockPreview } from './order-preview';

const rates = { buyFee: 0.0003, sellFee: 0.0003, dutyFee: 0.001, spreadRate: 0.001 };

describe('stockPreview', () => {
  it('prices the order as buy.do books it: value, margin, fees, total, break-even', () => {
    const p = stockPreview({
      price: 12.34,
      lots: 3,
      lever: 10,
      side: 'long',
      ...rates,
      available: 200_000,
      maxShareOfAvailable: 0.8,
      minShares: 100,
      maxShares: 10_000,
    });
    // value 12.34 × 300 = 3702; margin 370.2; commission 1.11; duty 3.70; spread 3.70
    expect(p.value.toString()).toBe('3702');
    expect(p.margin.toString()).toBe('370.2');
    expect(p.buyFee.toString()).toBe('1.11');
    expect(p.stampDuty.toString()).toBe('3.7');
    expect(p.spreadFee.toString()).toBe('3.7');
    expect(p.total.toString()).toBe('378.71');
    // (3702 + 8.51) ÷ (300 × 0.9997) = 12.3725… → 12.38 (up for a long)
    expect(p.breakEven.toString()).toBe('12.38');
    expect(p.perLotMargin.toString()).toBe('123.4');
    // The platform's 100-lot cap binds before the funds do.
    expect(p.maxLots).toBe(100);
  });

  it('max lots follows the available funds and the max share of them', () => {
    const p = stockPreview({
      price: 20,
      lots: 1,
      lever: 10,
      side: 'short',
      ...rates,
      available: 10_000,
      maxShareOfAvailable: 0.8,
      minShares: 100,
      maxShares: 10_000,
    });
    // 8000 × 10 ÷ (20 × 100) = 40 lots
    expect(p.maxLots).toBe(40);
    // short break-even is below the price
    expect(p.breakEven.lt(20)).toBe(true);
  });
});

describe('contractPreview', () => {
  it('index: margin = depositAmt × lots ÷ lever, fee = transFee × lots, in CNY', () => {
    const p = contractPreview({
      depositAmt: 5000,
      transFee: 20,
      lots: 3,
      lever: 10,
      rate: 1,
      available: 50_000,
      maxShareOfAvailable: 0.8,
      minLots: 1,
      maxLots: 100,
    });
    expect(p.margin.toString()).toBe('1500');
    expect(p.fee.toString()).toBe('60');
    expect(p.total.toString()).toBe('1560');
    expect(p.cnyTotal.toString()).toBe('1560');
    expect(p.perLotMargin.toString()).toBe('500');
    // 40 000 ÷ 500 = 80 lots
    expect(p.maxLots).toBe(80);
  });

  it('futures: product currency × FX = CNY, and the funds limit counts in CNY', () => {
    const p = contractPreview({
      depositAmt: 10_000,
      transFee: 40,
      lots: 2,
      lever: 20,
      rate: 7.14,
      available: 20_000,
      maxShareOfAvailable: 0.8,
      minLots: 1,
      maxLots: 50,
    });
    expect(p.margin.toString()).toBe('1000');
    expect(p.cnyMargin.toString()).toBe('7140');
    expect(p.cnyTotal.toString()).toBe('7711.2');
    // 16 000 CNY ÷ 3570 per lot = 4 lots
    expect(p.maxLots).toBe(4);
  });

  it('max lots is 0 when not even the minimum fits, and never beyond maxNum', () => {
    const base = {
      depositAmt: 5000,
      transFee: 0,
      lots: 1,
      lever: 1,
      rate: 1,
      maxShareOfAvailable: 1,
      minLots: 1,
      maxLots: 10,
    };
    expect(maxContractLots({ ...base, available: 4999 })).toBe(0);
    expect(maxContractLots({ ...base, available: 1_000_000 })).toBe(10);
    expect(maxContractLots({ ...base, available: 15_000 })).toBe(3);
  });
});

describe('stockLotRange', () => {
  it('the site share limits within the platform cap of 1–100 lots', () => {
    expect(stockLotRange(100, 10_000)).toEqual({ min: 1, max: 100 });
    expect(stockLotRange(500, 3000)).toEqual({ min: 5, max: 30 });
    expect(stockLotRange(null, null)).toEqual({ min: 1, max: 100 });
  });
});
