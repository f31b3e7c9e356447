import { describe, expect, it } from 'vitest';

import { limitPctOf, limitPrices, plateOfCode } from './market-rules';

describe('daily price limits', () => {
  it('follows the board and ST status', () => {
    expect(limitPctOf('sh600519', '贵州茅台', null)).toBe(10);
    expect(limitPctOf('sh688981', '中芯国际', '科创')).toBe(20);
    expect(limitPctOf('sz300750', '宁德时代', '创业')).toBe(20);
    expect(limitPctOf('bj830799', '艾融软件', null)).toBe(30);
    expect(limitPctOf('sz000918', '*ST嘉凯', null)).toBe(5);
    expect(limitPctOf('hk00700', '腾讯控股', null)).toBeNull();
  });

  it('rounds limit prices to the tick', () => {
    expect(limitPrices(10, 10)).toEqual({ limitUp: 11, limitDown: 9 });
    expect(limitPrices(15.67, 10)).toEqual({ limitUp: 17.24, limitDown: 14.1 });
    expect(limitPrices(3.33, 5)).toEqual({ limitUp: 3.5, limitDown: 3.16 });
  });

  it('finds the board from the code', () => {
    expect(plateOfCode('688981')).toBe('科创');
    expect(plateOfCode('sz300750')).toBe('创业');
    expect(plateOfCode('600519')).toBeNull();
  });
});
