import { describe, expect, it } from 'vitest';

import { toVipItem } from './vip-grabs';

describe('VIP grab rows', () => {
  it('reads a pool item and turns its ×1000 price into yuan once', () => {
    expect(toVipItem({ c: '600519', n: '贵州茅台', p: 1_523_450, zdp: 10.004 })).toEqual({
      code: '600519',
      name: '贵州茅台',
      price: '1523.45',
      changePct: 10.004,
    });
  });

  it('rounds the yuan price half-up to the cent on its decimal text, never in floats', () => {
    const price = (p: number) => toVipItem({ c: '300550', n: '天汇装备', p }).price;
    expect(price(27_305)).toBe('27.31');
    expect(price(27_304)).toBe('27.30');
    expect(price(1_005)).toBe('1.01');
    expect(price(12_345_678)).toBe('12345.68');
  });

  it('keeps a missing price or change as null', () => {
    expect(toVipItem({ c: '000001', n: '平安银行', p: null })).toMatchObject({
      price: null,
      changePct: null,
    });
  });

  it("reads getztb's StockDTO rows, the reference backend's other answer, in yuan", () => {
    const row = { dm: 'sz000858', mc: '五粮液', p: 142.3, zf: 9.98 };
    expect(toVipItem(row as Parameters<typeof toVipItem>[0])).toEqual({
      code: '000858',
      name: '五粮液',
      price: '142.30',
      changePct: 9.98,
    });
  });
});
