// The one next thing to do: what it is, why, and the button that goes there. A rejected
// verification shows the reviewer's reason; a visitor also gets the way to log in.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { routes } from '@/config/routes';

import { NEXT_ROUTE, type OpenAccountView } from '../model/open-account-steps';

import styles from './next-step-card.module.css';

export function NextStepCard({ view, authMsg }: { view: OpenAccountView; authMsg: string | null }) {
  const { t } = useTranslation('onboarding');
  const { next } = view;
  return (
    <section className={styles.card} data-next={next} data-testid="open-next">
      <h2 className={styles.title}>{t(`openAccount.next.${next}.title`)}</h2>
      <p className={styles.text}>{t(`openAccount.next.${next}.text`)}</p>
      {next === 'resubmit' && (
        <p className={styles.reason} data-testid="open-reject-reason">
          <span>{t('openAccount.reason')}</span>
          {authMsg?.trim() || t('openAccount.noReason')}
        </p>
      )}
      <Link className={styles.button} to={NEXT_ROUTE[next]} data-testid="open-next-button">
        {t(`openAccount.next.${next}.button`)}
      </Link>
      {next === 'register' && (
        <p className={styles.login}>
          {t('openAccount.haveAccount')}
          <Link to={routes.login.href()} data-testid="open-login">
            {t('openAccount.login')}
          </Link>
        </p>
      )}
    </section>
  );
}
