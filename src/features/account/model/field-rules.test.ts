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

  it('keyRule answers the translated key', () => {
    const rule = keyRule((k) => `T(${k})`, fundPasswordError);
    expect(rule('1')).toBe('T(account:fundPassword.invalid)');
    expect(rule('123456')).toBeNull();
  });
});
