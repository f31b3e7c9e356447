// /loginPassword (screens §10.2): old password, new password twice; POST /user/updatePwd.do (the
// reference front end sends GET: passwords stay out of URLs here, issue 17).
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import {
  WRONG_PASSWORD_LOCK_MINUTES,
  WRONG_PASSWORD_LOCKED_TEXT,
} from '@/api/contracts/limit-texts';
import {
  normalizePassword,
  validatePassword,
  validatePasswordConfirm,
} from '@/api/contracts/validation';
import { routes } from '@/config/routes';
import { isApiError } from '@/lib/api/api-error';
import cardStyles from '@/lib/forms/form.module.css';
import { FormSubmit } from '@/lib/forms/form-submit';
import { PasswordRow } from '@/lib/forms/password-row';
import { useForm } from '@/lib/forms/use-form';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useAppStore } from '@/stores/app-store';

import { changeLoginPassword } from '../api/account-api';
import formStyles from '../components/form.module.css';
import listStyles from '../components/list.module.css';
import noteStyles from '../components/note.module.css';
import pageStyles from '../components/page.module.css';
import { keyRule, ruleOf, type Translate } from '../model/field-rules';

type Values = {
  old: string;
  password: string;
  confirm: string;
};

export default function LoginPasswordPage() {
  const { t } = useTranslation(['account', 'validation', 'auth']);
  const tr = t as unknown as Translate;
  const navigate = useNavigate();
  const showAlert = useAppStore((s) => s.showAlert);
  const form = useForm<Values>({
    name: 'loginPassword',
    initialValues: { old: '', password: '', confirm: '' },
    rules: {
      old: keyRule(tr, (v) => (v.trim() ? null : 'account:loginPassword.oldRequired')),
      password: [
        ruleOf(tr, validatePassword),
        (v, values) =>
          v !== '' && normalizePassword(v) === normalizePassword(values.old)
            ? tr('account:loginPassword.sameAsOld')
            : null,
      ],
      confirm: (v, values) =>
        keyRule(tr, (c) => {
          const r = validatePasswordConfirm(values.password, c);
          if (r.ok) return null;
          return r.error === 'validation:passwordConfirm.mismatch'
            ? 'account:loginPassword.mismatch'
            : r.error;
        })(v),
    },
  });

  const { submit, pending } = useSubmitOnce(async (values: Values) => {
    let done = false;
    try {
      const { message } = await changeLoginPassword(
        normalizePassword(values.old),
        normalizePassword(values.password),
      );
      showAlert(message || t('account:loginPassword.hint'), 'success');
      done = true;
      void navigate(routes.user.href(), { replace: true });
    } catch (e) {
      if (isApiError(e) && e.kind === 'business') {
        const text =
          e.serverMessage === WRONG_PASSWORD_LOCKED_TEXT
            ? t('account:loginPassword.locked', { minutes: WRONG_PASSWORD_LOCK_MINUTES })
            : e.serverMessage;
        form.setError('old', text);
      }
    }
    return done;
  });

  return (
    <div className={pageStyles.page}>
      <p className={noteStyles.note}>{t('account:loginPassword.hint')}</p>
      <form noValidate onSubmit={form.handleSubmit((v) => void submit(v))}>
        <div className={`${listStyles.list} ${cardStyles.card}`}>
          <PasswordRow
            form={form}
            field="old"
            label={t('account:loginPassword.old')}
            autoComplete="current-password"
            placeholder={t('account:loginPassword.oldPlaceholder')}
          />
          <PasswordRow
            form={form}
            field="password"
            label={t('account:loginPassword.new')}
            autoComplete="new-password"
            placeholder={t('account:loginPassword.newPlaceholder')}
          />
          <PasswordRow
            form={form}
            field="confirm"
            label={t('account:loginPassword.confirm')}
            autoComplete="new-password"
            placeholder={t('account:loginPassword.confirmPlaceholder')}
          />
        </div>
        <div className={formStyles.actions}>
          <FormSubmit pending={pending} data-testid="login-password-submit">
            {t('account:loginPassword.submit')}
          </FormSubmit>
        </div>
      </form>
    </div>
  );
}
