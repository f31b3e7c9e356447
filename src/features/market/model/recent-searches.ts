// Recent searches: the last ten results a trader opened from a search page, newest first, kept in
// localStorage — ten stocks and ten indexes, each search page showing its own kind. A result opened
// again moves to the top instead of appearing twice. Stored data is validated on read, so an old or
// hand-edited entry never breaks the page.
import { z } from 'zod/mini';

import { STORAGE_KEYS } from '@/config/storage-keys';
import { detailPath } from '@/lib/market/instrument';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

export const MAX_RECENT = 10;

const recentEntry = z.object({
  kind: z.enum(['stock', 'index']),
  /** Stock: the bare code; index: its gid (`sh000001`). */
  code: z.string().check(z.minLength(1)),
  name: z.string(),
  /** Exchange of a stock. */
  type: z.optional(z.string()),
});
export type RecentEntry = z.infer<typeof recentEntry>;

const sameEntry = (a: RecentEntry, b: RecentEntry): boolean =>
  a.kind === b.kind && a.code === b.code;

export type RecentKind = RecentEntry['kind'];
const KINDS: readonly RecentKind[] = ['stock', 'index'];

/** At most `max` entries of each kind, in the order given. */
const capPerKind = (list: readonly RecentEntry[], max: number): RecentEntry[] =>
  KINDS.flatMap((kind) => list.filter((e) => e.kind === kind).slice(0, max));

export const pushRecent = (
  list: readonly RecentEntry[],
  entry: RecentEntry,
  max = MAX_RECENT,
): RecentEntry[] => capPerKind([entry, ...list.filter((e) => !sameEntry(e, entry))], max);

export const withoutKind = (list: readonly RecentEntry[], kind: RecentKind): RecentEntry[] =>
  list.filter((e) => e.kind !== kind);

export const parseRecent = (raw: string | null): RecentEntry[] => {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const entries = parsed.flatMap((item) => {
      const r = recentEntry.safeParse(item);
      return r.success ? [r.data] : [];
    });
    const unique = entries.filter((e, i) => entries.findIndex((x) => sameEntry(x, e)) === i);
    return capPerKind(unique, MAX_RECENT);
  } catch {
    return [];
  }
};

export const readRecent = (): RecentEntry[] =>
  parseRecent(readStorage(STORAGE_KEYS.recentSearches));

export const writeRecent = (list: readonly RecentEntry[]): void => {
  if (list.length === 0) removeStorage(STORAGE_KEYS.recentSearches);
  else writeStorage(STORAGE_KEYS.recentSearches, JSON.stringify(list));
};

export const recentPath = (e: RecentEntry): string =>
  detailPath({ code: e.code, name: e.name, type: e.type, kind: e.kind });
