// Position views: open ones priced from now_price with the shared maths, closed ones as booked.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { openPositionFigures, positionMargin, stayFee } from '@/api/contracts/trading-math';

import { positionFixture } from '../testing/fake-backend';

import { lotsOf, newestSaleFirst, openTotals, priceOf, stockPositionView } from './stock-position';

const NOW = Date.parse('2026-11-18T10:00:00+08:00');
const BOUGHT = Date.parse('2026-11-16T14:00:00+08:00');

const long = positionFixture({
  name: '贵州茅台',
  code: '600519',
  direction: 'long',
  shares: 200,
  lever: 10,
  buyPrice: 1400,
  nowPrice: 1500,
  boughtAt: BOUGHT,
});
const short = positionFixture({
  name: '平安银行',
  code: '000001',
  gid: 'sz000001',
  direction: 'short',
  shares: 1000,
  lever: 5,
  buyPrice: 12,
  nowPrice: 12.5,
  boughtAt: BOUGHT,
});

describe('priceOf', () => {
  it.each([
    ['12.50', '12.5'],
    [8, '8'],
    ['0', null],
    ['', null],
    [null, null],
    ['abc', null],
    ['-1', null],
  ])('%j → %j', (input, want) => {
    expect(priceOf(input)?.toString() ?? null).toBe(want);
  });
});

describe('lotsOf', () => {
  it.each([
    [100, '1'],
    [1500, '15'],
    [150, '1.5'],
    [0, '0'],
  ])('%i shares → %s lots', (shares, lots) => expect(lotsOf(shares)).toBe(lots));
});

describe('stockPositionView', () => {
  it.each([
    ['long in profit', long, 'rise'],
    ['short at a loss', short, 'fall'],
  ])('%s: figures come from now_price through trading-math', (_name, p, sign) => {
    const v = stockPositionView(p, NOW);
    const want = openPositionFigures(p, p.now_price!);
    expect(v.isClosed).toBe(false);
    expect(v.figures?.netPnl.toString()).toBe(want.netPnl.toString());
    expect(v.figures?.pnlPct.toString()).toBe(want.pnlPct.toString());
    expect(v.figures!.netPnl.gt(0)).toBe(sign === 'rise');
    expect(v.margin.toString()).toBe(positionMargin(p).toString());
  });

  it('counts days held in Beijing calendar days (buy day = 1) and the displayed stay fee', () => {
    const v = stockPositionView(long, NOW);
    expect(v.daysHeld).toBe(3);
    expect(v.stayFee.toString()).toBe(stayFee(long, 3).toString());
  });

  it('has no figures while the backend has no price', () => {
    const v = stockPositionView({ ...long, now_price: null }, NOW);
    expect(v.price).toBeNull();
    expect(v.figures).toBeNull();
  });

  it('shows what sell.do booked for a closed position', () => {
    const closed = {
      ...long,
      sellOrderId: 'S1',
      sellOrderTime: NOW,
      sellOrderPrice: 1450,
      sellOrderFee: 87,
      profitAndLose: 10_000,
      allProfitAndLose: 9_500.5,
      orderStayDays: 3,
      orderStayFee: 21,
      now_price: '1450.00',
    };
    const v = stockPositionView(closed, NOW);
    expect(v.isClosed).toBe(true);
    expect(v.price?.toString()).toBe('1450');
    expect(v.figures?.netPnl.toString()).toBe('9500.5');
    expect(v.figures?.pnl.toString()).toBe('10000');
    expect(v.daysHeld).toBe(3);
    expect(v.stayFee.toString()).toBe('21');
  });

  it.each([
    ['688981', '中芯国际', null, 'star', 20],
    ['300750', '宁德时代', '创业', 'chinext', 20],
    ['600519', '贵州茅台', null, null, 10],
    ['600001', 'ST某某', null, 'st', 5],
  ])('%s %s (plate %j): board %j, limit %i%%', (code, name, plate, board, limit) => {
    const v = stockPositionView(
      { ...long, stockCode: code, stockGid: `sh${code}`, stockName: name, stockPlate: plate },
      NOW,
    );
    expect(v.board).toBe(board);
    expect(v.limitPct).toBe(limit);
  });
});

describe('openTotals', () => {
  it('sums net P/L, margin with added margin, and market value; unpriced rows are counted apart', () => {
    const withAdd = { ...short, marginAdd: 500 };
    const unpriced = { ...long, positionSn: 'X', now_price: null };
    const views = [long, withAdd, unpriced].map((p) => stockPositionView(p, NOW));
    const t = openTotals(views);
    const f1 = openPositionFigures(long, long.now_price!);
    const f2 = openPositionFigures(withAdd, withAdd.now_price!);
    expect(t.netPnl.toString()).toBe(f1.netPnl.plus(f2.netPnl).toString());
    expect(t.margin.toString()).toBe(
      positionMargin(long)
        .plus(positionMargin(withAdd))
        .plus(500)
        .plus(positionMargin(unpriced))
        .toString(),
    );
    expect(t.marketValue.toString()).toBe(
      f1.marketValue.plus(f2.marketValue).plus(new Decimal(unpriced.orderTotalPrice!)).toString(),
    );
    expect(t.count).toBe(3);
    expect(t.unpriced).toBe(1);
  });
});

describe('newestSaleFirst', () => {
  it('orders by sell time, newest first, rows without a time last', () => {
    const at = (sn: string, t: number | null) =>
      stockPositionView(
        { ...long, positionSn: sn, sellOrderId: sn, sellOrderTime: t, sellOrderPrice: 1 },
        NOW,
      );
    const sorted = newestSaleFirst([at('a', 1), at('b', null), at('c', 3), at('d', 2)]);
    expect(sorted.map((v) => v.positionSn)).toEqual(['c', 'd', 'a', 'b']);
  });
});
