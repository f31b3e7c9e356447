// Filtering the request timeline on the harness side, so changing a filter needs no new stream.
import type { JournalEntry } from '../controls/control-client';

export type StatusFilter = 'all' | '2xx' | '4xx' | '5xx' | 'none' | 'fault';

/** Support-bundle replay: '' every call, `any` a replayed frame's, or by where it was answered. */
export type ReplayFilter = '' | 'any' | 'bundle' | 'fixtures';

export interface JournalFilter {
  frame: string;
  userId: string;
  path: string;
  status: StatusFilter;
  replay: ReplayFilter;
}

export const EMPTY_FILTER: JournalFilter = {
  frame: '',
  userId: '',
  path: '',
  status: 'all',
  replay: '',
};

const replayMatches = ({ replay }: JournalEntry, filter: ReplayFilter): boolean =>
  filter === '' || (filter === 'any' ? replay !== undefined : replay === filter);

const statusMatches = (entry: JournalEntry, status: StatusFilter): boolean => {
  switch (status) {
    case 'all':
      return true;
    case 'none':
      return entry.status === null;
    case 'fault':
      return entry.fault !== undefined;
    default: {
      const band = Number(status[0]);
      return entry.status !== null && Math.floor(entry.status / 100) === band;
    }
  }
};

export const matches = (entry: JournalEntry, f: JournalFilter): boolean =>
  (f.frame === '' || entry.frame === f.frame) &&
  (f.userId === '' || String(entry.userId ?? '') === f.userId) &&
  (f.path === '' || entry.path.toLowerCase().includes(f.path.toLowerCase())) &&
  statusMatches(entry, f.status) &&
  replayMatches(entry, f.replay);

/** Appends live entries in order, without repeats, keeping the newest `max`. */
export const appendEntries = (
  list: readonly JournalEntry[],
  incoming: readonly JournalEntry[],
  max: number,
): JournalEntry[] => {
  const last = list.at(-1)?.seq ?? -1;
  const fresh = incoming.filter((e) => e.seq > last);
  if (fresh.length === 0) return list as JournalEntry[];
  const next = [...list, ...fresh];
  return next.length > max ? next.slice(next.length - max) : next;
};

/** Distinct values for the filter menus. */
export const distinct = (entries: readonly JournalEntry[], pick: (e: JournalEntry) => unknown) =>
  [
    ...new Set(
      entries
        .map(pick)
        .filter((v) => v !== undefined && v !== null)
        .map(String),
    ),
  ].sort();

/** A journal event's data, if it has the fields the timeline needs. */
export const parseEntry = (data: string): JournalEntry | null => {
  try {
    const value = JSON.parse(data) as Partial<JournalEntry> | null;
    return value && typeof value.seq === 'number' && typeof value.path === 'string'
      ? (value as JournalEntry)
      : null;
  } catch {
    return null;
  }
};
