// antd-mobile Form rules from validators that answer a message key (translated here), and the
// funds password's own rule: exactly 6 digits (screens §10.2 messages).
import { type FieldRule, type Translate } from '@/lib/form-rules';

export { ruleOf, type FieldRule, type Translate } from '@/lib/form-rules';

/** A rule from a check that answers an error key of the `account` namespace, or null. */
export const keyRule = (t: Translate, check: (value: string) => string | null): FieldRule => ({
  validator: (_rule, value) => {
    const key = check(typeof value === 'string' ? value : '');
    return key === null ? Promise.resolve() : Promise.reject(new Error(t(key)));
  },
});

const FUND_PASSWORD = /^[0-9]{6}$/;

/** Funds password: required, exactly 6 ASCII digits (whitespace removed). */
export const fundPasswordError = (input: string): string | null => {
  const value = input.replace(/\s+/g, '');
  if (value === '') return 'account:fundPassword.required';
  return FUND_PASSWORD.test(value) ? null : 'account:fundPassword.invalid';
};

export const fundConfirmError = (password: string, confirm: string): string | null => {
  const value = confirm.replace(/\s+/g, '');
  if (value === '') return 'account:fundPassword.required';
  return value === password.replace(/\s+/g, '') ? null : 'account:fundPassword.mismatch';
};
