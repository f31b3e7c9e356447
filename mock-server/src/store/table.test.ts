// Indexed tables: lookups by id and by field stay right through inserts, updates and removals.
import { describe, expect, it } from 'vitest';

import { Table } from './table';

interface Row {
  id: number;
  userId: number;
  name: string;
}

const rows = (): Row[] => [
  { id: 1, userId: 7, name: 'a' },
  { id: 2, userId: 8, name: 'b' },
  { id: 5, userId: 7, name: 'c' },
];

describe('Table', () => {
  it('finds by id and by an indexed field, sharing the rows array', () => {
    const data = rows();
    const t = new Table(data);
    expect(t.get(5)?.name).toBe('c');
    expect(t.where('userId', 7).map((r) => r.id)).toEqual([1, 5]);
    expect(t.where('userId', 99)).toEqual([]);
    t.insert({ userId: 7, name: 'd' });
    expect(data).toHaveLength(4);
  });

  it('gives inserts the next id, or their own when free', () => {
    const t = new Table(rows());
    expect(t.insert({ userId: 1, name: 'x' }).id).toBe(6);
    expect(t.insert({ id: 3, userId: 1, name: 'y' }).id).toBe(3);
    expect(t.insert({ id: 3, userId: 1, name: 'z' }).id).toBe(7);
  });

  it('keeps indexes right when an indexed field changes or a row goes', () => {
    const t = new Table(rows());
    expect(t.where('userId', 7)).toHaveLength(2);
    const row = t.update(1, { userId: 8 });
    expect(row?.userId).toBe(8);
    expect(t.where('userId', 7).map((r) => r.id)).toEqual([5]);
    expect(t.where('userId', 8).map((r) => r.id)).toEqual([2, 1]);
    expect(t.remove(2)).toBe(true);
    expect(t.where('userId', 8).map((r) => r.id)).toEqual([1]);
    expect(t.get(2)).toBeUndefined();
    expect(t.remove(2)).toBe(false);
    expect(t.update(2, { name: 'q' })).toBeUndefined();
  });
});
