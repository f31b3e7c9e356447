// After a deposit order was created (or found after a lost reply): it is under review, and only
// the back office's approval credits the balance (api-contract §13.7).
import { Button } from 'antd-mobile';
import { ClockCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { routes } from '@/config/routes';
import { currentLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/format/money';

import styles from './deposit-result.module.css';

export function DepositResult({ amount, onAgain }: { amount: string; onAgain: () => void }) {
  const { t } = useTranslation('money');
  const navigate = useNavigate();
  return (
    <section className={styles.result} role="status" data-testid="deposit-result">
      <ClockCircleFill className={styles.icon} aria-hidden />
      <h2 className={styles.title}>{t('deposit.result.title')}</h2>
      <p className={styles.text}>
        {t('deposit.result.text', { amount: formatMoney(amount, { locale: currentLocale() }) })}
      </p>
      <div className={styles.actions}>
        <Button fill="outline" onClick={onAgain}>
          {t('deposit.result.again')}
        </Button>
        <Button color="primary" onClick={() => void navigate(routes.rechargelist.href())}>
          {t('deposit.result.records')}
        </Button>
      </div>
    </section>
  );
}
