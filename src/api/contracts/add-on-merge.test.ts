// mergeAddOn: the position after an add-on, as buy2.do books it and the add-on sheet previews it.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { mergeAddOn, stockOrderCost, type PositionMoney } from './trading-math';

const rates = { buyFee: 0.001, sellFee: 0.001, dutyFee: 0.001, spreadRate: 0 };

const held = (over: Partial<PositionMoney> = {}): PositionMoney => ({
  orderDirection: '买涨',
  buyOrderPrice: 10,
  orderNum: 1000,
  orderLever: 10,
  orderTotalPrice: 10_000,
  orderFee: 10,
  orderSpread: 10,
  spreadRatePrice: 0,
  marginAdd: 0,
  ...over,
});

const cases: {
  name: string;
  position: PositionMoney;
  price: number;
  shares: number;
  spreadRate?: number;
  expected: { num: number; avg: string; value: string; fees: string; margin: string };
}[] = [
  {
    name: 'same price: average unchanged, fees add up',
    position: held(),
    price: 10,
    shares: 100,
    expected: { num: 1100, avg: '10', value: '11000', fees: '-22', margin: '1100' },
  },
  {
    name: 'higher price: average rises, rounded half-up to cents',
    position: held(),
    price: 12.35,
    shares: 300,
    expected: { num: 1300, avg: '10.54', value: '13705', fees: '-27.42', margin: '1370.5' },
  },
  {
    name: 'lower price, odd lever: margin rounds on the merged value',
    position: held({ orderLever: 3, orderTotalPrice: 5_000, orderNum: 500, buyOrderPrice: 10 }),
    price: 9.99,
    shares: 100,
    expected: { num: 600, avg: '10', value: '5999', fees: '-22', margin: '1999.67' },
  },
  {
    name: 'spread fee: summed into spreadRatePrice',
    position: held({ spreadRatePrice: 5 }),
    price: 10.01,
    shares: 200,
    spreadRate: 0.002,
    expected: { num: 1200, avg: '10', value: '12002', fees: '-33', margin: '1200.2' },
  },
];

describe('mergeAddOn', () => {
  it.each(cases)('$name', ({ position, price, shares, spreadRate, expected }) => {
    const cost = stockOrderCost({
      price,
      shares,
      lever: position.orderLever ?? 1,
      direction: 'long',
      rates: { ...rates, spreadRate: spreadRate ?? 0 },
    });
    const merged = mergeAddOn(position, shares, cost);
    expect(merged.orderNum).toBe(expected.num);
    expect(merged.buyOrderPrice.toString()).toBe(expected.avg);
    expect(merged.orderTotalPrice.toString()).toBe(expected.value);
    expect(merged.allProfitAndLose.toString()).toBe(expected.fees);
    expect(merged.margin.toString()).toBe(expected.margin);
    // Fees are the old ones plus the add-on's, to the cent.
    expect(merged.orderFee.toString()).toBe(
      new Decimal(position.orderFee ?? 0).plus(cost.buyFee).toString(),
    );
  });
});
