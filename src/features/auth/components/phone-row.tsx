// The phone row of the auth forms (login, register, forgotten password): 11 digits on the numeric
// keypad, the same label and hint. Login offers it as the account name to the password manager.
import { useTranslation } from 'react-i18next';

import { FormRow, inputClass } from '@/lib/forms/form-row';
import type { FormApi, Values } from '@/lib/forms/use-form';

export function PhoneRow<V extends Values & { phone: string }>({
  form,
  autoComplete,
}: {
  form: FormApi<V>;
  autoComplete: 'username' | 'tel';
}) {
  const { t } = useTranslation(['auth']);
  return (
    <FormRow {...form.rowOf('phone', t('auth:fields.phone'))}>
      <input
        {...form.input('phone')}
        className={inputClass}
        type="tel"
        inputMode="numeric"
        maxLength={11}
        autoComplete={autoComplete}
        placeholder={t('auth:fields.phonePlaceholder')}
      />
    </FormRow>
  );
}
