import { describe, expect, it } from 'vitest';

import type { FundsApply } from '@/api/contracts/models/funds';
import type { UserPositionVO } from '@/api/contracts/models/trading';

import { allocationStatus, latestPrice, positionsOf, stockFigures } from './allocation-view';

const row = (o: Partial<UserPositionVO>) =>
  ({
    buyOrderPrice: 10,
    orderNum: 100,
    now_price: '10.01',
    allProfitAndLose: 0,
    ...o,
  }) as UserPositionVO;
const apply = (id: number, status: number) => ({ id, status }) as FundsApply;

describe('allocation view', () => {
  it.each([
    [0, 'pending'],
    [1, 'trading'],
    [2, 'rejected'],
    [3, 'expired'],
    [4, 'ended'],
    [9, 'unknown'],
  ])('status %i is %s', (status, name) => expect(allocationStatus(status)).toBe(name));

  it('sums value and P/L to the cent, without float drift', () => {
    const f = stockFigures([
      row({ now_price: '0.1', orderNum: 3, allProfitAndLose: 0.1 }),
      row({ now_price: '0.2', orderNum: 3, allProfitAndLose: 0.2 }),
    ]);
    expect(f).toEqual({ marketValue: '0.90', pnl: '0.30' });
  });

  it('values at the buy price when the quote is missing or zero', () => {
    expect(latestPrice(row({ now_price: '0' }))).toBe('10');
    expect(latestPrice(row({ now_price: null }))).toBe('10');
    expect(latestPrice(row({ now_price: '11.5' }))).toBe('11.5');
  });

  it('gives the open positions to the one allocation in trading only', () => {
    const open = [row({})];
    const one = [apply(1, 1), apply(2, 3)];
    expect(positionsOf(one[0]!, one, open)).toBe(open);
    expect(positionsOf(one[1]!, one, open)).toEqual([]);
    const two = [apply(1, 1), apply(2, 1)];
    expect(positionsOf(two[0]!, two, open)).toBeNull();
    expect(positionsOf(one[0]!, one, undefined)).toBeNull();
  });
});
