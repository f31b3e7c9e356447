import { describe, expect, it } from 'vitest';

import { WITHDRAW_TEXT, withdrawHoursText, withdrawMinText } from '@/api/contracts/money-texts';

import { isWithdrawEvidence } from './withdraw-evidence';
import { parseWithdrawIntent } from './withdraw-intent';
import { withdrawRefusal } from './withdraw-reply';

describe('withdrawRefusal: every outMoney.do refusal in the trader language, where it belongs', () => {
  it.each<[string, string, string, Record<string, string> | undefined]>([
    [
      WITHDRAW_TEXT.wrongFundsPassword,
      'password',
      'money:withdraw.server.wrongPassword',
      undefined,
    ],
    [
      WITHDRAW_TEXT.servicePasswordWrong,
      'password',
      'money:withdraw.server.wrongPassword',
      undefined,
    ],
    [WITHDRAW_TEXT.paramsBlank, 'amount', 'money:withdraw.amount.required', undefined],
    [WITHDRAW_TEXT.userLocked, 'form', 'money:withdraw.server.locked', undefined],
    [WITHDRAW_TEXT.notVerified, 'form', 'common:gates.withdraw.kycMissing', undefined],
    [WITHDRAW_TEXT.noBankCard, 'form', 'common:gates.withdraw.noCard', undefined],
    [WITHDRAW_TEXT.demoUser, 'form', 'money:withdraw.gate.demo', undefined],
    [withdrawMinText(100), 'amount', 'validation:withdrawal.belowMin', { min: '100' }],
    [WITHDRAW_TEXT.holiday, 'form', 'money:withdraw.gate.holiday', undefined],
    [withdrawHoursText(9, 18), 'form', 'money:withdraw.gate.hours', { begin: '9', end: '18' }],
    [WITHDRAW_TEXT.lowBalance, 'amount', 'money:withdraw.server.lowBalance', undefined],
    [WITHDRAW_TEXT.failed, 'form', 'money:withdraw.server.error', undefined],
    ['', 'form', 'money:withdraw.server.failed', undefined],
  ])('%j', (text, field, key, values) => {
    const refusal = withdrawRefusal(text);
    expect(refusal.field).toBe(field);
    expect(refusal.key).toBe(key);
    expect(refusal.values).toEqual(values);
  });

  it('links the refusals the trader can fix', () => {
    expect(withdrawRefusal(WITHDRAW_TEXT.notVerified).fixHref).toBeTruthy();
    expect(withdrawRefusal(WITHDRAW_TEXT.noBankCard).fixHref).toBeTruthy();
  });

  it('shows a text it does not know as the server wrote it', () => {
    expect(withdrawRefusal('系统维护中')).toEqual({ field: 'form', key: '', raw: '系统维护中' });
  });
});

describe('isWithdrawEvidence: the same amount, requested at or after the record', () => {
  const at = Date.parse('2026-11-18T10:00:10+08:00');
  const row = (withAmt: number, applyTime: string) => ({ withAmt, applyTime });
  it.each([
    ['same amount, same second', row(1234.5, '2026-11-18 10:00:10'), true],
    ['same amount, a moment later', row(1234.5, '2026-11-18 10:00:12'), true],
    ['within the clock tolerance', row(1234.5, '2026-11-18 10:00:06'), true],
    ['an older request of the same amount', row(1234.5, '2026-11-18 09:59:00'), false],
    ['another amount', row(1234.51, '2026-11-18 10:00:11'), false],
  ])('%s', (_name, r, expected) => {
    expect(isWithdrawEvidence(r, { amt: '1234.50' }, at)).toBe(expected);
  });

  it('keeps only the amount of a stored record', () => {
    expect(parseWithdrawIntent({ amt: '100', withPwd: '123456' })).toEqual({ amt: '100' });
    expect(parseWithdrawIntent({ amt: 100 })).toBeNull();
    expect(parseWithdrawIntent(null)).toBeNull();
  });
});
