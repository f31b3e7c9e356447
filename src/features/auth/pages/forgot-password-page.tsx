// /forget (screens §3.1): phone, SMS code (60 s resend), new password twice. An unregistered phone
// is told so (with a way to register) before a code is sent.
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { normalizePassword } from '@/api/contracts/validation';
import { routes } from '@/config/routes';
import { isApiError } from '@/lib/api/api-error';
import { limitMessage } from '@/lib/api/limit-message';
import formStyles from '@/lib/forms/form.module.css';
import { useForm } from '@/lib/forms/use-form';
import { vibrate } from '@/lib/haptics';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useAppStore } from '@/stores/app-store';

import { isPhoneRegistered, resetLoginPassword, sendForgetCode } from '../api/auth-api';
import styles from '../components/auth-form.module.css';
import {
  PhoneCodePasswordFields,
  phoneCodePasswordRules,
} from '../components/phone-code-password-fields';
import { fieldOfServerMessage, type Translate } from '../model/field-rules';

type ForgetValues = {
  phone: string;
  code: string;
  password: string;
  confirm: string;
};

export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'validation', 'common']);
  const navigate = useNavigate();
  const showAlert = useAppStore((s) => s.showAlert);
  const form = useForm<ForgetValues>({
    name: 'forget',
    initialValues: { phone: '', code: '', password: '', confirm: '' },
    rules: phoneCodePasswordRules(t as unknown as Translate),
  });
  const [unknownPhone, setUnknownPhone] = useState(false);

  const sendCode = async (): Promise<boolean> => {
    setUnknownPhone(false);
    if (!form.validate(['phone'])) return false;
    const phone = form.getValue('phone').trim();
    if (!(await isPhoneRegistered(phone))) {
      form.setError('phone', t('auth:forget.notRegistered'));
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
        form.setError('code', limited);
        return false;
      }
      const field = fieldOfServerMessage(e.serverMessage);
      if (field === 'code') form.setError('code', t('auth:sms.codeWrong'));
      else if (field === 'phone') {
        form.setError('phone', t('auth:forget.notRegistered'));
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
      <form noValidate onSubmit={form.handleSubmit((values) => void submit(values))}>
        <div className={`${styles.form} ${formStyles.card}`}>
          <PhoneCodePasswordFields
            form={form}
            onSendCode={sendCode}
            passwordLabel={t('auth:forget.newPassword')}
          />
        </div>
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
            type="submit"
            data-testid="forget-submit"
          >
            {t('auth:forget.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
