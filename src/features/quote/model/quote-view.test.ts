import { describe, expect, it } from 'vitest';

import type { StockVO } from '@/api/contracts/models/market';

import { limitInfo, toQuoteView } from './quote-view';

const stock = (over: Partial<StockVO> = {}): StockVO =>
  ({
    id: 1,
    name: '贵州茅台',
    code: '600519',
    spell: 'gzmt',
    gid: 'sh600519',
    nowPrice: '1650.00',
    hcrate: '10.00',
    today_max: '1650.00',
    today_min: '1480.00',
    business_balance: 1.2e9,
    business_amount: 800000,
    preclose_px: '1500.00',
    open_px: '1510.00',
    type: null,
    buy1: '1650.00',
    buy1_num: 12000,
    sell1: '0',
    sell1_num: 0,
    depositAmt: 0,
    ...over,
  }) as StockVO;

describe('quote view', () => {
  it('parses the quote and works out change, amplitude and the limit band', () => {
    const q = toQuoteView(stock(), 'stock');
    expect(q.price).toBe(1650);
    expect(q.change).toBe(150);
    expect(q.amplitudePct).toBe(11.33);
    expect(q.limit).toMatchObject({ pct: 10, up: 1650, down: 1350, at: 'up', toUpTicks: 0 });
    expect(q.bids[0]).toEqual({ level: 1, price: 1650, volume: 12000 });
    expect(q.bids[4]).toEqual({ level: 5, price: null, volume: null });
    expect(q.isHalted).toBe(false);
  });

  it('uses the board of the code: ChiNext ±20%, ST ±5%', () => {
    const chinext = toQuoteView(
      stock({ code: '300750', gid: 'sz300750', nowPrice: '110', preclose_px: '100' }),
      'stock',
    );
    expect(chinext.limit).toMatchObject({ pct: 20, up: 120, down: 80, toUpPct: 9.09 });
    const st = toQuoteView(
      stock({ name: '*ST嘉凯', nowPrice: '3.00', preclose_px: '3.00' }),
      'stock',
    );
    expect(st.limit).toMatchObject({
      pct: 5,
      up: 3.15,
      down: 2.85,
      toUpTicks: 15,
      toDownTicks: 15,
    });
  });

  it('has no limit band for indexes and futures, or without a previous close', () => {
    expect(toQuoteView(stock({ code: 'sh000001' }), 'index').limit).toBeNull();
    expect(toQuoteView(stock({ preclose_px: '' }), 'stock').limit).toBeNull();
  });

  it('calls a stock with no trades and no book halted', () => {
    const q = toQuoteView(stock({ business_amount: 0, buy1: '0', buy1_num: 0 }), 'stock');
    expect(q.isHalted).toBe(true);
  });

  it('measures the distance to the limits in % and ticks', () => {
    expect(limitInfo(10.5, 10, 10)).toMatchObject({
      up: 11,
      down: 9,
      toUpPct: 4.76,
      toDownPct: 14.29,
      toUpTicks: 50,
      toDownTicks: 150,
      at: null,
    });
  });
});
