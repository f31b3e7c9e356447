// /days 按天配资 (screens §8): the test-station notice and the daily-allocation form. The settings,
// the levers and the balance are asked for at once; the form (with the decimal maths) loads just
// after the first paint and shows when they are in.
import { Button } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { CycleType } from '@/api/contracts/codes';
import box from '@/components/page-box.module.css';
import { TestStationNotice } from '@/components/test-station-notice';
import { useFundsLevers, useFundsSetting } from '@/lib/queries/funds-settings';
import { USER_INFO_POLL_MS, useUserInfo } from '@/lib/queries/user-info';

import styles from './daily-allocation-page.module.css';

const DailyAllocationForm = lazy(() =>
  import('../components/daily-allocation-form').then((m) => ({ default: m.DailyAllocationForm })),
);

export default function DailyAllocationPage() {
  const { t } = useTranslation('funds');
  const setting = useFundsSetting();
  const levers = useFundsLevers(CycleType.DAY);
  const info = useUserInfo({ pollMs: USER_INFO_POLL_MS });
  const queries = [setting, levers, info];
  const loading = (
    <p className={styles.state} aria-busy="true" data-testid="days-loading">
      {t('days.loading')}
    </p>
  );

  let body;
  if (queries.some((q) => q.isError && q.data === undefined)) {
    body = (
      <div className={styles.state} role="alert" data-testid="days-error">
        <p>{t('days.loadFailed')}</p>
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => void Promise.all(queries.map((q) => q.refetch()))}
        >
          {t('days.retry')}
        </Button>
      </div>
    );
  } else if (setting.isPending || levers.isPending || info.isPending) {
    body = loading;
  } else if (!setting.data) {
    body = (
      <p className={styles.state} data-testid="days-closed">
        {t('days.closed')}
      </p>
    );
  } else {
    body = (
      <Suspense fallback={loading}>
        <DailyAllocationForm
          setting={setting.data}
          levers={levers.data ?? []}
          available={info.data?.enableAmt}
        />
      </Suspense>
    );
  }

  return (
    <div className={box.page} data-testid="days-page">
      <TestStationNotice />
      <div className={box.body}>{body}</div>
    </div>
  );
}
