import { describe, expect, it } from 'vitest';

import { groupCardNo, maskCardNo, validateBankAddress, validateBankName } from './bank-card';

describe('bank card model', () => {
  it('masks all but the first and last four digits', () => {
    expect(maskCardNo('6214830012345678')).toBe('6214 **** **** 5678');
    expect(maskCardNo('6222 0212 3456 7890 123')).toBe('6222 **** **** 0123');
    expect(maskCardNo('1234567')).toBe('*******');
    expect(maskCardNo(null)).toBe('');
  });

  it('groups typed digits by four, at most 19, dropping anything else', () => {
    expect(groupCardNo('62148300123456789')).toBe('6214 8300 1234 5678 9');
    expect(groupCardNo('6214-8300 abc')).toBe('6214 8300');
    expect(groupCardNo('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('bank name and branch: Chinese characters only, required', () => {
    expect(validateBankName(' 招商银行 ')).toEqual({ ok: true, value: '招商银行' });
    expect(validateBankName('')).toEqual({ ok: false, error: 'bankCard:errors.bankNameRequired' });
    expect(validateBankName('CMB Bank')).toEqual({
      ok: false,
      error: 'bankCard:errors.bankNameInvalid',
    });
    expect(validateBankAddress('深圳南山支行')).toMatchObject({ ok: true });
    expect(validateBankAddress('  ')).toEqual({
      ok: false,
      error: 'bankCard:errors.bankAddressRequired',
    });
    expect(validateBankAddress('南山支行1')).toEqual({
      ok: false,
      error: 'bankCard:errors.bankAddressInvalid',
    });
  });
});
