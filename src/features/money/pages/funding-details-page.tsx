// /FundingDetails 资金明细 (screens §9.3): the funds ledger, my deposits and my withdrawals in three
// tabs; `?tab=` keeps the choice, so coming back lands on the same list.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import box from '@/components/page-box.module.css';
import { Segmented } from '@/components/segmented';
import { TestStationNotice } from '@/components/test-station-notice';

import { DepositRecords } from '../components/deposit-records';
import { LedgerRecords } from '../components/ledger-records';
import { WithdrawRecords } from '../components/withdraw-records';

const TABS = ['ledger', 'deposits', 'withdrawals'] as const;
type Tab = (typeof TABS)[number];

export default function FundingDetailsPage() {
  const { t } = useTranslation('money');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((k) => k === params.get('tab')) ?? 'ledger';
  return (
    <div className={box.page} data-testid="funding-details-page">
      <TestStationNotice />
      <Segmented
        items={TABS.map((k) => ({ key: k, label: t(`records.tabs.${k}`) }))}
        value={tab}
        onChange={(k) => setParams({ tab: k }, { replace: true })}
        label={t('records.tabs.label')}
        layout="fill"
        testIdPrefix="records-tab"
      />
      <div role="tabpanel">
        {tab === 'ledger' ? (
          <LedgerRecords />
        ) : tab === 'deposits' ? (
          <DepositRecords />
        ) : (
          <WithdrawRecords />
        )}
      </div>
    </div>
  );
}
