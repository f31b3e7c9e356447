// /forget (screens §3.1): phone, SMS code (60 s resend), new password twice. An unregistered phone
// is told so (with a way to register) before a code is sent.
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { normalizePassword } from '@/api/contracts/validation';
import { routes } from '@/config/routes';
import { isApiError } from '@/lib/api/api-error';
import { limitMessage } from '@/lib/api/limit-message';
import { vibrate } from '@/lib/haptics';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useAppStore } from '@/stores/app-store';

import { isPhoneRegistered, resetLoginPassword, sendForgetCode } from '../api/auth-api';
import styles from '../components/auth-form.module.css';
import { PhoneCodePasswordFields } from '../components/phone-code-password-fields';
import { fieldOfServerMessage } from '../model/field-rules';

interface ForgetValues {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'validation', 'common']);
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
      void navigate(routes.login.href(), { replace: true, state: { phone } });
    } catch (e) {
      if (!isApiError(e) || e.kind !== 'business') return false;
      // A void code or too many checks (issue 17) is said under the code, with the wait.
      const limited = limitMessage(e.serverMessage);
      if (limited) {
        form.setFields([{ name: 'code', errors: [limited] }]);
        return false;
      }
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
        <PhoneCodePasswordFields
          form={form}
          onSendCode={sendCode}
          passwordLabel={t('auth:forget.newPassword')}
        />
      </Form>
      {unknownPhone && (
        <p className={styles.center}>
          <Link to={routes.register.href()}>{t('auth:forget.toRegister')}</Link>
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
