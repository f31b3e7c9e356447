// /home's banner carousel with its data: all the page's first chunk renders (ADR 0041).
import { useTranslation } from 'react-i18next';

import { BannerCarousel } from './banner-carousel';
import { useBanners } from '../api/home-banners';

import styles from './home.module.css';

/** Banner autoplay interval of the reference (screens §1.11). */
const BANNER_AUTOPLAY_MS = 5000;

export function HomeBanners() {
  const { t } = useTranslation('home');
  const { data: banners } = useBanners();
  return (
    <div className={styles.banner} data-testid="home-banners">
      {banners && banners.length > 0 && (
        <BannerCarousel
          intervalMs={BANNER_AUTOPLAY_MS}
          slides={banners.map((b, i) => ({
            id: b.id,
            src: b.bannerUrl,
            alt: b.banTitle ?? t('banner.label', { index: i + 1 }),
          }))}
        />
      )}
    </div>
  );
}
