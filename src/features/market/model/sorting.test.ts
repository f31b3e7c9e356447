import { describe, expect, it } from 'vitest';

import {
  DEFAULT_SORT,
  isServerSorted,
  nextSort,
  parseSort,
  PLAIN_SORT_KEYS,
  serverSortOf,
  sortRows,
} from './sorting';

describe('sort header', () => {
  it('flips the active column and starts another from the highest', () => {
    expect(nextSort(DEFAULT_SORT, 'changepercent')).toEqual({ key: 'changepercent', order: 'asc' });
    expect(nextSort({ key: 'changepercent', order: 'asc' }, 'changepercent')).toEqual({
      key: 'changepercent',
      order: 'desc',
    });
    expect(nextSort({ key: 'changepercent', order: 'asc' }, 'volume')).toEqual({
      key: 'volume',
      order: 'desc',
    });
  });

  it('reads the sort from the URL, falling back to change % high to low', () => {
    expect(parseSort('volume', 'asc')).toEqual({ key: 'volume', order: 'asc' });
    expect(parseSort('price', 'sideways')).toEqual({ key: 'price', order: 'desc' });
    expect(parseSort('amount', 'asc')).toEqual(DEFAULT_SORT);
    expect(parseSort(null, null)).toEqual(DEFAULT_SORT);
    // Index and futures lists have no volume.
    expect(parseSort('volume', 'asc', PLAIN_SORT_KEYS)).toEqual(DEFAULT_SORT);
  });
});

describe('server and client sorting', () => {
  it('asks getStockSort for change % and volume in the chosen order', () => {
    expect(serverSortOf({ key: 'changepercent', order: 'desc' })).toEqual({
      sort: 'changepercent',
      asc: 0,
    });
    expect(serverSortOf({ key: 'changepercent', order: 'asc' })).toEqual({
      sort: 'changepercent',
      asc: 1,
    });
    expect(serverSortOf({ key: 'volume', order: 'asc' })).toEqual({ sort: 'volume', asc: 1 });
  });

  it('fetches change % order for a price sort and sorts the rows on the phone', () => {
    const s = { key: 'price', order: 'asc' } as const;
    expect(serverSortOf(s)).toEqual({ sort: 'changepercent', asc: 0 });
    expect(isServerSorted(s)).toBe(false);
    expect(isServerSorted(DEFAULT_SORT)).toBe(true);
  });

  const rows = [
    { id: 'a', price: '10.50' },
    { id: 'b', price: 3 },
    { id: 'c', price: null },
    { id: 'd', price: '1520.00' },
    { id: 'e', price: '3.00' },
    { id: 'f', price: 'n/a' },
  ];

  it('sorts numbers and numeric strings, stable for ties, rows without a value last', () => {
    expect(sortRows(rows, (r) => r.price, 'desc').map((r) => r.id)).toEqual([
      'd',
      'a',
      'b',
      'e',
      'c',
      'f',
    ]);
    expect(sortRows(rows, (r) => r.price, 'asc').map((r) => r.id)).toEqual([
      'b',
      'e',
      'a',
      'd',
      'c',
      'f',
    ]);
  });

  it('does not change the input', () => {
    const before = rows.map((r) => r.id);
    sortRows(rows, (r) => r.price, 'asc');
    expect(rows.map((r) => r.id)).toEqual(before);
  });
});
