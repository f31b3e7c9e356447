// Phone, SMS code, new password and its confirmation: the four fields registration and the
// forgotten-password form share, with the same rules and messages.
import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import {
  validatePassword,
  validatePasswordConfirm,
  validatePhone,
} from '@/api/contracts/validation';
import { PasswordInput } from '@/components/password-input';

import { requiredRule, ruleOf, type Translate } from '../model/field-rules';

import { SmsCodeButton } from './sms-code-button';

export function PhoneCodePasswordFields({
  form,
  onSendCode,
  passwordLabel,
}: {
  form: ReturnType<typeof Form.useForm>[0];
  /** Sends the SMS code; true when it went out (the button then counts down). */
  onSendCode: () => Promise<boolean>;
  passwordLabel: string;
}) {
  const { t } = useTranslation(['auth', 'validation']);
  const tr = t as unknown as Translate;
  return (
    <>
      <Form.Item name="phone" label={t('auth:fields.phone')} rules={[ruleOf(tr, validatePhone)]}>
        <Input
          type="tel"
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
          placeholder={t('auth:fields.phonePlaceholder')}
          clearable
        />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('auth:fields.code')}
        rules={[requiredRule(tr, 'auth:sms.codeRequired')]}
        extra={<SmsCodeButton onSend={onSendCode} />}
      >
        <Input
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          placeholder={t('auth:fields.codePlaceholder')}
        />
      </Form.Item>
      <Form.Item name="password" label={passwordLabel} rules={[ruleOf(tr, validatePassword)]}>
        <PasswordInput
          autoComplete="new-password"
          placeholder={t('auth:fields.newPasswordPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('auth:fields.confirm')}
        dependencies={['password']}
        rules={[
          ruleOf(tr, (v) =>
            validatePasswordConfirm((form.getFieldValue('password') as string) ?? '', v),
          ),
        ]}
      >
        <PasswordInput
          autoComplete="new-password"
          placeholder={t('auth:fields.confirmPlaceholder')}
        />
      </Form.Item>
    </>
  );
}
