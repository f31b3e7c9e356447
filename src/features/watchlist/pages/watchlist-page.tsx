// /mylist (tab 自选, screens §4.2): my watchlist with live prices, remove per row, and a
// floating button to find stocks to add.
import { Button } from 'antd-mobile';
import { AddOutline, SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { routes } from '@/config/routes';

import { WatchlistView } from '../components/watchlist-view';
import styles from '../components/watchlist.module.css';

export default function WatchlistPage() {
  const { t } = useTranslation('watchlist');
  const navigate = useNavigate();
  return (
    <div data-testid="mylist-page">
      <nav className={styles.strip}>
        <Link to={routes.tradingList.href()} className={styles.stripLink}>
          {t('strip.market')}
        </Link>
        <span className={styles.stripLink} aria-current="page">
          {t('strip.watchlist')}
        </span>
        <Link
          to={routes.searchmylist.href()}
          className={styles.stripSearch}
          aria-label={t('strip.search')}
        >
          <SearchOutline />
        </Link>
      </nav>
      <WatchlistView />
      <Button
        className={styles.add}
        color="primary"
        shape="rounded"
        onClick={() => void navigate(routes.searchlist.href())}
        data-testid="watchlist-add"
      >
        <AddOutline /> {t('add')}
      </Button>
    </div>
  );
}
