// /home's banners, the page's largest paint: a module of its own so the page's first chunk needs
// only this query, not the rest of /home's (ADR 0041).
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getBannerByPlat } from '@/api/contracts/endpoints/site';
import { request } from '@/lib/api-client';

import { HOME_BANNERS_REQUEST } from './home-early';

export const bannersQuery = queryOptions({
  queryKey: ['home', 'banners'],
  // The entry may have sent this very request already (ADR 0038): same params.
  queryFn: async () =>
    (await request(getBannerByPlat, HOME_BANNERS_REQUEST.params, { alert: 'none' })).data,
  staleTime: 5 * 60_000,
});

export const useBanners = () => useQuery(bannersQuery);
