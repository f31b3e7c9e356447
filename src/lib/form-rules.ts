// Field checks from the contract's validators (product-spec §5): the message key a validator
// answers becomes the localized text shown under the field. Shared by every form of
// `src/lib/forms/use-form.ts`.
import type { MessageParams, ValidationResult } from '@/api/contracts/validation';

export type Translate = (key: string, params?: MessageParams) => string;

/** A field's check: the message to show, or null when the text is fine. `values` is the form. */
export type FieldCheck<V = Record<string, string>> = (value: string, values: V) => string | null;

/** A check that runs `validate` on the field's text and answers the translated message. */
export const ruleOf =
  (t: Translate, validate: (value: string) => ValidationResult<unknown>) =>
  (value: string): string | null => {
    const result = validate(value);
    return result.ok ? null : t(result.error, result.params);
  };
