// /setPassword (screens §10.2, §11.12): set the funds password, or change it (the current one is
// asked when one is set, and sent for the server to check: the app never fetches or compares the
// stored one, issue 17). Its own rule: 6 digits.
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { FUNDS_PASSWORD_TEXT } from '@/api/contracts/endpoints/trading';
import {
  WRONG_PASSWORD_LOCK_MINUTES,
  WRONG_PASSWORD_LOCKED_TEXT,
} from '@/api/contracts/limit-texts';
import { routes } from '@/config/routes';
import { isApiError } from '@/lib/api/api-error';
import rowStyles from '@/lib/forms/form.module.css';
import { FormSubmit } from '@/lib/forms/form-submit';
import { PasswordRow } from '@/lib/forms/password-row';
import { useForm } from '@/lib/forms/use-form';
import { fundsPasswordKey, useHasFundsPassword } from '@/lib/queries/funds-password';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useAppStore } from '@/stores/app-store';

import { saveFundPassword } from '../api/account-api';
import bannerStyles from '../components/banner.module.css';
import cardStyles from '../components/card.module.css';
import formStyles from '../components/form.module.css';
import listStyles from '../components/list.module.css';
import noteStyles from '../components/note.module.css';
import pageStyles from '../components/page.module.css';
import { fundConfirmError, fundPasswordError, keyRule, type Translate } from '../model/field-rules';

type Values = {
  old: string;
  password: string;
  confirm: string;
};

export default function FundsPasswordPage() {
  const { t } = useTranslation(['account', 'auth']);
  const tr = t as unknown as Translate;
  const navigate = useNavigate();
  const showAlert = useAppStore((s) => s.showAlert);
  const queryClient = useQueryClient();
  const current = useHasFundsPassword();
  const isSet = current.data === true;
  const form = useForm<Values>({
    name: 'setPassword',
    initialValues: { old: '', password: '', confirm: '' },
    // The current password is asked (and checked) only when one is set.
    rules: {
      ...(isSet ? { old: keyRule(tr, fundPasswordError) } : {}),
      password: keyRule(tr, fundPasswordError),
      confirm: (v, values) => keyRule(tr, (c) => fundConfirmError(values.password, c))(v),
    },
  });

  /** The server's refusals of ours (FUNDS_PASSWORD_TEXT), in the trader's language. */
  const showRefusal = (serverMessage: string): void => {
    const old = (text: string) => (isSet ? form.setError('old', text) : showAlert(text, 'error'));
    if (serverMessage === FUNDS_PASSWORD_TEXT.oldWrong) old(t('account:fundPassword.oldWrong'));
    else if (serverMessage === WRONG_PASSWORD_LOCKED_TEXT) {
      old(t('account:fundPassword.locked', { minutes: WRONG_PASSWORD_LOCK_MINUTES }));
    } else if (serverMessage === FUNDS_PASSWORD_TEXT.oldMissing) {
      // Set meanwhile (another device): ask again, which shows the current-password field.
      showAlert(t('account:fundPassword.oldMissing'), 'error');
      void queryClient.invalidateQueries({ queryKey: fundsPasswordKey });
    } else {
      form.setError('password', serverMessage || t('account:fundPassword.failed'));
    }
  };

  const { submit, pending } = useSubmitOnce(async (values: Values) => {
    let done = false;
    try {
      const { message } = await saveFundPassword(
        values.password.replace(/\s+/g, ''),
        isSet ? values.old.replace(/\s+/g, '') : undefined,
      );
      showAlert(message, 'success');
      done = true;
      void navigate(routes.user.href(), { replace: true });
    } catch (e) {
      if (isApiError(e) && e.kind === 'business') showRefusal(e.serverMessage);
    }
    return done;
  });

  const digits = { inputMode: 'numeric' as const, maxLength: 6 };
  return (
    <div className={pageStyles.page}>
      <p className={bannerStyles.banner} data-testid="fund-password-state">
        {current.isPending
          ? t('account:fundPassword.intro')
          : isSet
            ? t('account:fundPassword.isSet')
            : t('account:fundPassword.notSet')}
      </p>
      <p className={noteStyles.note}>{t('account:fundPassword.intro')}</p>
      <form noValidate onSubmit={form.handleSubmit((v) => void submit(v))}>
        {current.isPending ? (
          <div className={cardStyles.card}>
            <Skeleton.Paragraph lineCount={3} animated />
          </div>
        ) : (
          <div className={`${listStyles.list} ${rowStyles.card}`}>
            {isSet && (
              <PasswordRow
                form={form}
                field="old"
                label={t('account:fundPassword.old')}
                {...digits}
                placeholder={t('account:fundPassword.oldPlaceholder')}
              />
            )}
            <PasswordRow
              form={form}
              field="password"
              label={t('account:fundPassword.new')}
              {...digits}
              placeholder={t('account:fundPassword.newPlaceholder')}
            />
            <PasswordRow
              form={form}
              field="confirm"
              label={t('account:fundPassword.confirm')}
              {...digits}
              placeholder={t('account:fundPassword.confirmPlaceholder')}
            />
          </div>
        )}
        <div className={formStyles.actions}>
          <FormSubmit
            pending={pending}
            disabled={current.isPending}
            data-testid="fund-password-submit"
          >
            {t('account:fundPassword.submit')}
          </FormSubmit>
        </div>
      </form>
    </div>
  );
}
