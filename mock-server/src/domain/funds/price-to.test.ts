// The back office's "to the line" (ADR 0029): the market moves when the day's limits allow it —
// the stock's quote falls and the liquidation closes at that price — and the position's entry is
// re-priced only when a line lies beyond the limit.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import type { FundsApply } from '../../../../src/api/contracts/models/funds';
import { marketOf } from '../trading/context';
import { expectLedgerClean, tradingServer, type TradingTestServer } from '../trading/test-support';

import { priceTo } from './price-to';
import { openSubaccountPositions, subaccountValue } from './value';

const world = async (warningBelow: number, unwindBelow: number) => {
  const s: TradingTestServer = await tradingServer('funds');
  const market = marketOf(s.store);
  const now = s.store.clock.now();
  const found = s.store.tables.fundsApplies.where('userId', s.me().id).find((a) => a.status === 1)!;
  const value = subaccountValue(s.store, market, found, now);
  const app = s.store.tables.fundsApplies.update(found.id, {
    lineWarning: value.minus(warningBelow).toNumber(),
    lineUnwind: value.minus(unwindBelow).toNumber(),
  }) as FundsApply;
  const [largest] = [...openSubaccountPositions(s.store, app)].sort(
    (a, b) => b.orderNum - a.orderNum,
  );
  const instrument = market.stock(largest!.stockCode)!;
  const quote = () => market.quote(instrument, now);
  // Rows are updated in place: keep the entry as a number.
  return { s, market, now, app, largest: largest!, entry: largest!.buyOrderPrice, quote };
};

describe('price-to', () => {
  it('moves the market to the warning line when the day’s limits allow it', async () => {
    const w = await world(3000, 5000);
    const before = w.quote().price;
    const res = priceTo(w.s.store, w.market, w.app, 'warning', w.now);
    expect(res.ok && res.value.moved).toBe('market');
    expect(w.quote().price).toBeLessThan(before);
    expect(w.s.store.tables.priceShifts.rows.at(-1)?.reason).toContain(`funds ${w.app.id}`);
    // The entry is untouched; the value is at the line, above the liquidation line.
    expect(w.s.store.tables.userFundsPositions.get(w.largest.id)?.buyOrderPrice).toBe(w.entry);
    const value = subaccountValue(w.s.store, w.market, w.app, w.now);
    expect(value.lte(w.app.lineWarning!)).toBe(true);
    expect(value.gt(w.app.lineUnwind!)).toBe(true);
  });

  it('liquidates at the moved market price', async () => {
    const w = await world(3000, 5000);
    const res = priceTo(w.s.store, w.market, w.app, 'unwind', w.now);
    expect(res.ok && res.value.moved).toBe('market');
    const closed = w.s.store.tables.userFundsPositions.get(w.largest.id)!;
    expect(closed.sellOrderId).toBeTruthy();
    expect(closed.sellOrderPrice).toBe(w.quote().price);
    expectLedgerClean(w.s);
  });

  it('re-prices the entry when the line is beyond the day’s limit, and says so', async () => {
    const w = await world(28_000, 38_000);
    const before = w.quote().price;
    const res = priceTo(w.s.store, w.market, w.app, 'warning', w.now);
    expect(res.ok && res.value.moved).toBe('entry');
    expect(w.quote().price).toBe(before);
    expect(w.s.store.tables.priceShifts.size).toBe(0);
    const entry = w.s.store.tables.userFundsPositions.get(w.largest.id)!.buyOrderPrice;
    expect(new Decimal(entry).gt(w.entry)).toBe(true);
  });
});
