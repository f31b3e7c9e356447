// The withdrawal form previews the fee of `parseMoneyText(amount)` and sends the amount that
// `validateWithdrawal` accepted: for every text the validator lets through, the preview must be
// of that same amount, or the fee shown would belong to another request than the one sent.
import { fc, test } from '@fast-check/vitest';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { parseMoneyText, withdrawFee } from './money-math';
import { validateAmount, validateWithdrawal } from './validation';

/** Texts near the money format: digits, dots, signs, blanks, exponents and full-width digits. */
const amountLike = fc.string({
  unit: fc.constantFrom(...'0123456789.. -+e,\t１'),
  maxLength: 12,
});

const RATES = { withFeeSingle: 2, withFeePercent: 0.001 };

describe('preview and validation read the same amount', () => {
  test.prop([amountLike], { numRuns: 2_000 })('whatever validateAmount accepts', (text) => {
    const checked = validateAmount(text);
    if (!checked.ok) return;
    const parsed = parseMoneyText(text);
    expect(parsed?.toFixed(2)).toBe(new Decimal(checked.value).toFixed(2));
  });

  test.prop([fc.integer({ min: 10_000, max: 100_000_000 }), fc.constantFrom(0, 1, 2)])(
    'a valid withdrawal is previewed with the fee of exactly what is sent',
    (cents, digits) => {
      const text = new Decimal(cents).div(100).toFixed(digits, Decimal.ROUND_DOWN);
      const checked = validateWithdrawal(text);
      expect(checked.ok).toBe(true);
      if (!checked.ok) return;
      expect(withdrawFee(parseMoneyText(text)!, RATES).toFixed(2)).toBe(
        withdrawFee(checked.value, RATES).toFixed(2),
      );
    },
  );

  it('a text the validator refuses may still be read for the preview, never the reverse', () => {
    // Leading zeros are refused for sending but harmless to preview (the message says why).
    expect(validateAmount('0100').ok).toBe(false);
    expect(parseMoneyText('0100')?.toFixed(2)).toBe('100.00');
  });
});
