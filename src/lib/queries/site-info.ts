// The site's public information (`/api/site/getInfo.do`, api-contract §10.4): logo, name, the
// customer-service link and the operator's texts. Shown by /home's header and /service.
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getInfo } from '@/api/contracts/endpoints/site';
import { request } from '@/lib/api-client';

import { KEY_ROOTS } from './keys';

export const siteInfoKey = KEY_ROOTS.siteInfo;

export const siteInfoQuery = queryOptions({
  queryKey: siteInfoKey,
  queryFn: async () => (await request(getInfo, {}, { alert: 'none' })).data,
  staleTime: 5 * 60_000,
});

export const useSiteInfo = () => useQuery(siteInfoQuery);
