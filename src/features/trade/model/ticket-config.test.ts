import { describe, expect, it } from 'vitest';

import { ticketFromQuery } from './ticket-config';
import { parseLevers, sanitizeDecimal, sanitizeLots, stepLots, stepPrice } from './ticket-input';

const q = (text: string) => new URLSearchParams(text);

describe('ticketFromQuery', () => {
  it('/buyStocks opens long with the quote link query', () => {
    expect(
      ticketFromQuery('buyStocks', q('code=600519&name=贵州茅台&side=long&m=1500.5&id=1')),
    ).toMatchObject({
      kind: 'stock',
      code: '600519',
      name: '贵州茅台',
      id: 1,
      linkPrice: 1500.5,
      side: 'long',
      canLimit: true,
      canProtect: true,
    });
    expect(ticketFromQuery('buyStocks', q('code=600519&side=short')).side).toBe('short');
  });

  it('/sellStocks is the same ticket opened on the short side', () => {
    expect(ticketFromQuery('sellStocks', q('code=600519')).side).toBe('short');
  });

  it('/TradingBuy: type 0 stock, else index; t picks the side', () => {
    expect(ticketFromQuery('tradingBuy', q('code=600519&type=0&t=1')).kind).toBe('stock');
    const index = ticketFromQuery('tradingBuy', q('code=sh000001&type=1&t=0'));
    expect(index).toMatchObject({ kind: 'index', side: 'short', canLimit: false });
  });

  it('legacy /buy: gid carried the stock id, nowPrice the price', () => {
    expect(ticketFromQuery('buy', q('gid=17&code=600519&nowPrice=12.3'))).toMatchObject({
      id: 17,
      code: '600519',
      linkPrice: 12.3,
    });
    expect(ticketFromQuery('twoBuy', q('gid=sh600519')).code).toBe('sh600519');
  });

  it('split-account, index and futures tickets', () => {
    expect(ticketFromQuery('subWarehouseBuy', q('code=600519'))).toMatchObject({
      kind: 'funds',
      canLimit: false,
      canProtect: false,
    });
    expect(ticketFromQuery('indexBuy', q('code=000001')).canProtect).toBe(true);
    expect(ticketFromQuery('futuresBuy', q('code=CL'))).toMatchObject({
      kind: 'futures',
      canProtect: false,
    });
  });
});

describe('typed input', () => {
  it('lots keep digits only, no leading zeros', () => {
    expect(sanitizeLots('0012a3')).toBe('123');
    expect(sanitizeLots('')).toBe('');
  });

  it('prices keep one point and two decimals', () => {
    expect(sanitizeDecimal('12.345')).toBe('12.34');
    expect(sanitizeDecimal('1.2.3')).toBe('1.23');
    expect(sanitizeDecimal('.5')).toBe('0.5');
    expect(sanitizeDecimal('007')).toBe('7');
  });

  it('−/+ step within the range, from the minimum when nothing valid is typed', () => {
    expect(stepLots('5', 1, 1, 100)).toBe('6');
    expect(stepLots('100', 1, 1, 100)).toBe('100');
    expect(stepLots('1', -1, 1, 100)).toBe('1');
    expect(stepLots('', 1, 1, 100)).toBe('1');
    expect(stepPrice('', 1, 10)).toBe('10.01');
    expect(stepPrice('10.00', -1, null)).toBe('9.99');
  });

  it('leverage list from siteLever', () => {
    expect(parseLevers('10/20/30')).toEqual([10, 20, 30]);
    expect(parseLevers(' 5 / x / 5 ')).toEqual([5]);
    expect(parseLevers(null)).toEqual([1]);
  });
});
