// /home's banner request as the entry sends it before the start-up has loaded (ADR 0038): the
// first banner is the page's largest paint. The path is written out so the entry does not load
// the site contract's schemas (home-early.test.ts holds it equal to getBannerByPlat's); the
// banners query sends these same params, so the request helper takes the early reply as its own.
import type { EarlyRequest } from '@/lib/api/early-request';

export const HOME_BANNERS_REQUEST = {
  path: '/api/site/getBannerByPlat.do',
  // `m`: the phone's banners (api-contract §10.2).
  params: { platType: 'm' },
  // The carousel's first slide (the server's order): its image is preloaded (ADR 0040).
  image: (data) => (Array.isArray(data) ? (data[0] as { bannerUrl?: unknown })?.bannerUrl : null),
  // Its title, the carousel's alt: the image is also painted in the static skeleton (ADR 0040).
  imageAlt: (data) => (Array.isArray(data) ? (data[0] as { banTitle?: unknown })?.banTitle : null),
} as const satisfies EarlyRequest;
