// /register (screens §3.1, issue 5): phone, SMS code with a 60 s resend countdown, password rules,
// matching passwords, optional invitation code, the agreement (/agree). A registered phone says so
// before a code is sent; server refusals land under their field, the other fields keep their text.
import { Checkbox } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { normalizePassword } from '@/api/contracts/validation';
import { routes } from '@/config/routes';
import { FormRow, inputClass } from '@/lib/forms/form-row';
import formStyles from '@/lib/forms/form.module.css';
import { FormSubmit } from '@/lib/forms/form-submit';
import { useForm } from '@/lib/forms/use-form';
import { vibrate } from '@/lib/haptics';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useAppStore } from '@/stores/app-store';

import { isPhoneRegistered, registerAccount, sendRegisterCode } from '../api/auth-api';
import { AuthBrand } from '../components/auth-brand';
import styles from '../components/auth-form.module.css';
import {
  PhoneCodePasswordFields,
  phoneCodePasswordRules,
} from '../components/phone-code-password-fields';
import { codeFormRefusal } from '../model/code-refusal';
import { randomUid, type Translate } from '../model/field-rules';

type RegisterValues = {
  phone: string;
  code: string;
  password: string;
  confirm: string;
  invite: string;
};

export default function RegisterPage() {
  const { t } = useTranslation(['auth', 'validation', 'common']);
  const tr = t as unknown as Translate;
  const navigate = useNavigate();
  const showAlert = useAppStore((s) => s.showAlert);
  const form = useForm<RegisterValues>({
    name: 'register',
    initialValues: { phone: '', code: '', password: '', confirm: '', invite: '' },
    rules: phoneCodePasswordRules(tr),
  });
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const [uid] = useState(randomUid);

  const phoneError = (text: string) => form.setError('phone', text);

  const sendCode = async (): Promise<boolean> => {
    if (!form.validate(['phone'])) return false;
    const phone = form.getValue('phone').trim();
    if (await isPhoneRegistered(phone)) {
      phoneError(t('auth:register.alreadyRegistered'));
      return false;
    }
    await sendRegisterCode(phone);
    showAlert(t('auth:sms.sent'), 'success');
    return true;
  };

  const { submit, pending } = useSubmitOnce(async (values: RegisterValues) => {
    if (!agreed) {
      setAgreeError(true);
      return false;
    }
    vibrate();
    let done = false;
    try {
      const phone = values.phone.trim();
      await registerAccount({
        phone,
        userPwd: normalizePassword(values.password),
        yzmCode: values.code.trim(),
        uid,
        agentCode: values.invite.trim(),
      });
      showAlert(t('auth:register.success'), 'success');
      done = true;
      void navigate(routes.login.href(), { replace: true, state: { phone } });
    } catch (e) {
      const refusal = codeFormRefusal(e, tr);
      if (refusal?.field === 'code') form.setError('code', refusal.text);
      else if (refusal?.field === 'phone') phoneError(t('auth:register.alreadyRegistered'));
      else if (refusal?.field === 'invite')
        form.setError('invite', t('auth:register.inviteUnknown'));
      else if (refusal) showAlert(refusal.text, 'error');
    }
    return done;
  });

  return (
    <div className={styles.page}>
      <AuthBrand title={t('auth:register.title')} subtitle={t('auth:register.subtitle')} />
      <form noValidate onSubmit={form.handleSubmit((values) => void submit(values))}>
        <div className={`${styles.form} ${formStyles.card}`}>
          <PhoneCodePasswordFields
            form={form}
            onSendCode={sendCode}
            passwordLabel={t('auth:fields.password')}
          />
          <FormRow {...form.rowOf('invite', t('auth:fields.invite'))}>
            <input
              {...form.input('invite')}
              className={inputClass}
              maxLength={20}
              placeholder={t('auth:fields.invitePlaceholder')}
            />
          </FormRow>
        </div>
        <div className={styles.agree}>
          <Checkbox
            checked={agreed}
            onChange={(v) => {
              setAgreed(v);
              if (v) setAgreeError(false);
            }}
            data-testid="register-agree"
            style={{ '--icon-size': '16px', '--font-size': '13px', '--gap': '6px' }}
          >
            {t('auth:register.agreePrefix')}
          </Checkbox>
          <Link to={routes.agree.href()}>{t('auth:register.agreement')}</Link>
        </div>
        {agreeError && (
          <p className={styles.agreeError} role="alert">
            {t('auth:register.mustAgree')}
          </p>
        )}
        <div className={styles.actions}>
          <FormSubmit
            pending={pending}
            onClick={() => {
              if (!agreed) setAgreeError(true);
            }}
            data-testid="register-submit"
          >
            {t('auth:register.submit')}
          </FormSubmit>
          <p className={styles.center}>
            {t('auth:register.haveAccount')}
            <Link to={routes.login.href()}>{t('auth:register.toLogin')}</Link>
          </p>
        </div>
      </form>
    </div>
  );
}
