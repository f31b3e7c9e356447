import { describe, expect, it } from 'vitest';

import type { StockFuturesListVO, StockIndexVO } from '@/api/contracts/models/index-futures';
import type { StockVO } from '@/api/contracts/models/market';

import { looksSuspended, ticketModelOf, type TicketData } from './ticket-model';

const NOW = Date.parse('2026-11-18T10:00:00+08:00');

const quote = (over: Partial<StockVO> = {}): StockVO =>
  ({
    id: 1,
    name: '平安银行',
    code: '000001',
    gid: 'sz000001',
    nowPrice: '10.00',
    hcrate: 1,
    business_amount: 5000,
    ...over,
  }) as StockVO;

const user = {
  id: 1,
  phone: '13800000001',
  accountType: 0,
  isLock: 0,
  isActive: 2,
  enableAmt: 100_000,
  userAmt: 100_000,
  enableIndexAmt: 30_000,
  enableFuturesAmt: 20_000,
};

const base = (over: Partial<TicketData> = {}): TicketData => ({
  kind: 'stock',
  quote: quote(),
  isUnknown: false,
  setting: {
    id: 1,
    siteLever: '10/20',
    buyMinNum: 300,
    buyMaxNum: 5000,
    // The order check reads the windows as given: a window without an end never opens.
    transAmBegin: '9:30',
    transAmEnd: '11:30',
    transPmBegin: '13:00',
    transPmEnd: '15:00',
  },
  product: { id: 1, realNameDisplay: true },
  user,
  spreadRate: 0,
  lever: null,
  now: NOW,
  ...over,
});

const indexRow = {
  id: 3,
  indexName: '上证指数',
  indexCode: '000001',
  indexGid: 'sh000001',
  transState: 1,
  depositAmt: 5000,
  transFee: 20,
  minNum: 2,
  maxNum: 30,
} as StockIndexVO;

const futuresRow = {
  id: 2,
  futuresName: '纽约原油',
  futuresCode: 'CL',
  futuresGid: 'hf_CL',
  coinCode: 'USD',
  depositAmt: 10_000,
  transFee: 40,
  minNum: 1,
  maxNum: 50,
  transState: 1,
  transAmBegin: '7:00',
  transAmEnd: '11:30',
} as StockFuturesListVO;

describe('ticketModelOf', () => {
  it('a stock: the quote names it; levers from the site; lots from the share limits', () => {
    const m = ticketModelOf(base());
    expect(m.instrument).toEqual({
      kind: 'stock',
      id: 1,
      code: '000001',
      gid: 'sz000001',
      name: '平安银行',
    });
    expect(m.levers).toEqual([10, 20]);
    expect(m.lotRange).toEqual({ min: 3, max: 50 });
    expect(m.available).toBe(100_000);
    expect(m.session).toEqual({ isOpen: true });
  });

  it('a preview asked again is the kept one; other lots, lever or side get their own', () => {
    const m = ticketModelOf(base());
    const first = m.previewOf(4, 12.5, 10, 'long');
    expect(m.previewOf(4, 12.5, 10, 'long')).toBe(first);
    const more = m.previewOf(5, 12.5, 10, 'long');
    expect(more).not.toBe(first);
    expect(Number(more.margin)).toBeGreaterThan(Number(first.margin));
    expect(Number(m.previewOf(4, 12.5, 20, 'long').margin)).toBeLessThan(Number(first.margin));
    expect(m.previewOf(4, 12.5, 10, 'short')).not.toBe(first);
  });

  it("the user's own lever list wins when the backend fills it", () => {
    expect(ticketModelOf(base({ user: { ...user, siteLever: '5/8' } })).levers).toEqual([5, 8]);
  });

  it('an unknown code or a quote without a stock id cannot be ordered', () => {
    expect(ticketModelOf(base({ isUnknown: true })).instrument).toBeNull();
    expect(ticketModelOf(base({ quote: quote({ id: null }) })).instrument).toBeNull();
    expect(ticketModelOf(base({ quote: undefined })).instrument).toBeUndefined();
  });

  it('a silent stock during the session is suspended; before it opens it is not', () => {
    const silent = quote({ business_amount: 0 });
    expect(looksSuspended(silent)).toBe(true);
    expect(ticketModelOf(base({ quote: silent })).ctx.instrument).toMatchObject({
      isLocked: true,
    });
    const early = Date.parse('2026-11-18T09:00:00+08:00');
    expect(ticketModelOf(base({ quote: silent, now: early })).ctx.instrument).toMatchObject({
      isLocked: false,
    });
  });

  it('an index: the contract row names it, the index account pays, lots are the row’s', () => {
    const m = ticketModelOf(
      base({
        kind: 'index',
        indexRow,
        indexSetting: { id: 1, buyMaxPercent: 0.5, riseLimit: 0.1 },
        quote: quote({ id: 1, name: '上证指数', code: '000001', gid: 'sh000001' }),
      }),
    );
    expect(m.instrument).toMatchObject({ kind: 'index', id: 3, code: '000001' });
    expect(m.available).toBe(30_000);
    expect(m.lotRange).toEqual({ min: 2, max: 30 });
    expect(m.ctx.quantityLimits).toEqual({ min: 2, max: 30 });
    const p = m.previewOf(2, 3400, 10, 'long');
    expect(p.kind === 'contract' && p.total.toString()).toBe('1040');
    // 30 000 × 0.5 = 15 000 ÷ 500 per lot = 30 lots, the row's maximum
    expect(p.maxLots).toBe(30);
  });

  it('futures: money waits for the exchange rate and is then judged in CNY', () => {
    const data = base({ kind: 'futures', futuresRow, futuresSetting: { id: 1, buyMaxPercent: 1 } });
    const before = ticketModelOf(data);
    expect(before.currency).toBe('USD');
    expect(before.ctx.price).toBeNull();
    const after = ticketModelOf({ ...data, fxRate: 7 });
    expect(after.ctx.price).toBe(10);
    expect(Number(after.ctx.marginOf(1, 10))).toBe(7000);
    expect(after.session).toEqual({ isOpen: true });
  });

  it('a contract that is not tradable is locked', () => {
    const m = ticketModelOf(base({ kind: 'index', indexRow: { ...indexRow, transState: 0 } }));
    expect(m.ctx.instrument).toMatchObject({ isLocked: true });
  });
});
