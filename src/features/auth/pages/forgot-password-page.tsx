// /forget (screens §3.1): phone, SMS code (60 s resend), new password twice. An unregistered phone
// is told so (with a way to register) before a code is sent.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { normalizePassword } from '@/api/contracts/validation';
import { routes } from '@/config/routes';
import formStyles from '@/lib/forms/form.module.css';
import { FormSubmit } from '@/lib/forms/form-submit';
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
import { codeFormRefusal } from '../model/code-refusal';
import { type Translate } from '../model/field-rules';

type ForgetValues = {
  phone: string;
  code: string;
  password: string;
  confirm: string;
};

export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'validation', 'common']);
  const tr = t as unknown as Translate;
  const navigate = useNavigate();
  const showAlert = useAppStore((s) => s.showAlert);
  const form = useForm<ForgetValues>({
    name: 'forget',
    initialValues: { phone: '', code: '', password: '', confirm: '' },
    rules: phoneCodePasswordRules(tr),
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
      const refusal = codeFormRefusal(e, tr);
      if (refusal?.field === 'code') form.setError('code', refusal.text);
      else if (refusal?.field === 'phone') {
        form.setError('phone', t('auth:forget.notRegistered'));
        setUnknownPhone(true);
      } else if (refusal) showAlert(refusal.text || t('auth:forget.failed'), 'error');
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
          <FormSubmit pending={pending} data-testid="forget-submit">
            {t('auth:forget.submit')}
          </FormSubmit>
        </div>
      </form>
    </div>
  );
}
