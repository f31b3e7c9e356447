// One page of a paged list (a PageInfo) as the infinite lists read it: its rows and the next page
// number, undefined on the last page.
import type { PageInfo } from '@/api/contracts/envelope';

export interface RowsPage<T> {
  rows: T[];
  nextPage: number | undefined;
  total: number;
}

export const rowsPageOf = <T>(data: PageInfo<T>): RowsPage<T> => ({
  rows: data.list,
  nextPage: data.hasNextPage ? data.pageNum + 1 : undefined,
  total: data.total,
});

/** The rows of every loaded page, in order. */
export const allRows = <T>(pages: readonly RowsPage<T>[] | undefined): T[] =>
  pages?.flatMap((p) => p.rows) ?? [];
