import { describe, expect, it } from 'vitest';

import { creaseMaxOf } from './crease-max';

describe('creaseMaxOf', () => {
  it('maps the three settings to their boards', () => {
    expect(
      creaseMaxOf({ creaseMaxPercent: 7, cyCreaseMaxPercent: 15, kcCreaseMaxPercent: 18 }),
    ).toEqual({ main: 7, chinext: 15, star: 18 });
  });

  it('keeps a cap of 0 (set, and the strictest)', () => {
    expect(
      creaseMaxOf({ creaseMaxPercent: 0, cyCreaseMaxPercent: 0, kcCreaseMaxPercent: 0 }),
    ).toEqual({ main: 0, chinext: 0, star: 0 });
  });

  it('has no rule while any of the three is unset, or without settings', () => {
    expect(
      creaseMaxOf({ creaseMaxPercent: 7, cyCreaseMaxPercent: null, kcCreaseMaxPercent: 18 }),
    ).toBeUndefined();
    expect(creaseMaxOf(undefined)).toBeUndefined();
  });
});
