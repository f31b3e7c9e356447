// The withdrawal fee and the typed amount, checked two ways: worked examples where binary floats
// go wrong, and generated amounts against an integer-only oracle (whole cents × a rate in
// millionths, rounded half-up), so the preview and the booking agree to the cent.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';

import { parseMoneyText, withdrawFee, withdrawNet } from './money-math';

const FIXTURE_RATES = { withFeeSingle: 2, withFeePercent: 0.001 };

/** fee in cents = round_half_up(amountCents × rate + single × 100), with integers only. */
const oracleCents = (amountCents: bigint, rateMillionths: bigint, single: bigint): bigint => {
  const scaled = amountCents * rateMillionths + single * 100n * 1_000_000n;
  return (scaled + 500_000n) / 1_000_000n;
};

describe('withdrawFee', () => {
  it.each([
    ['1234.56', '3.23'],
    // 135 × 0.001 + 2 = 2.135 → 2.14 (Math.round over floats gives 2.13)
    ['135', '2.14'],
    ['1005', '3.01'],
    ['100.5', '2.10'],
    ['100', '2.10'],
    ['0.01', '2.00'],
  ])('%s yuan → %s', (amount, fee) => {
    expect(withdrawFee(amount, FIXTURE_RATES).toFixed(2)).toBe(fee);
  });

  it('treats missing rates as zero', () => {
    expect(withdrawFee('500', {}).toFixed(2)).toBe('0.00');
    expect(withdrawFee('500', { withFeeSingle: null, withFeePercent: 0.01 }).toFixed(2)).toBe(
      '5.00',
    );
  });

  test.prop([
    fc.bigInt({ min: 1n, max: 100_000_000_00n }),
    fc.bigInt({ min: 0n, max: 50_000n }),
    fc.bigInt({ min: 0n, max: 50n }),
  ])('equals the integer oracle to the cent', (amountCents, rateMillionths, single) => {
    const amount = (Number(amountCents) / 100).toFixed(2);
    const rate = Number(rateMillionths) / 1_000_000;
    const fee = withdrawFee(amount, { withFeeSingle: Number(single), withFeePercent: rate });
    expect(fee.times(100).toFixed(0)).toBe(
      oracleCents(amountCents, rateMillionths, single).toString(),
    );
  });

  test.prop([fc.bigInt({ min: 1n, max: 100_000_000_00n })])(
    'amount = fee + what reaches the card, whenever the fee is covered',
    (amountCents) => {
      const amount = (Number(amountCents) / 100).toFixed(2);
      const fee = withdrawFee(amount, FIXTURE_RATES);
      const net = withdrawNet(amount, FIXTURE_RATES);
      if (fee.lessThanOrEqualTo(amount)) expect(net.plus(fee).toFixed(2)).toBe(amount);
      else expect(net.toFixed(2)).toBe('0.00');
    },
  );
});

describe('parseMoneyText', () => {
  it.each([
    ['100', '100'],
    [' 100.5 ', '100.5'],
    ['0.01', '0.01'],
  ])('reads %j', (text, value) => {
    expect(parseMoneyText(text)?.toString()).toBe(value);
  });

  it.each(['', '1e3', '-5', '100.001', '1,000', 'abc', '.5', '5.'])('refuses %j', (text) => {
    expect(parseMoneyText(text)).toBeUndefined();
  });
});
