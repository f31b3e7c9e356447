// One page of a PageHelper list as the backend sends it (pageNum, list, hasNextPage, nextPage…),
// for the fake backends of the app's tests. `total` rows in all (default: this page's); a next
// page when the rows before and on this page are fewer, unless `hasNextPage` says otherwise.
export const pageOf = <T>(
  list: readonly T[],
  {
    pageNum = 1,
    total = list.length,
    hasNextPage = pageNum * Math.max(list.length, 1) < total,
  }: { pageNum?: number; total?: number; hasNextPage?: boolean } = {},
) => ({
  pageNum,
  pageSize: list.length,
  size: list.length,
  startRow: list.length > 0 ? 1 : 0,
  endRow: list.length,
  total,
  pages: Math.max(Math.ceil(total / Math.max(list.length, 1)), hasNextPage ? pageNum + 1 : 0),
  list,
  prePage: pageNum - 1,
  nextPage: hasNextPage ? pageNum + 1 : 0,
  isFirstPage: pageNum === 1,
  isLastPage: !hasNextPage,
  hasPreviousPage: pageNum > 1,
  hasNextPage,
  navigatePages: 8,
  navigatepageNums: [pageNum],
  navigateFirstPage: 1,
  navigateLastPage: 1,
});
