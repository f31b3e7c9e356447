// My deposit orders (`/user/recharge/list.do`, api-contract §13.5), newest first: the records pages
// list them, and the deposit form reconciles a lost reply against them. Polled while shown, since
// a deposit is approved or rejected in the back office, never by the trader.
import type { RechargeStatus } from '@/api/contracts/codes';
import { rechargeList } from '@/api/contracts/endpoints/money';

import { KEY_ROOTS } from './keys';
import { pagedList } from './paged-list';

export { RECORDS_POLL_MS } from './paged-list';

/** What the reference's deposit list asks for (§9.3). */
export const RECHARGE_PAGE_SIZE = 15;

export interface RechargeFilter {
  /** Only orders in this state; every state when absent. */
  status?: RechargeStatus;
}

const recharges = pagedList({
  endpoint: rechargeList,
  keyRoot: KEY_ROOTS.recharges,
  pageSize: RECHARGE_PAGE_SIZE,
  keyOf: (f: RechargeFilter) => f.status ?? 'all',
  // The reference sends the state as a string code.
  params: (page, f: RechargeFilter) => ({
    ...page,
    ...(f.status === undefined ? {} : { orderStatus: String(f.status) }),
  }),
});

export const rechargeKeys = recharges.keys;
export const fetchRechargePage = recharges.fetchPage;
export const useRechargeList = recharges.useList;
