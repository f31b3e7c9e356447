// Field checks from the contract's validators: the message key becomes the localized text shown
// under the field (product-spec §5). Pure apart from the translate function passed in.
import { type Translate } from '@/lib/form-rules';

export { ruleOf, type FieldCheck, type Translate } from '@/lib/form-rules';

/** A required text field with its own message key. */
export const requiredRule =
  (t: Translate, key: string) =>
  (value: string): string | null =>
    value.trim() !== '' ? null : t(key);

/** A random id for reg.do's required `uid` (the captcha id our SMS flow never uses, ADR 0006). */
export const randomUid = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Which field a server refusal belongs to, from the reference's texts (api-contract §6, §7). */
export type ServerField = 'phone' | 'code' | 'invite' | 'password' | null;

export const fieldOfServerMessage = (message: string): ServerField => {
  if (message.includes('验证码')) return 'code';
  if (message.includes('已注册') || message.includes('用户不存在')) return 'phone';
  if (message.includes('邀请码') || message.includes('代理')) return 'invite';
  if (message.includes('密码')) return 'password';
  return null;
};
