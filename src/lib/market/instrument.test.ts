import { describe, expect, it } from 'vitest';

import { bareCode, detailPath, exchangeOfCode, kindOfCode } from './instrument';

describe('instrument codes', () => {
  it('tells stocks, indexes and futures apart as the backend does', () => {
    expect(kindOfCode('600519')).toBe('stock');
    expect(kindOfCode('sh000001')).toBe('index');
    expect(kindOfCode('sz399001')).toBe('index');
    expect(kindOfCode('hf_CL')).toBe('futures');
  });

  it('derives the exchange of a bare code', () => {
    expect(exchangeOfCode('600519')).toBe('sh');
    expect(exchangeOfCode('000001')).toBe('sz');
    expect(exchangeOfCode('300750')).toBe('sz');
    expect(exchangeOfCode('830799')).toBe('bj');
    expect(exchangeOfCode('sz000918')).toBe('sz');
    expect(exchangeOfCode('AAPL')).toBeUndefined();
  });

  it('strips prefixes', () => {
    expect(bareCode('sh600519')).toBe('600519');
    expect(bareCode('hf_CL')).toBe('CL');
    expect(bareCode('600519')).toBe('600519');
  });

  it('links to the detail page with the reference query keys', () => {
    expect(detailPath({ code: '600519', name: '贵州茅台', type: 'sh' })).toBe(
      '/kline?code=600519&name=%E8%B4%B5%E5%B7%9E%E8%8C%85%E5%8F%B0&type=sh',
    );
    expect(detailPath({ code: 'hf_CL' })).toBe('/kline?code=hf_CL&kind=futures');
  });
});
