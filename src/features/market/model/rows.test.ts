import { describe, expect, it } from 'vitest';

import { stockFuturesListVO, stockIndexVO } from '@/api/contracts/models/index-futures';
import { sinaSortRow, stockListVO } from '@/api/contracts/models/market';

import {
  changeOf,
  changePctOf,
  futuresRow,
  indexRow,
  matchesIndex,
  rankingRow,
  stockSearchRow,
  uniqueByKey,
  type BadgeKey,
} from './rows';

const badge = (key: BadgeKey) => `<${key}>`;

// Rows shaped as the contract says, parsed by its schemas so a contract change breaks this test.
const ranking = sinaSortRow.parse({
  symbol: 'sh600519',
  code: '600519',
  name: '贵州茅台',
  trade: '1520.000',
  pricechange: '20.000',
  changepercent: 1.333,
  buy: '1519.990',
  sell: '1520.000',
  settlement: '1500.000',
  open: '1501.000',
  high: '1530.000',
  low: '1498.000',
  volume: 1234567,
  amount: 1876543210,
  ticktime: '11:20:03',
  per: 30.1,
  pb: 9.8,
  mktcap: 190000000,
  nmc: 190000000,
  turnoverratio: 0.1,
  show: true,
});

const searchHit = stockListVO.parse({
  name: '宁德时代',
  code: '300750',
  spell: 'NDSD',
  gid: 'sz300750',
  nowPrice: '251.20',
  preclose: '250.00',
  hcrate: 0.48,
  ud: 1.2,
  yc: 250,
  stock_type: 'sz',
  stock_plate: '创业',
  isOption: '0',
});

const index = stockIndexVO.parse({
  id: 1,
  indexName: '上证指数',
  indexCode: '000001',
  indexGid: 'sh000001',
  homeShow: 1,
  listShow: 1,
  transState: 1,
  currentPoint: '3424.70',
  floatPoint: '-4.80',
  floatRate: '-0.14',
  isOption: '0',
  type: null,
});

const futures = stockFuturesListVO.parse({
  id: 1,
  futuresName: '美原油',
  futuresCode: 'CL',
  futuresGid: 'hf_CL',
  nowPrice: '71.35',
  lastClose: '70.10',
});

describe('contract rows → quote rows', () => {
  it('maps a getStockSort row to a stock link by bare code and exchange', () => {
    expect(rankingRow(ranking, badge)).toEqual({
      key: 'sh600519',
      name: '贵州茅台',
      code: '600519',
      badge: '<sh>',
      price: '1520.000',
      changePct: 1.333,
      change: '20.000',
      volume: 1234567,
      to: '/kline?code=600519&name=%E8%B4%B5%E5%B7%9E%E8%8C%85%E5%8F%B0&type=sh',
    });
  });

  it('maps a search hit by its stock type', () => {
    const row = stockSearchRow(searchHit, badge);
    expect(row).toMatchObject({ key: 'sz300750', code: '300750', badge: '<sz>' });
    expect(row.to).toBe('/kline?code=300750&name=%E5%AE%81%E5%BE%B7%E6%97%B6%E4%BB%A3&type=sz');
  });

  it('keeps a US ticker that looks like an index code a stock', () => {
    const us = stockListVO.parse({ ...searchHit, code: 'SHOP', gid: 'usSHOP', stock_type: 'us' });
    const to = new URL(stockSearchRow(us, badge).to, 'http://x').searchParams;
    expect(to.get('kind')).toBeNull();
    expect(to.get('type')).toBe('us');
  });

  it('links an index by its gid with kind index', () => {
    const row = indexRow(index, badge);
    expect(row).toMatchObject({
      key: 'sh000001',
      code: '000001',
      badge: '<index>',
      price: '3424.70',
      changePct: '-0.14',
      change: '-4.80',
    });
    const q = new URL(row.to, 'http://x').searchParams;
    expect([q.get('code'), q.get('kind')]).toEqual(['sh000001', 'index']);
  });

  it('links a future by its gid and computes its change exactly', () => {
    const row = futuresRow(futures, badge);
    expect(row).toMatchObject({
      key: 'hf_CL',
      code: 'CL',
      badge: '<futures>',
      change: '1.25',
      // 1.25 ÷ 70.10 = 1.7832…%
      changePct: '1.78',
    });
    const q = new URL(row.to, 'http://x').searchParams;
    expect([q.get('code'), q.get('kind')]).toEqual(['hf_CL', 'futures']);
  });

  it('has no change without both prices', () => {
    expect(changeOf('0.3', '0.1')).toBe('0.2');
    expect(changeOf(null, '1')).toBeNull();
    expect(changeOf('1', '')).toBeNull();
    expect(changeOf('abc', '1')).toBeNull();
    expect(changePctOf('99', '100')).toBe('-1.00');
    expect(changePctOf('1', '0')).toBeNull();
    expect(changePctOf(null, '1')).toBeNull();
  });

  it('keeps the first row of each key (pages of a moving ranking overlap)', () => {
    const rows = [
      { key: 'a', n: 1 },
      { key: 'b', n: 2 },
      { key: 'a', n: 3 },
    ];
    expect(uniqueByKey(rows)).toEqual([
      { key: 'a', n: 1 },
      { key: 'b', n: 2 },
    ]);
  });
});

describe('index search', () => {
  it.each([
    ['000001', true],
    ['SH000', true],
    ['上证', true],
    ['深证', false],
    ['  ', false],
  ])('%s matches: %s', (keyword, expected) => {
    expect(matchesIndex(index, keyword)).toBe(expected);
  });
});
