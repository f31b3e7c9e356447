// /home (screens §4.1): header, banners, latest notice, index strip, market breadth, shortcuts,
// top gainers and news. Quotes refresh every 3 s while the page is visible.
import { HomeNews } from '../components/home-news';
import { HomeBanners, HomeHeader, LatestNotice } from '../components/home-header';
import { EntryGrid } from '../components/entry-grid';
import { HotStocks } from '../components/hot-stocks';
import { IndexStrip } from '../components/index-strip';
import { MarketSummary } from '../components/market-summary';
import styles from '../components/home.module.css';

export default function HomePage() {
  return (
    <div className={styles.page} data-testid="home-page">
      <HomeHeader />
      <HomeBanners />
      <LatestNotice />
      <IndexStrip />
      <MarketSummary />
      <EntryGrid />
      <HotStocks />
      <HomeNews />
    </div>
  );
}
