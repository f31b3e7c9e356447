// /transferRecord 充值记录 and /rechargelist (screens §9.3): my deposit orders.
import { TestStationNotice } from '@/components/test-station-notice';

import { DepositRecords } from '../components/deposit-records';
import pageStyles from '../components/money-page.module.css';

export default function DepositRecordsPage() {
  return (
    <div className={pageStyles.page} data-testid="deposit-records-page">
      <TestStationNotice />
      <DepositRecords />
    </div>
  );
}
