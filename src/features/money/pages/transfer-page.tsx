// /transfers 划转 and /transfer 账户资金互转 (screens §9.5): money between the A-share account and
// the index and futures accounts, as the product flags allow; `?type=` (1–4) preselects a direction.
import { useSearchParams } from 'react-router-dom';

import box from '@/components/page-box.module.css';
import { TestStationNotice } from '@/components/test-station-notice';

import { TransferForm } from '../components/transfer-form';

export default function TransferPage() {
  const [params] = useSearchParams();
  const type = Number(params.get('type'));
  return (
    <div className={box.page} data-testid="transfer-page">
      <TestStationNotice />
      <div className={box.body}>
        <TransferForm preselect={Number.isInteger(type) && type > 0 ? type : undefined} />
      </div>
    </div>
  );
}
