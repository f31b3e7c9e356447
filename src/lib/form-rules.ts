// antd-mobile Form rules from the contract's validators (product-spec §5): the message key a
// validator answers becomes the localized text shown under the field. Shared by every form.
import type { MessageParams, ValidationResult } from '@/api/contracts/validation';

export type Translate = (key: string, params?: MessageParams) => string;

export interface FieldRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/** One rule that runs `validate` on the field's text and rejects with the translated message. */
export const ruleOf = (
  t: Translate,
  validate: (value: string) => ValidationResult<unknown>,
): FieldRule => ({
  validator: (_rule, value) => {
    const result = validate(typeof value === 'string' ? value : '');
    return result.ok
      ? Promise.resolve()
      : Promise.reject(new Error(t(result.error, result.params)));
  },
});
