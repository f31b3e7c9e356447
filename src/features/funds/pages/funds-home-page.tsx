// /funds 配资主页 (screens §8): the A-share account (totals, bar, deposit, withdraw, four cells,
// masked while amounts are hidden), then my allocations with every figure and the way to apply.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import box from '@/components/page-box.module.css';
import { TestStationNotice } from '@/components/test-station-notice';
import { routes } from '@/config/routes';

import { AccountSummary } from '../components/account-summary';
import { AllocationsList } from '../components/allocations-list';
import styles from '../components/page.module.css';

export default function FundsHomePage() {
  const { t } = useTranslation('funds');
  return (
    <div className={box.page} data-testid="funds-home-page">
      <TestStationNotice />
      <div className={box.body}>
        <AccountSummary />
        <Link className={styles.apply} to={routes.days.href()} data-testid="funds-apply">
          {t('home.apply')}
        </Link>
        <h2 className={styles.section}>
          {t('home.mine')}
          <Link className={styles.link} to={routes.fundslist.href({ index: 0 })}>
            {t('home.all')}
          </Link>
        </h2>
        <AllocationsList emptyText={t('home.empty')} />
      </div>
    </div>
  );
}
