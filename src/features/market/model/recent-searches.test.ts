import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '@/config/storage-keys';

import {
  MAX_RECENT,
  parseRecent,
  pushRecent,
  readRecent,
  recentPath,
  withoutKind,
  writeRecent,
  type RecentEntry,
} from './recent-searches';

const stock = (n: number): RecentEntry => ({
  kind: 'stock',
  code: String(600000 + n),
  name: `S${n}`,
  type: 'sh',
});
const index: RecentEntry = { kind: 'index', code: 'sh000001', name: '上证指数' };

describe('recent searches', () => {
  it('puts the newest first and moves a repeated result to the top', () => {
    let list: RecentEntry[] = [];
    list = pushRecent(list, stock(1));
    list = pushRecent(list, stock(2));
    list = pushRecent(list, stock(1));
    expect(list.map((e) => e.code)).toEqual(['600001', '600002']);
  });

  it('keeps the last ten of each kind', () => {
    let list: RecentEntry[] = [index];
    for (let n = 1; n <= MAX_RECENT + 3; n += 1) list = pushRecent(list, stock(n));
    const stocks = list.filter((e) => e.kind === 'stock');
    expect(stocks).toHaveLength(MAX_RECENT);
    expect(stocks[0]!.code).toBe('600013');
    expect(stocks.at(-1)!.code).toBe('600004');
    expect(list).toContainEqual(index);
  });

  it('tells a stock and an index with the same code apart', () => {
    const list = pushRecent([{ ...index, code: '000001' }], { ...stock(0), code: '000001' });
    expect(list).toHaveLength(2);
  });

  it('clears one kind only', () => {
    expect(withoutKind([stock(1), index], 'stock')).toEqual([index]);
  });

  it('survives garbage in storage', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('not json')).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
    expect(
      parseRecent(JSON.stringify([stock(1), { kind: 'bond', code: 'x' }, stock(1), 42])),
    ).toEqual([stock(1)]);
  });

  it('round-trips through localStorage and removes the key when empty', () => {
    writeRecent([stock(1), index]);
    expect(readRecent()).toEqual([stock(1), index]);
    writeRecent([]);
    expect(localStorage.getItem(STORAGE_KEYS.recentSearches)).toBeNull();
  });

  it('links back to the detail page', () => {
    expect(recentPath(stock(1))).toBe('/kline?code=600001&name=S1&type=sh');
    expect(recentPath(index)).toBe(
      '/kline?code=sh000001&name=%E4%B8%8A%E8%AF%81%E6%8C%87%E6%95%B0&kind=index',
    );
  });
});
