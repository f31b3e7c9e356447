import { describe, expect, it } from 'vitest';

import { validatePhone } from '@/api/contracts/validation';

import { fieldOfServerMessage, randomUid, requiredRule, ruleOf } from './field-rules';

const t = (key: string, params?: Readonly<Record<string, string | number>>) =>
  params ? `${key}:${JSON.stringify(params)}` : key;

describe('field rules', () => {
  it('answers the translated message key of the validator', () => {
    const rule = ruleOf(t, validatePhone);
    expect(rule('13800000001')).toBeNull();
    expect(rule('123')).toBe('validation:phone.invalid');
    expect(rule('')).toBe('validation:phone.required');
  });

  it('required rule refuses blanks', () => {
    const rule = requiredRule(t, 'auth:sms.codeRequired');
    expect(rule(' ')).toBe('auth:sms.codeRequired');
    expect(rule('1234')).toBeNull();
  });

  it('maps the server refusals to their field', () => {
    expect(fieldOfServerMessage('验证码错误,请重新输入')).toBe('code');
    expect(fieldOfServerMessage('修改密码失败，验证码错误')).toBe('code');
    expect(fieldOfServerMessage('注册失败, 手机号已注册')).toBe('phone');
    expect(fieldOfServerMessage('注册失败, 邀请码不存在')).toBe('invite');
    expect(fieldOfServerMessage('登陆失败，用户名密码错误')).toBe('password');
    expect(fieldOfServerMessage('當前交易人數過多，請稍後嘗試！')).toBeNull();
  });

  it('makes distinct uids', () => {
    expect(randomUid()).not.toBe(randomUid());
  });
});
