// Funding (配资): the caller's sub-accounts in trading (`/user/funds/getUserSubaccount.do`,
// api-contract §14.6), which the split-account ticket picks from and the allocation pages list, and
// the positions held in them (`/user/funds/fundsList.do`, §14.7), cached under the positions' keys
// (`['positions', 'funds', …]`, lib/queries/positions.ts) so a booking or a close refreshes them
// with every other position.
import { useQuery } from '@tanstack/react-query';

import { fundsList, getUserSubaccount } from '@/api/contracts/endpoints/funds';
import { request } from '@/lib/api-client';

import { KEY_ROOTS } from './keys';

export const fundingSubaccountKeys = {
  all: KEY_ROOTS.funding,
  subaccounts: [...KEY_ROOTS.funding, 'subaccounts'] as const,
};

export const useFundingSubaccounts = (enabled: boolean) =>
  useQuery({
    queryKey: fundingSubaccountKeys.subaccounts,
    queryFn: async () => (await request(getUserSubaccount, {}, { alert: 'none' })).data.list,
    enabled,
  });

/** One page of the positions in the caller's sub-accounts. */
export const fetchFundingPositionPage = async (
  params: { state: 0 | 1; stockCode?: string; pageNum: number; pageSize: number },
  signal?: AbortSignal,
) => (await request(fundsList, params, { alert: 'none', signal })).data;
