import { describe, expect, it } from 'vitest';

import { getBannerByPlat } from '@/api/contracts/endpoints/site';

import { HOME_BANNERS_REQUEST } from './home-early';

describe("/home's early banner request (ADR 0038)", () => {
  it('is the contract request the banners query sends', () => {
    expect(HOME_BANNERS_REQUEST.path).toBe(getBannerByPlat.path);
    // The early transport posts form bodies only.
    expect(getBannerByPlat.uses).toBe('POST');
    expect(getBannerByPlat.params.safeParse(HOME_BANNERS_REQUEST.params).success).toBe(true);
  });
});
