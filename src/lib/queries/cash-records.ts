// My funds ledger (`/user/cash/list.do`, api-contract §13.4), newest first: every balance change
// with its type, amount and summary. Polled while shown: approvals, closes and refunds add rows.
import { cashList } from '@/api/contracts/endpoints/money';

import { KEY_ROOTS } from './keys';
import { pagedList } from './paged-list';

/** What the reference's ledger asks for (§9.3). */
export const CASH_PAGE_SIZE = 10;

export interface CashFilter {
  /** Only the rows of one position (or funding application). */
  positionId?: number;
}

const cashRecords = pagedList({
  endpoint: cashList,
  keyRoot: KEY_ROOTS.cashRecords,
  pageSize: CASH_PAGE_SIZE,
  keyOf: (f: CashFilter) => f.positionId ?? 'all',
  params: (page, f: CashFilter) => ({
    ...page,
    ...(f.positionId === undefined ? {} : { positionId: f.positionId }),
  }),
});

export const cashRecordKeys = cashRecords.keys;
export const fetchCashPage = cashRecords.fetchPage;
export const useCashList = cashRecords.useList;
