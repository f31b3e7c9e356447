import { describe, expect, it } from 'vitest';

import { closeFigures, stockOrderCost } from '@/api/contracts/trading-math';
import { stockPreview } from '@/lib/trading/order-preview';

import { feesExample, type FeesInput } from './fees-example';

// The fixture site's rates (fixtures/src/site.ts) and the base spread rule's 0.05 %.
const RATES = { buyFee: 0.0003, sellFee: 0.0003, dutyFee: 0.001, spreadRate: 0.0005 };
const base: FeesInput = { price: 10, lots: 1, lever: 10, side: 'long', days: 1, rates: RATES };

const fixed = (e: ReturnType<typeof feesExample>) => ({
  value: e.value.toFixed(2),
  margin: e.margin.toFixed(2),
  buyFee: e.buyFee.toFixed(2),
  stampDuty: e.stampDuty.toFixed(2),
  spreadFee: e.spreadFee.toFixed(2),
  sellFee: e.sellFee.toFixed(2),
  roundTrip: e.roundTrip.toFixed(2),
  total: e.total.toFixed(2),
  deferredFee: e.deferredFee.toFixed(2),
  breakEven: e.breakEven.toFixed(2),
  movePct: e.movePct.toFixed(2),
});

describe('feesExample: the fees of one order, worked by hand', () => {
  it.each<[string, Partial<FeesInput>, Partial<ReturnType<typeof fixed>>]>([
    [
      '1 lot at 10.00, ×10, long, 1 day',
      {},
      {
        value: '1000.00',
        margin: '100.00',
        buyFee: '0.30',
        stampDuty: '1.00',
        spreadFee: '0.50',
        sellFee: '0.30',
        roundTrip: '2.10',
        total: '101.80',
        deferredFee: '0.03',
        // (1000 + 1.80) ÷ (100 × 0.9997) = 10.0210… rounded up against the trader.
        breakEven: '10.03',
        movePct: '0.30',
      },
    ],
    // (1000 − 1.80) ÷ (100 × 1.0003) = 9.9790… rounded down for a short.
    ['the same short', { side: 'short' }, { breakEven: '9.97', movePct: '0.30', total: '101.80' }],
    // 100 × 3 days × 0.025 % = 0.075 → 0.08.
    ['held 3 days', { days: 3 }, { deferredFee: '0.08' }],
    ['held 0 days counts as the buy day', { days: 0 }, { deferredFee: '0.03' }],
    [
      '5 lots at 23.45, ×20, no spread',
      { price: 23.45, lots: 5, lever: 20, rates: { ...RATES, spreadRate: 0 } },
      {
        value: '11725.00',
        margin: '586.25',
        buyFee: '3.52',
        stampDuty: '11.73',
        spreadFee: '0.00',
        sellFee: '3.52',
        roundTrip: '18.77',
        total: '601.50',
      },
    ],
  ])('%s', (_name, change, expected) => {
    expect(fixed(feesExample({ ...base, ...change }))).toMatchObject(expected);
  });
});

describe('feesExample: the very figures of the ticket and the close', () => {
  it.each<Partial<FeesInput>>([
    {},
    { side: 'short', lots: 7, price: 4.87, lever: 30 },
    { price: 1688.88, lots: 2, lever: 1, rates: { ...RATES, spreadRate: 0.0008 } },
  ])('%o', (change) => {
    const input = { ...base, ...change };
    const e = feesExample(input);
    const ticket = stockPreview({
      price: input.price,
      lots: input.lots,
      lever: input.lever,
      side: input.side,
      ...input.rates,
      available: 1e9,
      maxShareOfAvailable: 1,
      minShares: 100,
      maxShares: 10_000,
    });
    for (const key of [
      'value',
      'margin',
      'buyFee',
      'stampDuty',
      'spreadFee',
      'total',
      'breakEven',
    ] as const) {
      expect(e[key].toFixed(2), key).toBe(ticket[key].toFixed(2));
    }
    const cost = stockOrderCost({
      price: input.price,
      shares: input.lots * 100,
      lever: input.lever,
      direction: input.side,
      rates: input.rates,
    });
    expect(e.roundTrip.toFixed(2)).toBe(cost.fees.plus(e.sellFee).toFixed(2));
    expect(e.sellFee.toFixed(2)).toBe(
      closeFigures(
        {
          orderDirection: input.side === 'long' ? '买涨' : '买跌',
          buyOrderPrice: input.price,
          orderNum: input.lots * 100,
          orderTotalPrice: cost.value,
        },
        input.price,
        input.lots * 100,
        RATES.sellFee,
      ).sellFee.toFixed(2),
    );
  });
});
