// The deposit channels of /zf (getPayInfo, api-contract §10.3): bank transfer → /recharge, a QR
// channel → /rechargeSure, the digital-asset test channel → /btc.
import { BankcardOutline, RightOutline, ScanningOutline, GlobalOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import type { SitePay } from '@/api/contracts/models/site';
import { routes } from '@/config/routes';

import { channelKind, type ChannelKind } from '../model/pay-channel';

import styles from './channel-list.module.css';

const ICON: Record<ChannelKind, ReactNode> = {
  bank: <BankcardOutline aria-hidden />,
  qr: <ScanningOutline aria-hidden />,
  asset: <GlobalOutline aria-hidden />,
};

const linkOf = (pay: SitePay): string => {
  switch (channelKind(pay)) {
    case 'bank':
      return routes.recharge.href({ payId: pay.id });
    case 'asset':
      return routes.btc.href();
    default:
      return routes.rechargeSure.href({ id: pay.id, type: pay.ctype ?? undefined });
  }
};

export function ChannelList({ channels }: { channels: readonly SitePay[] }) {
  const { t } = useTranslation('money');
  const navigate = useNavigate();
  return (
    <ul className={styles.list} aria-label={t('deposit.channels.title')}>
      {channels.map((pay) => {
        const kind = channelKind(pay);
        return (
          <li key={pay.id}>
            <button
              type="button"
              className={styles.item}
              data-testid={`channel-${pay.id}`}
              data-kind={kind}
              onClick={() => void navigate(linkOf(pay))}
            >
              <span className={styles.icon}>{ICON[kind]}</span>
              <span className={styles.texts}>
                <span className={styles.name}>{t(`deposit.channels.${kind}`)}</span>
                <span className={styles.detail}>{pay.channelType}</span>
                {(pay.channelMaxLimit ?? 0) > 0 && (
                  <span className={styles.detail}>
                    {t('deposit.channels.limits', {
                      min: pay.channelMinLimit ?? 0,
                      max: pay.channelMaxLimit,
                    })}
                  </span>
                )}
                {kind === 'asset' && <span className={styles.badge}>{t('btc.testBadge')}</span>}
              </span>
              <RightOutline aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
