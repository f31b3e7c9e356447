// /wallet (screens §9.1): tabs 充值 / 提现. The deposit tab leads into the same deposit flow as
// /recharge; the withdraw tab is the withdrawal form of /withdraw with its records. `?tab=`
// preselects.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import box from '@/components/page-box.module.css';
import { Segmented } from '@/components/segmented';
import { TestStationNotice } from '@/components/test-station-notice';
import { routes } from '@/config/routes';

import pageStyles from '../components/money-page.module.css';
import { WalletDepositTab } from '../components/wallet-deposit-tab';

// The withdraw tab's form (and its rules and gates) loads when that tab is opened.
const WithdrawForm = lazy(() =>
  import('../components/withdraw-form').then((m) => ({ default: m.WithdrawForm })),
);

type Tab = 'deposit' | 'withdraw';

export default function WalletPage() {
  const { t } = useTranslation('money');
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const tab: Tab = query.get('tab') === 'withdraw' ? 'withdraw' : 'deposit';
  return (
    <div className={box.page} data-testid="wallet-page">
      <TestStationNotice />
      <Segmented<Tab>
        items={[
          { key: 'deposit', label: t('wallet.tabs.deposit') },
          { key: 'withdraw', label: t('wallet.tabs.withdraw') },
        ]}
        value={tab}
        onChange={(next) => setQuery({ tab: next }, { replace: true })}
        label={t('wallet.title')}
        layout="fill"
        testIdPrefix="wallet-tab"
      />
      <div className={box.body} role="tabpanel">
        {tab === 'deposit' ? (
          <WalletDepositTab />
        ) : (
          <>
            <Suspense fallback={null}>
              <WithdrawForm />
            </Suspense>
            <button
              type="button"
              className={pageStyles.linkRow}
              onClick={() => void navigate(routes.cashWithdrawalRecord.href())}
            >
              <span>{t('wallet.withdrawRecords')}</span>
              <span className={pageStyles.linkAction}>{t('wallet.view')}</span>
            </button>
          </>
        )}
      </div>
    </div>
  );
}
