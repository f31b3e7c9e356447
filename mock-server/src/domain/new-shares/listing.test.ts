// Listing day (ADR 0027): a paid allotment becomes a lever-1 position at the issue price, priced by
// the market engine (its code added to the securities), its money from djzj to the position's
// margin; the user-info figures stay consistent and the ledger clean.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { beijingMidnight } from '../../../../src/api/contracts/new-share-timeline';
import { expectLedgerClean } from '../trading/test-support';

import { boardOf } from './listing';
import { catchUpNewShares } from './lifecycle';
import { lifecycleServer } from './lifecycle-test-support';

interface PositionRow {
  stockCode: string;
  stockGid: string;
  orderNum: number;
  orderLever: number;
  buyOrderPrice: number;
  orderTotalPrice: number;
  positionType: number;
  now_price: string | null;
}

const figures = async (s: Awaited<ReturnType<typeof lifecycleServer>>) => {
  const info = (await s.call('/user/getUserInfo.do')).body as {
    data: { userAmt: number; enableAmt: number; allFreezAmt: number; djzj: number };
  };
  const list = (await s.call('/user/position/list.do', { state: 0 })).body as {
    data: { list: PositionRow[] };
  };
  return { info: info.data, positions: list.data.list };
};

describe('new-share lifecycle: listing', () => {
  it('books the paid allotment on listing day and shows it among open positions', async () => {
    const s = await lifecycleServer();
    const share = s.share.paidWindowClosed;
    const app = s.appOn(share.code);
    const bond = new Decimal(app.bond ?? 0);
    const before = await figures(s);
    expect(before.positions.some((p) => p.stockCode === share.code)).toBe(false);

    s.at((share.listDate ?? 0) - 1000);
    catchUpNewShares(s.store, s.store.clock.now());
    expect(s.appOn(share.code).status).toBe(4);

    s.at((share.listDate ?? 0) + 30 * 60_000);
    const after = await figures(s);
    expect(s.appOn(share.code)).toMatchObject({ status: 5, fixTime: '2026-11-04 09:30:00' });
    const position = after.positions.find((p) => p.stockCode === share.code);
    const { type } = boardOf(share);
    expect(position).toMatchObject({
      stockGid: `${type}${share.code}`,
      orderNum: app.applyNumber,
      orderLever: 1,
      buyOrderPrice: app.buyPrice,
      orderTotalPrice: bond.toNumber(),
      positionType: s.me().accountType,
    });
    // The engine prices it: the list carries a live price, so a market value.
    expect(s.market.stock(share.code)).toBeDefined();
    expect(Number(position?.now_price)).toBeGreaterThan(0);
    // Anchored at the issue price (not a random price of its board): the allottee's P/L on the
    // first day is a market move, not −80 %.
    const drift = new Decimal(position?.now_price ?? 0)
      .div(app.buyPrice ?? 1)
      .minus(1)
      .abs();
    expect(drift.toNumber()).toBeLessThan(0.3);
    // djzj → the position's margin; available and total cash do not move.
    expect(new Decimal(after.info.djzj).toFixed(2)).toBe(
      new Decimal(before.info.djzj).minus(bond).toFixed(2),
    );
    expect(after.info.enableAmt).toBe(before.info.enableAmt);
    expect(new Decimal(after.info.allFreezAmt).toFixed(2)).toBe(
      new Decimal(before.info.allFreezAmt).plus(bond).toFixed(2),
    );
    expectLedgerClean(s);

    // Once: later catch-ups book nothing more.
    const count = s.store.tables.userPositions.size;
    catchUpNewShares(s.store, s.store.clock.now() + 86_400_000);
    expect(s.store.tables.userPositions.size).toBe(count);
  });

  it('lists on the lot row of its listing day (T+1 as any buy)', async () => {
    const s = await lifecycleServer();
    const share = s.share.paidWindowClosed;
    s.at(share.listDate ?? 0);
    catchUpNewShares(s.store, s.store.clock.now());
    const position = s.store.tables.userPositions.rows.find((p) => p.stockCode === share.code);
    const lots = s.store.tables.userPositionDetails.where('posId', position?.id ?? 0);
    expect(lots).toHaveLength(1);
    expect(beijingMidnight(lots[0]?.buyOrderTime ?? 0)).toBe(beijingMidnight(share.listDate ?? 0));
  });

  it.each([
    ['沪', '732001', 'sh', null],
    ['科', '787001', 'sh', '科创'],
    ['深', '001001', 'sz', null],
    ['创', '301001', 'sz', '创业'],
    ['北', '920001', 'bj', null],
  ])('%s %s is a %s security on board %s', (stockType, code, type, plate) => {
    expect(boardOf({ stockType, code })).toEqual({ type, plate });
  });
});
