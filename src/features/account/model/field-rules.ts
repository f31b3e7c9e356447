// Field checks from validators that answer a message key (translated here), and the funds
// password's own rule: exactly 6 digits (screens §10.2 messages).
import { type Translate } from '@/lib/form-rules';

export { ruleOf, type FieldCheck, type Translate } from '@/lib/form-rules';

/** A check from one that answers an error key of the `account` namespace, or null. */
export const keyRule =
  (t: Translate, check: (value: string) => string | null) =>
  (value: string): string | null => {
    const key = check(value);
    return key === null ? null : t(key);
  };

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
