import { describe, expect, it } from 'vitest';

import type { UserPositionVO } from '@/api/contracts/models/trading';

import { stockPositionView } from './stock-position';
import { beijingDay, cachedStockView } from './stock-view-cache';

const BOUGHT = Date.UTC(2026, 2, 2, 2, 0); // 10:00 Beijing, 2 March
const row = (over: Partial<UserPositionVO> = {}): UserPositionVO =>
  ({
    positionSn: 'P1',
    stockName: '贵州茅台',
    stockCode: '600519',
    stockGid: 'sh600519',
    orderDirection: '买涨',
    orderNum: 100,
    orderLever: 10,
    buyOrderPrice: 1500,
    buyOrderTime: BOUGHT,
    orderTotalPrice: 150000,
    now_price: '1510.00',
    sellOrderId: null,
    sellOrderTime: null,
    ...over,
  }) as UserPositionVO;

describe('cachedStockView', () => {
  it('gives the same view for the same row on the same Beijing day', () => {
    const r = row();
    const first = cachedStockView(r, BOUGHT + 60_000);
    expect(cachedStockView(r, BOUGHT + 3_600_000)).toBe(first);
  });

  it('makes a new view for a row whose data changed (a new object from the poll)', () => {
    const r = row();
    const before = cachedStockView(r, BOUGHT);
    const after = cachedStockView(row({ now_price: '1520.00' }), BOUGHT);
    expect(after).not.toBe(before);
    expect(after.price?.toString()).toBe('1520');
  });

  it('on a moved price, shows what a fresh view shows, reusing the fixed figures', () => {
    const before = cachedStockView(row({ positionSn: 'P2' }), BOUGHT);
    const moved = row({ positionSn: 'P2', now_price: '1488.50', profitAndLose: -1150 });
    const after = cachedStockView(moved, BOUGHT);
    expect(after).toEqual(stockPositionView(moved, BOUGHT));
    expect(after.figures?.netPnl.toString()).not.toBe(before.figures?.netPnl.toString());
    // The fixed part was not computed again (issue 24: fewer decimals per poll).
    expect(after.stayFee).toBe(before.stayFee);
    expect(after.margin).toBe(before.margin);
  });

  it('computes the whole view again when more than the price moved', () => {
    const before = cachedStockView(row({ positionSn: 'P3' }), BOUGHT);
    const topped = row({ positionSn: 'P3', now_price: '1520.00', marginAdd: 5000 });
    const after = cachedStockView(topped, BOUGHT);
    expect(after).toEqual(stockPositionView(topped, BOUGHT));
    expect(after.marginAdd.toString()).toBe('5000');
    expect(before.marginAdd.toString()).toBe('0');
  });

  it('remakes the view when the Beijing day turns, so days held move on', () => {
    const r = row();
    const today = cachedStockView(r, BOUGHT);
    // 00:30 Beijing the next day is still 2 March in UTC.
    const tomorrow = cachedStockView(r, Date.UTC(2026, 2, 2, 16, 30));
    expect(tomorrow).not.toBe(today);
    expect(tomorrow.daysHeld).toBe(today.daysHeld + 1);
  });

  it('counts days from Beijing midnight', () => {
    expect(beijingDay(Date.UTC(2026, 2, 2, 15, 59))).toBe(beijingDay(BOUGHT));
    expect(beijingDay(Date.UTC(2026, 2, 2, 16, 0))).toBe(beijingDay(BOUGHT) + 1);
  });
});
