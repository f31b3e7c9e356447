// The Sina ranking computed straight from the engine: nodes, keys, direction and paging.
import { describe, expect, it } from 'vitest';

import { at, fixtureMarket } from '../../market/test-support';

import { ownEntry, SORT_MAX_PAGE_SIZE, stockSortPage } from './ranking';

const { market } = fixtureMarket();
const NOW = at('2026-11-02 10:30');
const page = (params: Parameters<typeof stockSortPage>[1]) =>
  stockSortPage(
    market,
    { pageNo: 1, pageSize: 20, sort: 'volume', asc: 0, node: 'hs_a', ...params },
    NOW,
  );

describe('ownEntry', () => {
  it('finds own keys only', () => {
    const table: Record<string, number> = { a: 1 };
    expect(ownEntry(table, 'a')).toBe(1);
    expect(ownEntry(table, 'toString')).toBeUndefined();
    expect(ownEntry(table, '__proto__')).toBeUndefined();
    expect(ownEntry(table, undefined)).toBeUndefined();
  });
});

describe('stockSortPage', () => {
  it('descends with asc 0 and ascends otherwise', () => {
    const down = page({ asc: 0 }).map((r) => Number(r.volume));
    const up = page({ asc: 1 }).map((r) => Number(r.volume));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(up).toEqual([...up].sort((a, b) => a - b));
  });

  it('keeps symbol order for an unknown sort key', () => {
    const symbols = page({ sort: 'valueOf', pageSize: 100 }).map((r) => r.symbol);
    expect(symbols).toEqual([...symbols].sort((a, b) => a.localeCompare(b)));
  });

  it('has no rows for an unknown node, a size below 1 or a page past the end', () => {
    expect(page({ node: 'hk' })).toEqual([]);
    expect(page({ node: 'constructor' })).toEqual([]);
    expect(page({ pageSize: 0 })).toEqual([]);
    expect(page({ pageSize: undefined })).toEqual([]);
    expect(page({ pageNo: 10_000 })).toEqual([]);
    expect(page({ pageNo: Number.MAX_SAFE_INTEGER })).toEqual([]);
  });

  it('caps the page size; page 0 reads as page 1', () => {
    expect(page({ pageSize: 100_000 }).length).toBeLessThanOrEqual(SORT_MAX_PAGE_SIZE);
    expect(page({ pageNo: 0 })).toEqual(page({ pageNo: 1 }));
  });
});
