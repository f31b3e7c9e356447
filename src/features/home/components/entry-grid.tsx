// The shortcut grid (screens §4.1, plus the entries the reference left without buttons: the five
// tabs of the subscription hub, funding, Dragon-Tiger and college), in pages of 5 × 2 (the
// reference's block of ten) that swipe sideways, the hub's tabs first: the home keeps its height
// as entries are added. Dots under the grid show the page.
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import {
  AddSquareIcon,
  ArticleIcon,
  BlockedIcon,
  CardIcon,
  ChartBarsIcon,
  CoinIcon,
  DocumentIcon,
  FlagIcon,
  FlameIcon,
  GiftIcon,
  PeopleIcon,
  PersonAddIcon,
  ReceiptIcon,
  ServicesIcon,
  StarIcon,
} from '@/components/icons/icons';
import { routes } from '@/config/routes';

import styles from './home.module.css';

// Two outline glyphs of our own: each antd-mobile icon adds about half a KiB to the first load.
const glyph = (d: string) =>
  function Glyph() {
    return (
      <svg
        width="1em"
        height="1em"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
        strokeLinecap="round"
        aria-hidden
      >
        <path d={d} />
      </svg>
    );
  };
/** A bolt: grabbing new shares on their listing day. */
const GrabIcon = glyph('M13.5 3 5.5 13.5h6l-1 7.5 8-10.5h-6z');
/** A bond certificate. */
const BondIcon = glyph('M4 6.5h16v11H4zM7.5 10h9M7.5 13.5h5');

type EntryKey =
  | 'subscription'
  | 'grab'
  | 'bonds'
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
  { key: 'subscription', to: routes.subscription.href({ idx: 1 }), Icon: AddSquareIcon },
  { key: 'grab', to: routes.subscription.href({ idx: 2 }), Icon: GrabIcon },
  { key: 'bonds', to: routes.subscription.href({ idx: 3 }), Icon: BondIcon },
  { key: 'blockTrade', to: routes.subscription.href({ idx: 4 }), Icon: ServicesIcon },
  { key: 'vip', to: routes.subscription.href({ idx: 5 }), Icon: GiftIcon },
  { key: 'positions', to: routes.warehouse.href(), Icon: ChartBarsIcon },
  { key: 'watchlist', to: routes.mylist.href(), Icon: StarIcon },
  { key: 'deposit', to: routes.recharge.href(), Icon: CardIcon },
  { key: 'fundFlow', to: routes.fundingDetails.href(), Icon: ReceiptIcon },
  { key: 'funds', to: routes.funds.href(), Icon: CoinIcon },
  { key: 'openAccount', to: routes.openaccount.href(), Icon: PersonAddIcon },
  { key: 'dragonTiger', to: routes.dragonTiger.href(), Icon: FlameIcon },
  { key: 'suspensions', to: routes.stopRecovery.href(), Icon: BlockedIcon },
  { key: 'topTen', to: routes.topTen.href(), Icon: FlagIcon },
  { key: 'limitUp', to: routes.daylimit.href(), Icon: ArticleIcon },
  { key: 'rules', to: routes.about.href({ e: 5 }), Icon: DocumentIcon },
  { key: 'college', to: routes.college.href(), Icon: PeopleIcon },
];

const PAGE_SIZE = 10;
const PAGES = Array.from({ length: Math.ceil(ENTRIES.length / PAGE_SIZE) }, (_, i) =>
  ENTRIES.slice(i * PAGE_SIZE, (i + 1) * PAGE_SIZE),
);

export function EntryGrid() {
  const { t } = useTranslation('home');
  const [page, setPage] = useState(0);
  return (
    <nav className={styles.entriesBox} aria-label={t('entries.title')}>
      <div
        className={styles.entryPages}
        data-testid="home-entries"
        onScroll={(e) => {
          const el = e.currentTarget;
          setPage(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {PAGES.map((entries, i) => (
          <div key={i} className={styles.entries}>
            {entries.map(({ key, to, Icon }) => (
              <Link key={key} to={to} className={styles.entry} data-entry={key}>
                <span className={styles.entryIcon} aria-hidden>
                  <Icon />
                </span>
                <span className={styles.entryLabel}>{t(`entries.${key}`)}</span>
              </Link>
            ))}
          </div>
        ))}
      </div>
      <div className={styles.entryDots} aria-hidden>
        {PAGES.map((_, i) => (
          <span key={i} data-active={i === page} />
        ))}
      </div>
    </nav>
  );
}
