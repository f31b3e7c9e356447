// /home (screens §4.1): header, banners, latest notice, index strip, market breadth, shortcuts,
// top gainers and news. Quotes refresh every 3 s while the page is visible.
// The banners (the largest paint) render from this chunk alone; the rest of the page comes in a
// chunk of its own, asked for at once, with its places kept meanwhile (ADR 0041).
import { lazy, Suspense } from 'react';

import { HomeBanners } from '../components/home-banners';
import styles from '../components/home.module.css';

const sections = () => import('../components/home-sections');
const HomeHeader = lazy(() => sections().then((m) => ({ default: m.HomeHeader })));
const HomeBelowBanners = lazy(() => sections().then((m) => ({ default: m.HomeBelowBanners })));

export default function HomePage() {
  return (
    <div className={styles.page} data-testid="home-page">
      {/* The header's height is fixed: its place is kept, so the banners never move. */}
      <Suspense fallback={<div className={styles.header} aria-hidden />}>
        <HomeHeader />
      </Suspense>
      <HomeBanners />
      <Suspense fallback={null}>
        <HomeBelowBanners />
      </Suspense>
    </div>
  );
}
