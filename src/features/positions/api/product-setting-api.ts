// The product switches (`/api/admin/getProductSetting.do`, api-contract §10.1): holiday mode
// closes all trading (§16 "Trading calendar"), so a close is refused before it is sent.
import { useQuery } from '@tanstack/react-query';

import { getProductSetting } from '@/api/contracts/endpoints/site';
import { request } from '@/lib/api-client';

export const productSettingKey = ['positions', 'productSetting'] as const;

export const useHolidayMode = (): boolean => {
  const { data } = useQuery({
    queryKey: productSettingKey,
    queryFn: async () => (await request(getProductSetting, {}, { alert: 'none' })).data,
    staleTime: 5 * 60_000,
  });
  return data?.holidayDisplay ?? false;
};
