// /home's banners, the page's largest paint: a module of its own so the page's first chunk needs
// only this query, not the rest of /home's (ADR 0041).
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getBannerByPlat } from '@/api/contracts/endpoints/site';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { preloadableImageUrl } from '@/lib/api/early-image';
import { request } from '@/lib/api-client';
import { removeStorage, writeStorage } from '@/lib/storage';

import { HOME_BANNERS_REQUEST } from './home-early';

/**
 * Keeps the first banner (address and title, both public) for index.html's skeleton to paint on
 * the next visit before any script has loaded (ADR 0040 addendum 2): only an address the entry
 * would preload; none drops the kept one. Here, not in the entry: only /home carries it.
 */
const keepSkeletonBanner = (url: unknown, alt: unknown): void => {
  const src = preloadableImageUrl(url);
  if (!src) return removeStorage(STORAGE_KEYS.skeletonBanner);
  const title = typeof alt === 'string' ? alt : '';
  writeStorage(STORAGE_KEYS.skeletonBanner, JSON.stringify({ url: src, alt: title }));
};

export const bannersQuery = queryOptions({
  queryKey: ['home', 'banners'],
  // The entry may have sent this very request already (ADR 0038): same params.
  queryFn: async () => {
    const { data } = await request(getBannerByPlat, HOME_BANNERS_REQUEST.params, { alert: 'none' });
    // The next visit's skeleton paints the first one before any script (ADR 0040 addendum 2).
    keepSkeletonBanner(HOME_BANNERS_REQUEST.image(data), HOME_BANNERS_REQUEST.imageAlt(data));
    return data;
  },
  staleTime: 5 * 60_000,
});

export const useBanners = () => useQuery(bannersQuery);
