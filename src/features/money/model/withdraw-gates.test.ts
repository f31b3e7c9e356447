import { describe, expect, it } from 'vitest';

import { routes } from '@/config/routes';

import { allAmountText, amountError } from './withdraw-amount';
import { accountGate, limitsOf, passwordError, type WithdrawFacts } from './withdraw-gates';

/** Epoch ms of a Beijing wall-clock time. */
const bj = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

const SETTING = {
  withTimeBegin: 9,
  withTimeEnd: 18,
  withMinAmt: 100,
  withFeeSingle: 2,
  withFeePercent: 0.001,
};

const READY: WithdrawFacts = {
  user: { isActive: 2, accountType: 0 },
  bankCard: { bankNo: '6222020200112233445' },
  hasFundsPassword: true,
  setting: SETTING,
  isHoliday: false,
  now: bj('2026-11-18 10:00:00'),
};

describe('accountGate: the first thing that stops a withdrawal, and where to fix it', () => {
  it.each<[string, Partial<WithdrawFacts>, string | null, string | undefined, string | undefined]>([
    // name, facts, gate id, message key, fix link
    ['all set, inside the hours', {}, null, undefined, undefined],
    [
      'still loading the user',
      { user: undefined },
      'loading',
      'money:withdraw.gate.loading',
      undefined,
    ],
    [
      'still loading the card',
      { bankCard: undefined },
      'loading',
      'money:withdraw.gate.loading',
      undefined,
    ],
    [
      'never verified',
      { user: { isActive: 0, accountType: 0 } },
      'kyc-missing',
      'common:gates.withdraw.kycMissing',
      routes.smrz.href(),
    ],
    [
      'verification in review',
      { user: { isActive: 1, accountType: 0 } },
      'kyc-pending',
      'common:gates.withdraw.kycPending',
      routes.smrz.href(),
    ],
    [
      'verification rejected',
      { user: { isActive: 3, accountType: 0 } },
      'kyc-rejected',
      'common:gates.withdraw.kycRejected',
      routes.smrz.href(),
    ],
    [
      'no bank card',
      { bankCard: null },
      'no-card',
      'common:gates.withdraw.noCard',
      routes.addCard.href(),
    ],
    [
      'a card without a number',
      { bankCard: { bankNo: ' ' } },
      'no-card',
      'common:gates.withdraw.noCard',
      routes.addCard.href(),
    ],
    [
      'no funds password',
      { hasFundsPassword: false },
      'fundsPassword',
      'money:withdraw.gate.fundsPassword',
      routes.setPassword.href(),
    ],
    [
      'a demo account',
      { user: { isActive: 2, accountType: 1 } },
      'demo',
      'money:withdraw.gate.demo',
      routes.service.href(),
    ],
    [
      'the holiday switch',
      { isHoliday: true },
      'holiday',
      'money:withdraw.gate.holiday',
      undefined,
    ],
    [
      'before the hours',
      { now: bj('2026-11-18 08:59:59') },
      'hours',
      'money:withdraw.gate.hours',
      undefined,
    ],
    [
      'at the closing hour',
      { now: bj('2026-11-18 18:00:00') },
      'hours',
      'money:withdraw.gate.hours',
      undefined,
    ],
    // Verification comes before the card, the card before the password, all before the time.
    [
      'unverified and without a card on a holiday',
      { user: { isActive: 0, accountType: 0 }, bankCard: null, isHoliday: true },
      'kyc-missing',
      'common:gates.withdraw.kycMissing',
      routes.smrz.href(),
    ],
    [
      'no card and no funds password',
      { bankCard: null, hasFundsPassword: false },
      'no-card',
      'common:gates.withdraw.noCard',
      routes.addCard.href(),
    ],
    [
      'holiday outside the hours (the holiday is said)',
      { isHoliday: true, now: bj('2026-11-18 20:00:00') },
      'holiday',
      'money:withdraw.gate.holiday',
      undefined,
    ],
  ])('%s', (_name, facts, id, key, fixHref) => {
    const gate = accountGate({ ...READY, ...facts });
    expect(gate?.id ?? null).toBe(id);
    expect(gate?.key).toBe(key);
    expect(gate?.fixHref).toBe(fixHref);
    if (gate?.fixHref) expect(gate.fixLabel).toBeTruthy();
  });

  it('names the hours of the settings', () => {
    const gate = accountGate({ ...READY, now: bj('2026-11-18 19:30:00') });
    expect(gate?.values).toEqual({ begin: 9, end: 18 });
  });
});

describe('amountError', () => {
  const limits = limitsOf(SETTING, 5000.5);
  it.each<[string, string | null, Record<string, unknown> | undefined]>([
    ['', 'money:withdraw.amount.required', undefined],
    ['   ', 'money:withdraw.amount.required', undefined],
    ['abc', 'validation:amount.invalid', undefined],
    ['1.234', 'validation:amount.tooManyDecimals', undefined],
    ['0', 'validation:amount.notPositive', undefined],
    ['99.99', 'validation:withdrawal.belowMin', { min: 100 }],
    ['100', null, undefined],
    ['5000.50', null, undefined],
    ['5000.51', 'money:withdraw.amount.aboveAvailable', { available: '5000.50' }],
  ])('%j → %s', (input, key, values) => {
    const error = amountError(input, limits);
    expect(error?.key ?? null).toBe(key);
    if (values) expect(error?.values).toEqual(values);
  });

  it('refuses more than the product maximum even with a larger balance', () => {
    const error = amountError('1000000.01', limitsOf(SETTING, 2_000_000));
    expect(error).toEqual({ key: 'validation:withdrawal.aboveMax', values: { max: 1_000_000 } });
  });

  it('uses the site minimum from the settings', () => {
    expect(amountError('150', limitsOf({ ...SETTING, withMinAmt: 200 }, 1000))).toEqual({
      key: 'validation:withdrawal.belowMin',
      values: { min: 200 },
    });
  });
});

describe('passwordError and allAmountText', () => {
  it('asks for the funds password', () => {
    expect(passwordError('')?.key).toBe('money:withdraw.password.required');
    expect(passwordError('  ')?.key).toBe('money:withdraw.password.required');
    expect(passwordError('123456')).toBeNull();
  });

  it('fills the available amount, never a fraction of a cent more', () => {
    expect(allAmountText(415813.7)).toBe('415813.7');
    expect(allAmountText(0.015)).toBe('0.01');
    expect(allAmountText(0)).toBe('');
    expect(allAmountText(undefined)).toBe('');
  });
});
