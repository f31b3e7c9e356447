// Top of /home: brand, search and messages; the banner carousel; the latest announcement as a
// scrolling notice that opens in full (server HTML sanitized).
import DOMPurify from 'dompurify';
import { Dialog, NoticeBar, Swiper } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { UnreadBell } from '@/components/unread-bell';

import { useBanners, useLatestNotices, useSiteBrand } from '../api/home-api';

import styles from './home.module.css';

/** Banner autoplay interval of the reference (screens §1.11). */
const BANNER_AUTOPLAY_MS = 5000;

export function HomeHeader() {
  const { t } = useTranslation('home');
  const { data: site } = useSiteBrand();
  return (
    <header className={styles.header}>
      <span className={styles.brand}>
        {site?.siteLogoSm && <img src={site.siteLogoSm} alt="" width={28} height={28} />}
        <span>{site?.siteName || t('header.brand')}</span>
      </span>
      <Link
        to="/searchlist"
        className={styles.searchEntry}
        aria-label={t('header.search')}
        data-testid="home-search"
      >
        <SearchOutline /> <span>{t('header.search')}</span>
      </Link>
      <UnreadBell />
    </header>
  );
}

export function HomeBanners() {
  const { t } = useTranslation('home');
  const { data: banners } = useBanners();
  return (
    <div className={styles.banner} data-testid="home-banners">
      {banners && banners.length > 0 && (
        <Swiper autoplay autoplayInterval={BANNER_AUTOPLAY_MS} loop>
          {banners.map((b, i) => (
            <Swiper.Item key={b.id}>
              <img
                className={styles.bannerImage}
                src={b.bannerUrl}
                alt={b.banTitle ?? t('banner.label', { index: i + 1 })}
                width={750}
                height={300}
              />
            </Swiper.Item>
          ))}
        </Swiper>
      )}
    </div>
  );
}

export function LatestNotice() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const { data: notices } = useLatestNotices();
  const latest = notices?.[0];
  if (!latest) return null;
  const open = () =>
    void Dialog.alert({
      title: latest.artTitle ?? t('notice.title'),
      content: (
        <div
          className={styles.noticeBody}
          // Server text may carry HTML; only sanitized markup reaches the page.
          dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(latest.artCnt ?? '') }}
        />
      ),
      confirmText: tc('actions.close'),
    });
  return (
    <button type="button" className={styles.noticeButton} onClick={open} data-testid="home-notice">
      <NoticeBar content={latest.artTitle ?? ''} color="alert" />
    </button>
  );
}
