import { describe, expect, it } from 'vitest';

import { checkAmount, cleanAmountInput, validateDeposit, type DepositLimits } from './deposit-form';

const limits: DepositLimits = { siteMin: 100, channelMin: 1000, channelMax: 5_000_000 };

describe('deposit amount', () => {
  it.each([
    ['12a3', '123'],
    ['1.234', '1.23'],
    ['1.2.3', '1.23'],
    ['-50', '50'],
    ['1e5', '15'],
    ['00.50', '00.50'],
    ['12345678901234', '1234567890'],
  ])('keeps only what an amount may hold: %s → %s', (typed, kept) => {
    expect(cleanAmountInput(typed)).toBe(kept);
  });

  it.each([
    ['', 'deposit.errors.amountRequired', undefined],
    ['  ', 'deposit.errors.amountRequired', undefined],
    ['0', 'deposit.errors.amountInvalid', undefined],
    ['0.00', 'deposit.errors.amountInvalid', undefined],
    ['.5', 'deposit.errors.amountInvalid', undefined],
    ['1.234', 'deposit.errors.amountInvalid', undefined],
    ['999.99', 'deposit.errors.outsideLimits', { max: '5000000', min: '1000' }],
    ['5000000.01', 'deposit.errors.outsideLimits', { max: '5000000', min: '1000' }],
  ])('%j → %s', (text, key, params) => {
    expect(checkAmount(text, limits)).toEqual(params ? { key, params } : { key });
  });

  it.each(['1000', '1000.00', '5000000', '123456.78'])('%s is within the limits', (text) => {
    expect(checkAmount(text, limits)).toBeNull();
  });

  it('without channel limits the site minimum applies', () => {
    expect(checkAmount('99.99', { siteMin: 100 })).toEqual({
      key: 'deposit.errors.belowMinimum',
      params: { min: '100' },
    });
    expect(checkAmount('100', { siteMin: 100 })).toBeNull();
    expect(checkAmount('0.01', {})).toBeNull();
  });

  it('the limits message names the higher of the site and channel minimums', () => {
    expect(checkAmount('50', { siteMin: 200, channelMin: 100, channelMax: 1000 })).toEqual({
      key: 'deposit.errors.outsideLimits',
      params: { max: '1000', min: '200' },
    });
    expect(checkAmount('150', { siteMin: 200, channelMin: 100, channelMax: 1000 })).toEqual({
      key: 'deposit.errors.belowMinimum',
      params: { min: '200' },
    });
  });
});

describe('deposit form', () => {
  const filled = { payer: ' 张三 ', amount: '50000', proofUrl: 'http://x/upload/1.jpg' };

  it('answers the trimmed payer and the exact decimal text', () => {
    expect(validateDeposit({ ...filled, amount: '1000.50' }, limits)).toEqual({
      ok: true,
      value: { payer: '张三', amt: '1000.5', proofUrl: 'http://x/upload/1.jpg' },
    });
  });

  it('reports every field at once, in the reference order of messages', () => {
    const r = validateDeposit({ payer: '', amount: '', proofUrl: '' }, limits);
    expect(r).toEqual({
      ok: false,
      errors: {
        payer: { key: 'deposit.errors.payerRequired' },
        amount: { key: 'deposit.errors.amountRequired' },
        proof: { key: 'deposit.errors.proofRequired' },
      },
    });
    expect(Object.keys(r.ok ? {} : r.errors)).toEqual(['payer', 'amount', 'proof']);
  });

  it('a proof still uploading is not a proof yet', () => {
    expect(validateDeposit({ ...filled, isUploading: true }, limits)).toEqual({
      ok: false,
      errors: { proof: { key: 'deposit.errors.uploading' } },
    });
  });
});

describe('digital-asset deposit form', () => {
  const hash = `0x${'a1'.repeat(32)}`;

  it('needs a well-formed transaction hash and no proof', () => {
    expect(validateDeposit({ payer: hash, amount: '1000', proofUrl: '' }, {}, 'asset')).toEqual({
      ok: true,
      value: { payer: hash, amt: '1000', proofUrl: '' },
    });
    expect(validateDeposit({ payer: '', amount: '1000', proofUrl: '' }, {}, 'asset')).toEqual({
      ok: false,
      errors: { payer: { key: 'deposit.errors.txidRequired' } },
    });
    expect(validateDeposit({ payer: 'abc123', amount: '1000', proofUrl: '' }, {}, 'asset')).toEqual(
      { ok: false, errors: { payer: { key: 'deposit.errors.txidInvalid' } } },
    );
    expect(
      validateDeposit({ payer: hash.slice(0, -1), amount: '1000', proofUrl: '' }, {}, 'asset'),
    ).toMatchObject({ ok: false });
  });
});
