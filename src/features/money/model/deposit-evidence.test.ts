import { describe, expect, it } from 'vitest';

import { isDepositEvidence } from './deposit-evidence';

// 2026-11-26 10:00:00 Beijing = 02:00:00 UTC.
const at = Date.UTC(2026, 10, 26, 2, 0, 0);
const row = { payAmt: 50000, payId: 2, addTime: '2026-11-26 10:00:01' };

describe('deposit evidence', () => {
  it('a row of this amount and channel created after the request left is the order', () => {
    expect(isDepositEvidence(row, { amt: '50000', payId: 2 }, at)).toBe(true);
    expect(isDepositEvidence({ ...row, payAmt: 1000.5 }, { amt: '1000.50' }, at)).toBe(true);
  });

  it('within the clock tolerance (whole seconds, travel time) it still counts', () => {
    expect(
      isDepositEvidence({ ...row, addTime: '2026-11-26 09:59:56' }, { amt: '50000' }, at),
    ).toBe(true);
  });

  it.each([
    ['another amount', { ...row, payAmt: 50000.01 }],
    ['another channel', { ...row, payId: 3 }],
    ['an older order', { ...row, addTime: '2026-11-26 09:59:00' }],
    ['no time', { ...row, addTime: null }],
  ])('%s is not', (_, r) => {
    expect(isDepositEvidence(r, { amt: '50000', payId: 2 }, at)).toBe(false);
  });
});
