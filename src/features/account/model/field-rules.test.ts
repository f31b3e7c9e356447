import { describe, expect, it } from 'vitest';

import { fundConfirmError, fundPasswordError, keyRule } from './field-rules';

describe('funds password rules', () => {
  it('needs exactly 6 digits', () => {
    expect(fundPasswordError('')).toBe('account:fundPassword.required');
    expect(fundPasswordError('12345')).toBe('account:fundPassword.invalid');
    expect(fundPasswordError('12345a')).toBe('account:fundPassword.invalid');
    expect(fundPasswordError('1234567')).toBe('account:fundPassword.invalid');
    expect(fundPasswordError(' 123 456 ')).toBeNull();
  });

  it('the repeat must match', () => {
    expect(fundConfirmError('123456', '')).toBe('account:fundPassword.required');
    expect(fundConfirmError('123456', '654321')).toBe('account:fundPassword.mismatch');
    expect(fundConfirmError('123456', '123456')).toBeNull();
  });

  it('keyRule rejects with the translated key', async () => {
    const rule = keyRule((k) => `T(${k})`, fundPasswordError);
    await expect(rule.validator(null, '1')).rejects.toThrow('T(account:fundPassword.invalid)');
    await expect(rule.validator(null, '123456')).resolves.toBeUndefined();
  });
});
