// /cashWithdrawalRecord 提现记录 and /cashlist (screens §9.3): the 提现 / 记录 toggle (提现 opens the
// withdrawal form) above my withdrawal requests; /cashlist cancels a request under review.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import box from '@/components/page-box.module.css';
import { Segmented } from '@/components/segmented';
import { TestStationNotice } from '@/components/test-station-notice';
import { routes } from '@/config/routes';

import { CancellableWithdrawRecords, WithdrawRecords } from '../components/withdraw-records';

export interface WithdrawRecordsPageProps {
  /** /cashlist: a request under review can be cancelled. */
  withCancel: boolean;
}

export default function WithdrawRecordsPage({ withCancel }: WithdrawRecordsPageProps) {
  const { t } = useTranslation('money');
  const navigate = useNavigate();
  return (
    <div className={box.page} data-testid="withdraw-records-page">
      <TestStationNotice />
      <Segmented
        items={[
          { key: 'withdraw', label: t('records.toggle.withdraw') },
          { key: 'records', label: t('records.toggle.records') },
        ]}
        value="records"
        onChange={(k) => {
          if (k === 'withdraw') void navigate(routes.cash.href());
        }}
        label={t('records.toggle.label')}
        layout="fill"
        testIdPrefix="withdraw-toggle"
      />
      {withCancel ? <CancellableWithdrawRecords /> : <WithdrawRecords />}
    </div>
  );
}
