import { describe, expect, it } from 'vitest';

import { fundingPositionListKey } from './funding';
import { positionKeys } from './positions';

describe('funding position keys', () => {
  it('are the positions home keys, so a booking or a close refreshes them', () => {
    for (const state of [0, 1] as const)
      expect(fundingPositionListKey(state)).toEqual(positionKeys.list('funds', { state }));
  });
});
