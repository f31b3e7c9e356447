import { describe, expect, it } from 'vitest';

import { walletAccounts } from './wallet-view';

describe('wallet accounts', () => {
  const info = { userAmt: 100000.1, userIndexAmt: 0.2, userFuturesAmt: 33.33 };

  it('adds the accounts of the products that are on, in decimals', () => {
    const all = walletAccounts(info, { index: true, futures: true });
    expect(all.total.toFixed(2)).toBe('100033.63');
    expect(all.index?.toFixed(2)).toBe('0.20');
    expect(walletAccounts(info, { index: true }).total.toFixed(2)).toBe('100000.30');
  });

  it('products that are off are neither shown nor counted', () => {
    const only = walletAccounts(info, {});
    expect(only.index).toBeUndefined();
    expect(only.futures).toBeUndefined();
    expect(only.total.toFixed(2)).toBe('100000.10');
  });
});
