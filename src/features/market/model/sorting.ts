// Sorting of the market lists. The server ranks A-shares by change % or volume (getStockSort's
// `sort=changepercent|volume` with `asc`, api-contract §8.15) across the whole board. It does not
// rank by price, so a price sort orders the rows fetched so far on the phone (each page that
// arrives later is merged in). Index and futures lists come unsorted and short: they are always
// sorted on the phone, and have no volume to sort by.
export type SortKey = 'changepercent' | 'price' | 'volume';
export type SortOrder = 'desc' | 'asc';

export interface SortState {
  key: SortKey;
  order: SortOrder;
}

export const DEFAULT_SORT: SortState = { key: 'changepercent', order: 'desc' };

export const STOCK_SORT_KEYS: readonly SortKey[] = ['changepercent', 'price', 'volume'];
export const PLAIN_SORT_KEYS: readonly SortKey[] = ['changepercent', 'price'];

/** Tapping the active column flips its order; another column starts from the highest. */
export const nextSort = (current: SortState, key: SortKey): SortState =>
  current.key === key
    ? { key, order: current.order === 'desc' ? 'asc' : 'desc' }
    : { key, order: 'desc' };

/** Reads `?sort=price&order=asc`; anything unknown or not offered falls back to change % desc. */
export const parseSort = (
  key: string | null,
  order: string | null,
  offered: readonly SortKey[] = STOCK_SORT_KEYS,
): SortState => {
  const k = offered.find((o) => o === key);
  if (!k) return DEFAULT_SORT;
  return { key: k, order: order === 'asc' ? 'asc' : 'desc' };
};

export interface ServerSort {
  sort: 'changepercent' | 'volume';
  /** 1 ascending, 0 descending. */
  asc: 0 | 1;
}

/**
 * The getStockSort parameters for a sort. Price is not a server sort: the rows are fetched in
 * change % order and re-sorted on the phone (`sortRows`).
 */
export const serverSortOf = (s: SortState): ServerSort =>
  s.key === 'price'
    ? { sort: 'changepercent', asc: 0 }
    : { sort: s.key, asc: s.order === 'asc' ? 1 : 0 };

export const isServerSorted = (s: SortState): boolean => s.key !== 'price';

export const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * A stable sort by a numeric value; rows without a value (suspended, no quote yet) go last in
 * either order, so they never crowd the top of the list.
 */
export const sortRows = <T>(
  rows: readonly T[],
  valueOf: (row: T) => unknown,
  order: SortOrder,
): T[] => {
  const sign = order === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: toNumber(valueOf(row)) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      return (a.value - b.value) * sign || a.index - b.index;
    })
    .map((x) => x.row);
};
