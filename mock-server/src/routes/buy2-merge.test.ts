// buy2.do books exactly what the shared `mergeAddOn` says (the add-on sheet's preview): the same
// inputs give the same shares, average price, value, fees and margin to the cent, and the margin
// leaves the available funds.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import {
  directionOfText,
  mergeAddOn,
  positionMargin,
  stockOrderCost,
} from '../../../src/api/contracts/trading-math';
import { spreadRateOf } from '../domain/trading/buy-checks';
import { siteSetting, stockRowOf } from '../domain/trading/context';
import { expectLedgerClean, quoteOf, tradingServer } from '../domain/trading/test-support';

describe('buy2.do against mergeAddOn', () => {
  // The trader's open stocks (long and short, levers 10/20/30), enough shares to pass buyMinAmt.
  it.each([
    ['600519', 100],
    ['300750', 100],
    ['300750', 700],
    ['000001', 1_000],
    ['601318', 1_500],
  ] as const)('%s + %i shares: booked exactly as the shared merge says', async (code, shares) => {
    const s = await tradingServer('trader');
    const before = s.store.tables.userPositions
      .where('userId', s.me().id)
      .find((p) => !p.sellOrderId && p.stockCode === code);
    const stock = before && stockRowOf(s.store, before);
    if (!before || !stock) throw new Error(`trader holds ${code}`);
    const quote = quoteOf(s, stock.stockCode);
    const setting = siteSetting(s.store);
    const lever = before.orderLever ?? 1;
    const rates = {
      buyFee: setting?.buyFee ?? 0,
      sellFee: setting?.sellFee ?? 0,
      dutyFee: setting?.dutyFee ?? 0,
      spreadRate: 0,
    };
    const input = {
      price: quote.price,
      shares,
      lever,
      direction: directionOfText(before.orderDirection),
      rates,
    };
    const spreadRate = spreadRateOf(s.store, stock, {
      changePct: quote.changePct,
      value: stockOrderCost(input).value.toNumber(),
      price: quote.price,
    });
    const cost = stockOrderCost({ ...input, rates: { ...rates, spreadRate } });
    const expected = mergeAddOn(before, shares, cost);
    const available = new Decimal(s.me().enableAmt);

    const res = await s.call('/user/buy2.do', { positionSn: before.positionSn, buyNum: shares });
    expect(res.body).toMatchObject({ status: 0, msg: '下单成功' });

    const after = s.store.tables.userPositions.first('positionSn', before.positionSn)!;
    expect(after.orderNum).toBe(expected.orderNum);
    expect(after.buyOrderPrice).toBe(expected.buyOrderPrice.toNumber());
    expect(after.orderTotalPrice).toBe(expected.orderTotalPrice.toNumber());
    expect(after.orderFee).toBe(expected.orderFee.toNumber());
    expect(after.orderSpread).toBe(expected.orderSpread.toNumber());
    expect(after.spreadRatePrice).toBe(expected.spreadRatePrice.toNumber());
    expect(after.allProfitAndLose).toBe(expected.allProfitAndLose.toNumber());
    expect(positionMargin(after).toString()).toBe(expected.margin.toString());
    expect(new Decimal(s.me().enableAmt).toString()).toBe(available.minus(cost.margin).toString());
    expectLedgerClean(s);
  });
});
