// /forget (screens §3.1): phone, SMS code (60 s resend), new password twice. An unregistered phone
// is told so (with a way to register) before a code is sent.
import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import {
  normalizePassword,
  validatePassword,
  validatePasswordConfirm,
  validatePhone,
} from '@/api/contracts/validation';
import { isApiError } from '@/lib/api/api-error';
import { vibrate } from '@/lib/haptics';
import { PasswordInput } from '@/components/password-input';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useAppStore } from '@/stores/app-store';

import { isPhoneRegistered, resetLoginPassword, sendForgetCode } from '../api/auth-api';
import styles from '../components/auth-form.module.css';
import { SmsCodeButton } from '../components/sms-code-button';
import { fieldOfServerMessage, requiredRule, ruleOf, type Translate } from '../model/field-rules';

interface ForgetValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

export default function ForgetPage() {
  const { t } = useTranslation(['auth', 'validation', 'common']);
  const tr = t as unknown as Translate;
  const navigate = useNavigate();
  const showAlert = useAppStore((s) => s.showAlert);
  const [form] = Form.useForm<ForgetValues>();
  const [unknownPhone, setUnknownPhone] = useState(false);

  const sendCode = async (): Promise<boolean> => {
    setUnknownPhone(false);
    try {
      await form.validateFields(['phone']);
    } catch {
      return false;
    }
    const phone = (form.getFieldValue('phone') as string).trim();
    if (!(await isPhoneRegistered(phone))) {
      form.setFields([{ name: 'phone', errors: [t('auth:forget.notRegistered')] }]);
      setUnknownPhone(true);
      return false;
    }
    await sendForgetCode(phone);
    showAlert(t('auth:sms.sent'), 'success');
    return true;
  };

  const { submit, pending } = useSubmitOnce(async (values: ForgetValues) => {
    vibrate();
    let done = false;
    try {
      const phone = values.phone.trim();
      await resetLoginPassword(phone, values.code.trim(), normalizePassword(values.password));
      showAlert(t('auth:forget.success'), 'success');
      done = true;
      void navigate('/login', { replace: true, state: { phone } });
    } catch (e) {
      if (!isApiError(e) || e.kind !== 'business') return false;
      const field = fieldOfServerMessage(e.serverMessage);
      if (field === 'code') form.setFields([{ name: 'code', errors: [t('auth:sms.codeWrong')] }]);
      else if (field === 'phone') {
        form.setFields([{ name: 'phone', errors: [t('auth:forget.notRegistered')] }]);
        setUnknownPhone(true);
      } else showAlert(e.serverMessage || t('auth:forget.failed'), 'error');
    }
    return done;
  });

  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <h2 className={styles.title}>{t('auth:forget.title')}</h2>
        <p className={styles.subtitle}>{t('auth:forget.subtitle')}</p>
      </header>
      <Form
        name="forget"
        form={form}
        className={styles.form}
        layout="horizontal"
        mode="card"
        initialValues={{ phone: '', code: '', password: '', confirm: '' }}
        onFinish={(values) => void submit(values)}
        requiredMarkStyle="none"
      >
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
          extra={<SmsCodeButton onSend={sendCode} />}
        >
          <Input
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            placeholder={t('auth:fields.codePlaceholder')}
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth:forget.newPassword')}
          rules={[ruleOf(tr, validatePassword)]}
        >
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
      </Form>
      {unknownPhone && (
        <p className={styles.center}>
          <Link to="/register">{t('auth:forget.toRegister')}</Link>
        </p>
      )}
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={pending}
          disabled={pending}
          onClick={() => form.submit()}
          data-testid="forget-submit"
        >
          {t('auth:forget.submit')}
        </Button>
      </div>
    </div>
  );
}
