// /sharerecord 申购记录 (screens §7.2): the payment deadline planner on top, then every application
// of mine (IPO, offline placement, grab) with its phase, and 认缴 on allotments still payable.
import { useTranslation } from 'react-i18next';

import box from '@/components/page-box.module.css';
import { PaymentPlanner } from '@/components/payment-planner/payment-planner';
import { TestStationNotice } from '@/components/test-station-notice';
import { useMySubscriptions } from '@/lib/queries/new-shares';

import { RecordsList } from '../components/records-list';

export default function SubscriptionRecordsPage() {
  const { t } = useTranslation('ipo');
  const query = useMySubscriptions();
  return (
    <div className={box.page} data-testid="subscription-records-page">
      <TestStationNotice />
      <div className={box.body}>
        <PaymentPlanner />
      </div>
      <RecordsList query={query} emptyText={t('records.empty')} testId="subscription-records" />
    </div>
  );
}
