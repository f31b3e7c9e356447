import { describe, expect, it } from 'vitest';

import { tabOf } from './news-tab';

describe('the tab from ?type=', () => {
  it.each([
    ['2', 2],
    ['5', 5],
    ['6', 6],
    ['7', 7],
  ])('%s opens tab %i', (value, tab) => {
    expect(tabOf(value)).toBe(tab);
  });

  it.each([null, undefined, '', '1', '3', '4', 'abc', '2.5'])('%s opens none', (value) => {
    expect(tabOf(value)).toBeUndefined();
  });
});
