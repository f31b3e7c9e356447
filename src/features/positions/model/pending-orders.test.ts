import { describe, expect, it } from 'vitest';

import type { UserPendingorderVO } from '@/api/contracts/models/trading';

import { orderStatusOf, pendingOrderView } from './pending-orders';

const row = (o: Partial<UserPendingorderVO> = {}): UserPendingorderVO => ({
  id: 1,
  userId: 7,
  stockId: '4',
  stockName: '中芯国际',
  buyNum: 500,
  buyType: 1,
  lever: 10,
  profitTarget: 0,
  stopTarget: null,
  nowPrice: 90,
  targetPrice: 117,
  addTime: '2026-10-30 10:00:00',
  status: 0,
  ...o,
});

describe('orderStatusOf', () => {
  it.each([
    [0, 'waiting'],
    [1, 'executed'],
    [2, 'failed'],
    [9, 'unknown'],
  ] as const)('%i → %s', (status, want) => expect(orderStatusOf(status)).toBe(want));
});

describe('pendingOrderView', () => {
  it.each([
    [row(), 'short', true, null],
    [row({ buyType: 0, status: 1, profitTarget: 120 }), 'long', false, 120],
    [row({ status: 2 }), 'short', false, null],
  ] as const)('%#: direction, cancel, take-profit', (o, direction, canCancel, profit) => {
    const v = pendingOrderView(o);
    expect(v.direction).toBe(direction);
    expect(v.canCancel).toBe(canCancel);
    expect(v.profitTarget).toBe(profit);
  });

  it('names the order by its stock id when the name is missing', () => {
    expect(pendingOrderView(row({ stockName: null })).name).toBe('4');
  });
});
