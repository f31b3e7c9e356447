// The caller's funding sub-accounts in trading (`/user/funds/getUserSubaccount.do`, api-contract
// §14.6): the split-account ticket picks one to trade in; the funds allocation pages list them.
import { useQuery } from '@tanstack/react-query';

import { getUserSubaccount } from '@/api/contracts/endpoints/funds';
import { request } from '@/lib/api-client';

export const fundingSubaccountKeys = {
  all: ['funding'] as const,
  subaccounts: ['funding', 'subaccounts'] as const,
};

export const useFundingSubaccounts = (enabled: boolean) =>
  useQuery({
    queryKey: fundingSubaccountKeys.subaccounts,
    queryFn: async () => (await request(getUserSubaccount, {}, { alert: 'none' })).data.list,
    enabled,
  });
