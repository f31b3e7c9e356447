// /transferRecord 充值记录 and /rechargelist (screens §9.3): my deposit orders.
import box from '@/components/page-box.module.css';
import { TestStationNotice } from '@/components/test-station-notice';

import { DepositRecords } from '../components/deposit-records';

export default function DepositRecordsPage() {
  return (
    <div className={box.page} data-testid="deposit-records-page">
      <TestStationNotice />
      <DepositRecords />
    </div>
  );
}
