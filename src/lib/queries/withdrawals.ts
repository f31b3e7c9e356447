// My withdrawal requests (`/user/withdraw/list.do`, api-contract §13.6), newest first: the records
// pages list them (with cancel on pending ones), and the withdrawal form and the cancel reconcile
// a lost reply against them. Polled while shown: the back office pays or rejects them.
import type { WithdrawStatus } from '@/api/contracts/codes';
import { withdrawList } from '@/api/contracts/endpoints/money';

import { KEY_ROOTS } from './keys';
import { pagedList } from './paged-list';

/** What the reference's withdrawal list asks for (§9.3; the server's default is 8). */
export const WITHDRAW_PAGE_SIZE = 15;

export interface WithdrawFilter {
  /** Only requests in this state; every state when absent. */
  status?: WithdrawStatus;
}

const withdrawals = pagedList({
  endpoint: withdrawList,
  keyRoot: KEY_ROOTS.withdrawals,
  pageSize: WITHDRAW_PAGE_SIZE,
  keyOf: (f: WithdrawFilter) => f.status ?? 'all',
  params: (page, f: WithdrawFilter) => ({
    ...page,
    ...(f.status === undefined ? {} : { withStatus: String(f.status) }),
  }),
});

export const withdrawalKeys = withdrawals.keys;
export const fetchWithdrawPage = withdrawals.fetchPage;
export const useWithdrawList = withdrawals.useList;
