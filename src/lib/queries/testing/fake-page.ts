// Test support (tests and feature test doubles only, never production code): the PageInfo a
// PageHelper backend answers for one page of `rows`, cut by pageNum / pageSize.
import type { PageInfo } from '@/api/contracts/envelope';

export const fakePage = <T>(rows: readonly T[], pageNum: number, pageSize: number): PageInfo<T> => {
  const list = rows.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  return {
    pageNum,
    pageSize,
    size: list.length,
    startRow: 0,
    endRow: 0,
    total: rows.length,
    pages,
    list,
    prePage: pageNum - 1,
    nextPage: pageNum < pages ? pageNum + 1 : 0,
    isFirstPage: pageNum === 1,
    isLastPage: pageNum >= pages,
    hasPreviousPage: pageNum > 1,
    hasNextPage: pageNum < pages,
    navigatePages: 8,
    navigatepageNums: [pageNum],
    navigateFirstPage: 1,
    navigateLastPage: pages,
  };
};
