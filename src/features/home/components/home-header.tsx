// Top of /home: brand, search and messages; the latest announcement as a
// scrolling notice that opens it, beside a link to every announcement (/notices).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { SearchIcon } from '@/components/icons/icons';
import { UnreadBell } from '@/components/unread-bell';
import { routes } from '@/config/routes';
import { useSiteInfo } from '@/lib/queries/site-info';

import { useLatestNotices } from '../api/home-api';

import styles from './home.module.css';
import { NoticeTicker } from './notice-ticker';

export function HomeHeader() {
  const { t } = useTranslation('home');
  const { data: site } = useSiteInfo();
  return (
    <header className={styles.header}>
      <span className={styles.brand}>
        {site?.siteLogoSm && <img src={site.siteLogoSm} alt="" width={28} height={28} />}
        <span>{site?.siteName || t('header.brand')}</span>
      </span>
      <Link
        to={routes.searchlist.href()}
        className={styles.searchEntry}
        aria-label={t('header.search')}
        data-testid="home-search"
      >
        <SearchIcon /> <span>{t('header.search')}</span>
      </Link>
      <UnreadBell />
    </header>
  );
}

export function LatestNotice() {
  const { t } = useTranslation('home');
  const { data: notices, isPending } = useLatestNotices();
  const latest = notices?.[0];
  // The bar's place is kept while the notices load, so nothing below it jumps when it appears.
  if (isPending) return <div className={styles.noticePlaceholder} aria-hidden />;
  if (!latest) return null;
  // The newest title opens that announcement; "more" opens the list of them all.
  return (
    <div className={styles.noticeStrip} data-testid="home-notice-bar">
      <NoticeTicker
        content={
          <Link
            to={routes.newGg.href({ id: latest.id })}
            className={styles.noticeLink}
            data-testid="home-notice"
          >
            {latest.artTitle ?? t('notice.title')}
          </Link>
        }
        extra={
          <Link
            to={routes.notices.href()}
            className={styles.noticeMore}
            data-testid="home-notice-more"
          >
            {t('notice.more')}
          </Link>
        }
      />
    </div>
  );
}
