// Previous / next of a news item within its own tab, in the list's order (newest first): the
// previous item is the newer one above it, the next the older one below. Pure: the rows are the
// list's loaded pages; `isComplete` says no page is left to load.
export interface Neighbour {
  id: number;
  title: string;
}

/** A row of the list as the search reads it (the server may leave a title out). */
export interface ListedItem {
  id: number;
  title?: string | null;
}

export type Neighbours =
  | {
      /** The item is in the rows: its newer and older neighbours; null at that end of the list. */
      found: true;
      previous: Neighbour | null;
      next: Neighbour | null;
    }
  /** Not among the rows: load another page, or (list complete) it is not in this tab. */
  | { found: false };

/** What the detail can say, or `undefined` when a further page must be loaded first. */
export const neighboursIn = (
  rows: readonly ListedItem[],
  id: number,
  isComplete: boolean,
): Neighbours | undefined => {
  const at = rows.findIndex((row) => row.id === id);
  if (at < 0) return isComplete ? { found: false } : undefined;
  // The last loaded row has an older neighbour only if another page exists: load it first.
  if (at === rows.length - 1 && !isComplete) return undefined;
  const pick = (row: ListedItem | undefined): Neighbour | null =>
    row ? { id: row.id, title: row.title ?? '' } : null;
  return { found: true, previous: pick(rows[at - 1]), next: pick(rows[at + 1]) };
};
