import { describe, expect, it } from 'vitest';

import { hubTabOf, searchTargetOf } from './hub-tab';

describe('the hub tab from idx', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
    ['4', 4],
    ['5', 5],
    ['0', 1],
    ['6', 1],
    ['2.5', 1],
    ['abc', 1],
  ] as const)('idx %j opens tab %i', (idx, tab) => {
    expect(hubTabOf(idx)).toBe(tab);
  });

  it('searches the VIP pool on the VIP tab only', () => {
    expect([1, 2, 3, 4, 5].map((t) => searchTargetOf(t as 1 | 2 | 3 | 4 | 5))).toEqual([
      'searchlist',
      'searchlist',
      'searchlist',
      'searchlist',
      'vipSearchlist',
    ]);
  });
});
