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

import { routes } from '@/config/routes';

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
  { key: 'subscription', to: routes.subscription.href(), Icon: AddSquareOutline },
  { key: 'blockTrade', to: routes.subscription.href({ idx: 4 }), Icon: AppstoreOutline },
  { key: 'vip', to: routes.subscription.href({ idx: 5 }), Icon: GiftOutline },
  { key: 'funds', to: routes.funds.href(), Icon: PayCircleOutline },
  { key: 'dragonTiger', to: routes.dragonTiger.href(), Icon: FireFill },
  { key: 'openAccount', to: routes.openaccount.href(), Icon: UserAddOutline },
  { key: 'positions', to: routes.warehouse.href(), Icon: HistogramOutline },
  { key: 'watchlist', to: routes.mylist.href(), Icon: StarOutline },
  { key: 'deposit', to: routes.recharge.href(), Icon: BankcardOutline },
  { key: 'fundFlow', to: routes.fundingDetails.href(), Icon: BillOutline },
  { key: 'suspensions', to: routes.stopRecovery.href(), Icon: StopOutline },
  { key: 'topTen', to: routes.topTen.href(), Icon: FlagOutline },
  { key: 'limitUp', to: routes.daylimit.href(), Icon: ContentOutline },
  { key: 'rules', to: routes.about.href({ e: 5 }), Icon: FileOutline },
  { key: 'college', to: routes.college.href(), Icon: TeamOutline },
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
