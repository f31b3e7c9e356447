// Phone, SMS code, new password and its confirmation: the four fields registration and the
// forgotten-password form share, with the same rules and messages.
import { useTranslation } from 'react-i18next';

import {
  validatePassword,
  validatePasswordConfirm,
  validatePhone,
} from '@/api/contracts/validation';
import { FormRow, inputClass } from '@/lib/forms/form-row';
import { PasswordRow } from '@/lib/forms/password-row';
import type { FormApi, Rules } from '@/lib/forms/use-form';

import { requiredRule, ruleOf, type Translate } from '../model/field-rules';

import { PhoneRow } from './phone-row';
import { SmsCodeButton } from './sms-code-button';

export interface PhoneCodePasswordValues {
  [field: string]: string;
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

/** The four fields' rules; the confirmation is checked against the password typed above it. */
export const phoneCodePasswordRules = (t: Translate): Rules<PhoneCodePasswordValues> => ({
  phone: ruleOf(t, validatePhone),
  code: requiredRule(t, 'auth:sms.codeRequired'),
  password: ruleOf(t, validatePassword),
  confirm: (value, values) => ruleOf(t, (v) => validatePasswordConfirm(values.password, v))(value),
});

export function PhoneCodePasswordFields<V extends PhoneCodePasswordValues>({
  form,
  onSendCode,
  passwordLabel,
}: {
  form: FormApi<V>;
  /** Sends the SMS code; true when it went out (the button then counts down). */
  onSendCode: () => Promise<boolean>;
  passwordLabel: string;
}) {
  const { t } = useTranslation(['auth', 'validation']);
  return (
    <>
      <PhoneRow form={form} autoComplete="tel" />
      <FormRow
        {...form.rowOf('code', t('auth:fields.code'))}
        extra={<SmsCodeButton onSend={onSendCode} />}
      >
        <input
          {...form.input('code')}
          className={inputClass}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          placeholder={t('auth:fields.codePlaceholder')}
        />
      </FormRow>
      <PasswordRow
        form={form}
        field="password"
        label={passwordLabel}
        autoComplete="new-password"
        placeholder={t('auth:fields.newPasswordPlaceholder')}
      />
      <PasswordRow
        form={form}
        field="confirm"
        label={t('auth:fields.confirm')}
        autoComplete="new-password"
        placeholder={t('auth:fields.confirmPlaceholder')}
      />
    </>
  );
}
