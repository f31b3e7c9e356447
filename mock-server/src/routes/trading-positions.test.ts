// position/list.do with live figures from trading-math, its filters and paging;
// findUserPositionByCode.do and exitsStock.do.
import { describe, expect, it } from 'vitest';

import type { UserPositionVO } from '../../../src/api/contracts/models/trading';
import { userPositionVO } from '../../../src/api/contracts/models/trading';
import {
  grossPnl,
  openPositionFigures,
  positionBuyFees,
  stayDays,
  stayFee,
} from '../../../src/api/contracts/trading-math';
import { NAMED_STOCKS, quoteOf, tradingServer } from '../domain/trading/test-support';

const LIST = '/user/position/list.do';

type Page = { total: number; list: UserPositionVO[]; pageNum: number; pages: number };
const page = (body: unknown): Page => (body as { data: Page }).data;

describe('position/list.do', () => {
  it('prices open positions live and closed ones at their sale, newest first', async () => {
    const s = await tradingServer('trader');
    const res = await s.call(LIST, { pageSize: 50 });
    expect(res.body).toMatchObject({ status: 0, msg: '' });
    const { list, total } = page(res.body);
    const rows = s.store.tables.userPositions.where('userId', s.me().id);
    expect(total).toBe(rows.length);
    expect(list.map((p) => p.id)).toEqual([...rows].map((p) => p.id).sort((a, b) => b - a));
    const now = s.store.clock.now();
    for (const vo of list) {
      expect(() => userPositionVO.parse(vo)).not.toThrow();
      expect(vo).not.toHaveProperty('isLock');
      expect(vo.businessBalance).toBeNull();
      if (vo.sellOrderId) {
        const gross = grossPnl(vo, vo.sellOrderPrice ?? 0);
        expect(vo.now_price).toBe((vo.sellOrderPrice ?? 0).toFixed(2));
        expect(vo.profitAndLose).toBe(gross.toNumber());
        expect(vo.allProfitAndLose).toBe(
          gross
            .minus(positionBuyFees(vo))
            .minus(vo.sellOrderFee ?? 0)
            .toNumber(),
        );
      } else {
        const q = quoteOf(s, vo.stockCode);
        const figures = openPositionFigures(vo, q.price);
        expect(vo.now_price).toBe(q.price.toFixed(2));
        expect(vo.profitAndLose).toBe(figures.pnl.toNumber());
        expect(vo.allProfitAndLose).toBe(figures.netPnl.toNumber());
        const days = stayDays(vo.buyOrderTime ?? 0, now);
        expect(vo.orderStayDays).toBe(days);
        expect(vo.orderStayFee).toBe(stayFee(vo, days).toNumber());
      }
    }
    // The fixtures' losing and winning sides really show up with live prices.
    const open = list.filter((p) => !p.sellOrderId);
    expect(open.some((p) => (p.profitAndLose ?? 0) > 0)).toBe(true);
    expect(open.some((p) => (p.profitAndLose ?? 0) < 0)).toBe(true);
  });

  it('moves with the market', async () => {
    const s = await tradingServer('trader');
    const first = page((await s.call(LIST, { state: 0 })).body).list;
    s.at('2026-11-02 14:30:00');
    const later = page((await s.call(LIST, { state: 0 })).body).list;
    expect(later.map((p) => p.now_price)).not.toEqual(first.map((p) => p.now_price));
  });

  it('filters by state, code and pinyin initials; pages', async () => {
    const s = await tradingServer('trader');
    const open = page((await s.call(LIST, { state: 0, pageSize: 50 })).body);
    const closed = page((await s.call(LIST, { state: 1, pageSize: 50 })).body);
    expect(open.list.every((p) => !p.sellOrderId)).toBe(true);
    expect(closed.list.every((p) => p.sellOrderId)).toBe(true);
    expect(open.total + closed.total).toBe(
      s.store.tables.userPositions.where('userId', s.me().id).length,
    );
    const byCode = page((await s.call(LIST, { stockCode: '6005' })).body).list;
    expect(byCode.length).toBeGreaterThan(0);
    expect(byCode.every((p) => p.stockCode.includes('6005'))).toBe(true);
    const bySpell = page((await s.call(LIST, { stockSpell: 'gzm' })).body).list;
    expect(bySpell.map((p) => p.stockSpell)).toEqual(bySpell.map(() => 'GZMT'));
    expect(bySpell.length).toBeGreaterThan(0);
    const all = open.total + closed.total;
    const second = page((await s.call(LIST, { pageNum: 2, pageSize: 3 })).body);
    expect(second).toMatchObject({ pageNum: 2, pages: Math.ceil(all / 3) });
    expect(second.list).toHaveLength(Math.min(3, all - 3));
  });

  it('an account without positions gets an empty page', async () => {
    const s = await tradingServer('verified');
    expect(page((await s.call(LIST)).body)).toMatchObject({ total: 0, list: [] });
  });
});

describe('findUserPositionByCode.do and exitsStock.do', () => {
  it('name the earliest open position in a stock, or none', async () => {
    const s = await tradingServer('trader');
    const found = await s.call('/user/position/findUserPositionByCode.do', {
      stockCode: NAMED_STOCKS.moutai.code,
    });
    const data = (found.body as { data: { list: (UserPositionVO | null)[]; total: number } }).data;
    expect(data).toMatchObject({ total: 0, pageNum: 0, navigatepageNums: null });
    expect(data.list).toHaveLength(1);
    expect(data.list[0]).toMatchObject({ stockCode: NAMED_STOCKS.moutai.code, sellOrderId: null });

    const none = await s.call('/user/position/findUserPositionByCode.do', { stockCode: '000000' });
    expect((none.body as { data: { list: unknown[] } }).data.list).toEqual([null]);

    const exists = await s.call('/user/position/exitsStock.do', {
      stockCode: NAMED_STOCKS.moutai.code,
    });
    expect(exists.body).toMatchObject({
      status: 0,
      data: { exists: true, position: { id: data.list[0]?.id } },
    });
    // Only closed positions in BSE 艾融软件: not held.
    const closedOnly = await s.call('/user/position/exitsStock.do', {
      stockCode: NAMED_STOCKS.bse.code,
    });
    expect(closedOnly.body).toEqual({
      status: 0,
      msg: '',
      data: { exists: false, position: null },
    });
  });
});
