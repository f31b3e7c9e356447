import { describe, expect, it } from 'vitest';

import type { PageInfo } from '@/api/contracts/envelope';
import type { UserPendingorderVO } from '@/api/contracts/models/trading';

import { pendingOrderPageOf } from './pending-orders';

const row = (id: number): UserPendingorderVO => ({ id, buyNum: 100, buyType: 0, status: 0 });

const pageInfo = (
  list: UserPendingorderVO[],
  total: number,
  hasNextPage: boolean,
): PageInfo<UserPendingorderVO> => ({
  list,
  pageNum: 1,
  pageSize: list.length,
  size: list.length,
  startRow: 1,
  endRow: list.length,
  total,
  pages: hasNextPage ? 2 : 1,
  prePage: 0,
  nextPage: hasNextPage ? 2 : 0,
  isFirstPage: true,
  isLastPage: !hasNextPage,
  hasPreviousPage: false,
  hasNextPage,
  navigatePages: 8,
  navigatepageNums: [1],
  navigateFirstPage: 1,
  navigateLastPage: 1,
});

describe('pendingOrderPageOf', () => {
  it('takes a plain array as the whole list', () => {
    expect(pendingOrderPageOf([row(1), row(2)])).toEqual({
      rows: [row(1), row(2)],
      nextPage: undefined,
      total: 2,
    });
  });

  it('takes a PageInfo with its paging', () => {
    expect(pendingOrderPageOf(pageInfo([row(1)], 3, true))).toMatchObject({
      nextPage: 2,
      total: 3,
    });
    expect(pendingOrderPageOf(pageInfo([row(1)], 1, false)).nextPage).toBeUndefined();
  });
});
