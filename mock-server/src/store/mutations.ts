// The store's changes as records, for the write-ahead log (ADR 0019): every insert, update and
// removal of a table row and every session created or ended. Tables and sessions call `record`
// when persistence listens (in memory only, nothing is built); replay applies the same records to a
// store loaded from the snapshot, in order, and gets the same rows with the same ids.
import type { Session } from './sessions';
import type { MockStore } from './store';
import type { Row, Table } from './table';

export type Mutation =
  /** Table `t`: row inserted (with its final id). */
  | { t: string; i: Row }
  /** Table `t`: row `u` patched with `p`. */
  | { t: string; u: number; p: object }
  /** Table `t`: row `d` removed. */
  | { t: string; d: number }
  /** Session `s` created (`v`) or ended (no `v`). */
  | { s: string; v?: Session }
  /** Every session (`x: null`) or one user's ended. */
  | { x: number | null }
  /** Nothing but "the clock or a switch changed": each log frame carries those. */
  | { m: 1 };

export interface WriteHooks {
  /** Set by persistence; called synchronously at each change, before anything else can run. */
  record?: (mutation: Mutation) => void;
  /** The whole world was swapped (reset, scenario, import): records before it are moot. */
  replaced?: () => void;
}

/** Applies one logged change (replay; the hooks are not listening then). */
export const applyMutation = (store: MockStore, m: Mutation): void => {
  if ('t' in m) {
    const table = (store.tables as unknown as Partial<Record<string, Table<Row>>>)[m.t];
    if (!table) return;
    if ('i' in m) table.insert(m.i);
    else if ('u' in m) table.update(m.u, m.p);
    else table.remove(m.d);
  } else if ('s' in m) {
    if (m.v) store.sessions.put(m.s, m.v);
    else store.sessions.delete(m.s);
  } else if ('x' in m) {
    store.sessions.expire(m.x ?? undefined);
  }
};
