// Everything on /home but the banners: a chunk of its own, loaded beside the page's first one, so
// the banner (the largest paint) does not wait for the couple of dozen chunks these need (ADR 0041).
import { EntryGrid } from './entry-grid';
import { HomeHeader, LatestNotice } from './home-header';
import { HomeNews } from './home-news';
import { HotStocks } from './hot-stocks';
import { IndexStrip } from './index-strip';
import { MarketSummary } from './market-summary';

export { HomeHeader };

/** The page below the banners. */
export function HomeBelowBanners() {
  return (
    <>
      <LatestNotice />
      <IndexStrip />
      <MarketSummary />
      <EntryGrid />
      <HotStocks />
      <HomeNews />
    </>
  );
}
