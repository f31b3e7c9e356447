// One table of the store: the rows array (shared with `store.db`, which is what persistence and
// `/__db` read) plus a primary-key map and secondary indexes built on first use, so hot paths
// never scan. Change a row only through `insert`, `update` and `remove`: the indexes and the
// write-ahead log (ADR 0019) see nothing else.
import type { WriteHooks } from './mutations';

export interface Row {
  id: number;
}

type Key = string | number | boolean | null | undefined;

export class Table<T extends Row> {
  private readonly byId = new Map<number, T>();
  private readonly indexes = new Map<keyof T, Map<Key, T[]>>();
  private maxId = 0;

  constructor(
    readonly rows: T[],
    /** The table's name in the store (what the write-ahead log records). */
    readonly name = '',
    private readonly writes: WriteHooks = {},
  ) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      if (row.id > this.maxId) this.maxId = row.id;
    }
  }

  get size(): number {
    return this.rows.length;
  }

  get(id: number): T | undefined {
    return this.byId.get(id);
  }

  /** Rows whose `field` equals `value`, in insertion order. */
  where<K extends keyof T>(field: K, value: T[K] & Key): readonly T[] {
    return this.index(field).get(value) ?? [];
  }

  first<K extends keyof T>(field: K, value: T[K] & Key): T | undefined {
    return this.where(field, value)[0];
  }

  /** The id the next insert gets. */
  nextId(): number {
    return this.maxId + 1;
  }

  /** Inserts with the next id (or the row's own id when it is free). */
  insert(values: Omit<T, 'id'> & { id?: number }): T {
    const id = values.id !== undefined && !this.byId.has(values.id) ? values.id : this.nextId();
    const row = { ...values, id } as T;
    this.rows.push(row);
    this.byId.set(id, row);
    if (id > this.maxId) this.maxId = id;
    for (const [field, index] of this.indexes) push(index, row[field] as Key, row);
    this.writes.record?.({ t: this.name, i: row });
    return row;
  }

  /** Applies a patch in place (the row object keeps its identity) and re-indexes what changed. */
  update(id: number, patch: Partial<Omit<T, 'id'>>): T | undefined {
    const row = this.byId.get(id);
    if (!row) return undefined;
    for (const [field, index] of this.indexes) {
      if (field in patch && patch[field as keyof typeof patch] !== row[field]) {
        pull(index, row[field] as Key, row);
        push(index, patch[field as keyof typeof patch] as Key, row);
      }
    }
    Object.assign(row, patch);
    this.writes.record?.({ t: this.name, u: id, p: patch });
    return row;
  }

  remove(id: number): boolean {
    const row = this.byId.get(id);
    if (!row) return false;
    this.byId.delete(id);
    this.rows.splice(this.rows.indexOf(row), 1);
    for (const [field, index] of this.indexes) pull(index, row[field] as Key, row);
    this.writes.record?.({ t: this.name, d: id });
    return true;
  }

  private index(field: keyof T): Map<Key, T[]> {
    let index = this.indexes.get(field);
    if (!index) {
      index = new Map();
      for (const row of this.rows) push(index, row[field] as Key, row);
      this.indexes.set(field, index);
    }
    return index;
  }
}

const push = <T>(index: Map<Key, T[]>, key: Key, row: T): void => {
  const list = index.get(key);
  if (list) list.push(row);
  else index.set(key, [row]);
};

const pull = <T>(index: Map<Key, T[]>, key: Key, row: T): void => {
  const list = index.get(key);
  if (!list) return;
  const at = list.indexOf(row);
  if (at >= 0) list.splice(at, 1);
  if (list.length === 0) index.delete(key);
};
