// /withdraw (证转银) and /cash (提现), screens §9.2: the test-station notice, what the withdrawal is
// taken from (/cash), the withdrawal form with its rules, and the way to the withdrawal records.
// The route table (app/routes/route-pages.ts) tells the page which route it serves.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import box from '@/components/page-box.module.css';
import { TestStationNotice } from '@/components/test-station-notice';
import { routes } from '@/config/routes';

import pageStyles from '../components/money-page.module.css';
import { WithdrawForm } from '../components/withdraw-form';

import styles from './withdraw-page.module.css';

export type WithdrawRoute = 'withdraw' | 'cash';

export default function WithdrawPage({ route }: { route: WithdrawRoute }) {
  const { t } = useTranslation('money');
  return (
    <div className={box.page} data-testid={`${route}-page`}>
      <TestStationNotice />
      <div className={box.body}>
        {route === 'cash' && <p className={pageStyles.note}>{t('withdraw.fromAccount')}</p>}
        <WithdrawForm />
        <Link className={`${pageStyles.linkRow} ${styles.recordsLink}`} to={routes.cashlist.href()}>
          <span>{t('withdraw.records')}</span>
          <span className={pageStyles.linkAction} aria-hidden>
            ›
          </span>
        </Link>
      </div>
    </div>
  );
}
