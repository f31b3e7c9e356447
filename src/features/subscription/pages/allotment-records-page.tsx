// /zhongqianrecord 中签记录 (screens §7.2): my allotted applications (status ≥ 3) with their phase
// — payment due, lapsed, paid, listed — and 认缴 on those still payable.
import { useTranslation } from 'react-i18next';

import box from '@/components/page-box.module.css';
import { TestStationNotice } from '@/components/test-station-notice';
import { useAllotments } from '@/lib/queries/new-shares';

import { RecordsList } from '../components/records-list';

export default function AllotmentRecordsPage() {
  const { t } = useTranslation('ipo');
  const query = useAllotments();
  return (
    <div className={box.page} data-testid="allotment-records-page">
      <TestStationNotice />
      <RecordsList
        query={query}
        emptyText={t('records.emptyAllotted')}
        testId="allotment-records"
      />
    </div>
  );
}
