// /recharge (screens §9.1): the balance, the receiving account of the chosen channel (query
// `payId`, else the first the site offers), and the deposit form — payer name, amount with quick
// chips, transfer proof — which creates an order under review.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import box from '@/components/page-box.module.css';
import { TestStationNotice } from '@/components/test-station-notice';
import { useSiteSetting } from '@/lib/queries/site-setting';

import { usePayChannels } from '../api/deposit-api';
import { BalanceHeader } from '../components/balance-header';
import { ChannelState } from '../components/channel-state';
import { DepositForm } from '../components/deposit-form';
import { PayeeCard } from '../components/payee-card';
import { pickDepositChannel } from '../model/pay-channel';

export default function DepositPage() {
  const { t } = useTranslation('money');
  const [query] = useSearchParams();
  const payId = Number(query.get('payId') ?? query.get('id') ?? '') || undefined;
  const channels = usePayChannels();
  const setting = useSiteSetting();
  const channel = channels.data ? pickDepositChannel(channels.data, payId) : undefined;

  return (
    <div className={box.page} data-testid="deposit-page">
      <TestStationNotice />
      <BalanceHeader />
      <div className={box.body}>
        {channel ? (
          <>
            <PayeeCard channel={channel} />
            <DepositForm
              key={channel.id}
              channel={channel}
              siteMin={setting.data?.chargeMinAmt}
              initialAmount={query.get('amt') ?? undefined}
            />
          </>
        ) : (
          <ChannelState
            isPending={channels.isPending}
            error={channels.error}
            onRetry={() => void channels.refetch()}
            emptyText={t('deposit.channels.none')}
          />
        )}
      </div>
    </div>
  );
}
