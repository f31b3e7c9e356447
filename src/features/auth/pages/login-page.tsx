// /login (screens §3.1): phone and password; on success the token is stored and the trader lands
// on /home. Refusals are shown under the field, as the server worded them.
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { validatePhone } from '@/api/contracts/validation';
import { routes } from '@/config/routes';
import { isApiError } from '@/lib/api/api-error';
import { limitMessage } from '@/lib/api/limit-message';
import { vibrate } from '@/lib/haptics';
import { afterWrite } from '@/lib/queries/writes';
import { queryClient } from '@/lib/query-client';
import formStyles from '@/lib/forms/form.module.css';
import { FormSubmit } from '@/lib/forms/form-submit';
import { PasswordRow } from '@/lib/forms/password-row';
import { useForm } from '@/lib/forms/use-form';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useAppStore } from '@/stores/app-store';

import { loginWithPassword } from '../api/auth-api';
import { AuthBrand } from '../components/auth-brand';
import styles from '../components/auth-form.module.css';
import { PhoneRow } from '../components/phone-row';
import { fieldOfServerMessage, requiredRule, ruleOf, type Translate } from '../model/field-rules';

type LoginValues = {
  phone: string;
  password: string;
};

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'validation', 'common']);
  const tr = t as unknown as Translate;
  const navigate = useNavigate();
  const location = useLocation();
  const setToken = useAppStore((s) => s.setToken);
  const showAlert = useAppStore((s) => s.showAlert);
  const initialPhone = (location.state as { phone?: string } | null)?.phone ?? '';
  const form = useForm<LoginValues>({
    name: 'login',
    initialValues: { phone: initialPhone, password: '' },
    rules: {
      phone: ruleOf(tr, validatePhone),
      password: requiredRule(tr, 'validation:password.required'),
    },
  });

  const { submit, pending } = useSubmitOnce(async ({ phone, password }: LoginValues) => {
    vibrate();
    let done = false;
    try {
      const token = await loginWithPassword(phone.trim(), password);
      // A new session never sees the previous user's cached data.
      queryClient.clear();
      setToken(token);
      void afterWrite('login');
      showAlert(t('auth:login.success'), 'success');
      done = true;
      void navigate(routes.home.href(), { replace: true });
    } catch (e) {
      if (isApiError(e) && e.kind === 'business') {
        const field = fieldOfServerMessage(e.serverMessage) === 'phone' ? 'phone' : 'password';
        // The reference's two login refusals and the mock's limits (issue 17: backoff with the
        // wait) in the trader's language; anything else as sent.
        const text =
          limitMessage(e.serverMessage) ??
          (e.serverMessage.includes('锁定')
            ? t('auth:login.locked')
            : e.serverMessage.includes('用户名密码错误')
              ? t('auth:login.wrongCredentials')
              : e.serverMessage);
        form.setError(field, text);
      }
    }
    return done;
  });

  return (
    <div className={styles.page}>
      <AuthBrand title={t('auth:login.title')} subtitle={t('auth:brand.tagline')} />
      <form noValidate onSubmit={form.handleSubmit((values) => void submit(values))}>
        <div className={`${styles.form} ${formStyles.card}`}>
          <PhoneRow form={form} autoComplete="username" />
          <PasswordRow
            form={form}
            field="password"
            label={t('auth:fields.password')}
            autoComplete="current-password"
            placeholder={t('auth:fields.passwordPlaceholder')}
          />
        </div>
        <div className={styles.actions}>
          <FormSubmit
            pending={pending}
            loadingText={t('auth:login.submitting')}
            data-testid="login-submit"
          >
            {t('auth:login.submit')}
          </FormSubmit>
          <div className={styles.links}>
            <Link to={routes.register.href()}>{t('auth:login.toRegister')}</Link>
            <Link to={routes.forget.href()}>{t('auth:login.forgot')}</Link>
          </div>
          <p className={styles.center}>
            <Link to={routes.service.href()}>{t('auth:login.service')}</Link>
          </p>
        </div>
      </form>
    </div>
  );
}
