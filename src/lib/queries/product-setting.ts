// The product switches (`/api/admin/getProductSetting.do`, api-contract §10.1): which account kinds
// the site sells (the market tab's boards), the holiday switch that closes all trading (§16
// "Trading calendar"), the margin-trading and split-account switches the tickets follow. Read by
// the market lists, the tickets and the positions' close sheet; changes rarely.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getProductSetting } from '@/api/contracts/endpoints/site';
import { request } from '@/lib/api-client';

import { KEY_ROOTS } from './keys';

export const productSettingKey = KEY_ROOTS.productSetting;

export const productSettingQuery = queryOptions({
  queryKey: productSettingKey,
  queryFn: async () => (await request(getProductSetting, {}, { alert: 'none' })).data,
  staleTime: 5 * 60_000,
});

export const useProductSetting = () => useQuery(productSettingQuery);

/** Holiday mode: every market closed, whatever the hour (false until the settings answer). */
export const useHolidayMode = (): boolean => useProductSetting().data?.holidayDisplay ?? false;
