// The shortcut grid (screens §4.1, plus the entries the reference left without buttons: new
// shares, block trades, VIP offers, funding, Dragon-Tiger and college).
import {
  AddSquareOutline,
  AppstoreOutline,
  BankcardOutline,
  BillOutline,
  ContentOutline,
  FileOutline,
  FireFill,
  FlagOutline,
  GiftOutline,
  HistogramOutline,
  PayCircleOutline,
  StarOutline,
  StopOutline,
  TeamOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import styles from './home.module.css';

type EntryKey =
  | 'subscription'
  | 'blockTrade'
  | 'vip'
  | 'funds'
  | 'dragonTiger'
  | 'openAccount'
  | 'positions'
  | 'watchlist'
  | 'deposit'
  | 'fundFlow'
  | 'suspensions'
  | 'topTen'
  | 'limitUp'
  | 'rules'
  | 'college';

const ENTRIES: readonly { key: EntryKey; to: string; Icon: ComponentType }[] = [
  { key: 'subscription', to: '/Subscription', Icon: AddSquareOutline },
  { key: 'blockTrade', to: '/Subscription?idx=4', Icon: AppstoreOutline },
  { key: 'vip', to: '/Subscription?idx=5', Icon: GiftOutline },
  { key: 'funds', to: '/funds', Icon: PayCircleOutline },
  { key: 'dragonTiger', to: '/DragonTiger', Icon: FireFill },
  { key: 'openAccount', to: '/openaccount', Icon: UserAddOutline },
  { key: 'positions', to: '/warehouse', Icon: HistogramOutline },
  { key: 'watchlist', to: '/MyList', Icon: StarOutline },
  { key: 'deposit', to: '/recharge', Icon: BankcardOutline },
  { key: 'fundFlow', to: '/FundingDetails', Icon: BillOutline },
  { key: 'suspensions', to: '/stopRecovery', Icon: StopOutline },
  { key: 'topTen', to: '/topTen', Icon: FlagOutline },
  { key: 'limitUp', to: '/daylimit', Icon: ContentOutline },
  { key: 'rules', to: '/about?e=5', Icon: FileOutline },
  { key: 'college', to: '/college', Icon: TeamOutline },
];

export function EntryGrid() {
  const { t } = useTranslation('home');
  return (
    <nav className={styles.entries} aria-label={t('entries.title')} data-testid="home-entries">
      {ENTRIES.map(({ key, to, Icon }) => (
        <Link key={key} to={to} className={styles.entry} data-entry={key}>
          <span className={styles.entryIcon} aria-hidden>
            <Icon />
          </span>
          <span className={styles.entryLabel}>{t(`entries.${key}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
