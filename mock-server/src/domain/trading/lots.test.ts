// T+1 lots: the implied lot of a position without rows, sellable shares by Beijing date, and
// closes taking the oldest lots first.
import { describe, expect, it } from 'vitest';

import {
  addLot,
  ensureLots,
  lotsOf,
  moveOldestLots,
  sellableShares,
  sharesBoughtSince,
} from './lots';
import { beijing, tradingServer, type TradingTestServer } from './test-support';

const openPosition = (s: TradingTestServer) => {
  const p = s.store.tables.userPositions.where('userId', s.me().id).find((row) => !row.sellOrderId);
  if (!p) throw new Error('trader holds positions');
  return p;
};

describe('lots', () => {
  it('a position without rows is one lot at its buy time, written on first change', async () => {
    const s = await tradingServer('trader');
    const p = openPosition(s);
    for (const lot of [...s.store.tables.userPositionDetails.where('posId', p.id)]) {
      s.store.tables.userPositionDetails.remove(lot.id);
    }
    expect(lotsOf(s.store, p)).toEqual([
      expect.objectContaining({ posId: p.id, orderNum: p.orderNum, buyOrderTime: p.buyOrderTime }),
    ]);
    expect(s.store.tables.userPositionDetails.where('posId', p.id)).toHaveLength(0);
    ensureLots(s.store, p);
    ensureLots(s.store, p);
    expect(s.store.tables.userPositionDetails.where('posId', p.id)).toHaveLength(1);
  });

  it("counts shares bought before today's Beijing date as sellable", async () => {
    const s = await tradingServer('trader', '2026-11-02 23:59:00');
    const p = openPosition(s);
    const monday = beijing('2026-11-02 10:00:00');
    addLot(s.store, p, { orderNum: 300, buyOrderTime: monday, buyOrderPrice: 1 });
    s.store.tables.userPositions.update(p.id, { orderNum: p.orderNum + 300 });
    expect(sellableShares(s.store, p, s.store.clock.now())).toBe(p.orderNum - 300);
    // Midnight in Beijing is 16:00 UTC: the lot becomes sellable then, not at UTC midnight.
    expect(sellableShares(s.store, p, beijing('2026-11-03 00:00:00'))).toBe(p.orderNum);
    expect(sharesBoughtSince(s.store, s.me().id, monday)).toBe(300);
  });

  it('moves the oldest lots first, splitting one when needed', async () => {
    const s = await tradingServer('trader');
    const p = openPosition(s);
    const [first] = lotsOf(s.store, p);
    addLot(s.store, p, {
      orderNum: 500,
      buyOrderTime: (first?.buyOrderTime ?? 0) + 86_400_000,
      buyOrderPrice: 2,
    });
    const { id: _id, ...rest } = p;
    const closed = s.store.tables.userPositions.insert({ ...rest, positionSn: 'closed-part' });
    const take = (first?.orderNum ?? 0) + 100;
    moveOldestLots(s.store, p, closed, take);
    const moved = lotsOf(s.store, closed);
    expect(moved.reduce((n, l) => n + l.orderNum, 0)).toBe(take);
    expect(lotsOf(s.store, p)).toEqual([
      expect.objectContaining({ orderNum: 400, buyOrderPrice: 2 }),
    ]);
  });
});
