// After a withdrawal was accepted (or found in the records after a lost reply): it waits for the
// back office's review, and the amount has already left the available balance (api-contract §13.8).
import { Button } from 'antd-mobile';
import { ClockCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { routes } from '@/config/routes';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/format/money';

import styles from './withdraw-result.module.css';

export function WithdrawResult({ amount, onAgain }: { amount: string; onAgain: () => void }) {
  const { t } = useTranslation('money');
  return (
    <section className={styles.result} role="status" data-testid="withdraw-result">
      <ClockCircleFill className={styles.resultIcon} aria-hidden />
      <h2 className={styles.resultTitle}>{t('withdraw.done.title')}</h2>
      <p className={styles.resultText}>
        {t('withdraw.done.body', { amount: formatMoney(amount, { locale: currentLocale() }) })}
      </p>
      <div className={styles.resultActions}>
        <Button fill="outline" onClick={onAgain}>
          {t('withdraw.done.again')}
        </Button>
        <Link
          className={styles.primaryLink}
          to={routes.cashlist.href()}
          data-testid="withdraw-records"
        >
          {t('withdraw.done.records')}
        </Link>
      </div>
    </section>
  );
}
