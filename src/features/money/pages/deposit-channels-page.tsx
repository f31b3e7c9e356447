// /zf (screens §9.1, header 充值): the balance, then the site's deposit channels to choose from
// (bank transfer, QR, digital asset) and customer service.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import box from '@/components/page-box.module.css';
import { TestStationNotice } from '@/components/test-station-notice';
import { routes } from '@/config/routes';

import { usePayChannels } from '../api/deposit-api';
import { BalanceHeader } from '../components/balance-header';
import { ChannelList } from '../components/channel-list';
import { ChannelState } from '../components/channel-state';
import pageStyles from '../components/money-page.module.css';

export default function DepositChannelsPage() {
  const { t } = useTranslation('money');
  const navigate = useNavigate();
  const channels = usePayChannels();
  const list = channels.data ?? [];
  return (
    <div className={box.page} data-testid="deposit-channels-page">
      <TestStationNotice />
      <BalanceHeader />
      <div className={box.body}>
        <h2 className={pageStyles.cardTitle}>{t('deposit.channels.title')}</h2>
        {list.length > 0 ? (
          <ChannelList channels={list} />
        ) : (
          <ChannelState
            isPending={channels.isPending}
            error={channels.error}
            onRetry={() => void channels.refetch()}
            emptyText={t('deposit.channels.none')}
          />
        )}
        <Button block fill="outline" onClick={() => void navigate(routes.service.href())}>
          {t('deposit.channels.service')}
        </Button>
      </div>
    </div>
  );
}
