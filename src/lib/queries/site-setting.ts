// The site's trading settings (`/api/admin/getSetting.do`): trading windows, fees, lot limits.
// Read by quote pages (market phase) and tickets; changes rarely, so one fetch per few minutes.
import { useQuery } from '@tanstack/react-query';

import { getSetting } from '@/api/contracts/endpoints/site';
import { request } from '@/lib/api-client';

import { KEY_ROOTS } from './keys';

export const siteSettingKey = KEY_ROOTS.siteSetting;

export const useSiteSetting = () =>
  useQuery({
    queryKey: siteSettingKey,
    queryFn: async () => (await request(getSetting, {}, { alert: 'none' })).data,
    staleTime: 5 * 60_000,
  });
