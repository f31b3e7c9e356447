// PageHelper 5's `PageInfo` (api-contract §2.3) over an already filtered list, navigatePages = 8:
// what every paged list endpoint answers.
export const pageOf = <T>(all: readonly T[], pageNum: number, pageSize: number) => {
  const total = all.length;
  const pages = pageSize > 0 ? Math.ceil(total / pageSize) : 0;
  const list = pageSize > 0 ? all.slice((pageNum - 1) * pageSize, pageNum * pageSize) : [];
  const startRow = list.length === 0 ? 0 : (pageNum - 1) * pageSize + 1;
  const navigate = 8;
  const first =
    pages <= navigate ? 1 : Math.min(Math.max(1, pageNum - navigate / 2), pages - navigate + 1);
  const nums = Array.from({ length: Math.min(pages, navigate) }, (_, i) => first + i);
  return {
    pageNum,
    pageSize,
    size: list.length,
    startRow,
    endRow: list.length === 0 ? 0 : startRow + list.length - 1,
    total,
    pages,
    list,
    prePage: pageNum > 1 ? pageNum - 1 : 0,
    nextPage: pageNum < pages ? pageNum + 1 : 0,
    isFirstPage: pageNum === 1,
    isLastPage: pageNum === pages || pages === 0,
    hasPreviousPage: pageNum > 1,
    hasNextPage: pageNum < pages,
    navigatePages: navigate,
    navigatepageNums: nums,
    navigateFirstPage: nums[0] ?? 0,
    navigateLastPage: nums.at(-1) ?? 0,
  };
};
