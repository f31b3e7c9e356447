// Today's top gainers as six tiles (screens §4.1 热门股票), each opening the stock's detail page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ChevronRightIcon } from '@/components/icons/icons';
import { routes } from '@/config/routes';
import { detailPath, exchangeOfCode } from '@/lib/market/instrument';
import { directionOf, formatPct, formatPrice, formatSigned } from '@/lib/market/quote-format';

import { HOT_STOCK_COUNT, useHotStocks } from '../api/home-api';

import styles from './home.module.css';
import pulse from './skeleton-lines.module.css';

/**
 * A loading tile: the filled tile's four rows (same elements, same line heights) drawn as bars,
 * so it is exactly as tall as a filled one in any font and text size: the news below does not
 * move when the gainers arrive (CLS).
 */
function TileSkeleton() {
  return (
    <div className={`${styles.tile} ${pulse.lines}`} aria-busy="true" data-testid="home-skeleton">
      <span className={`${styles.tileName} ${styles.tileBar}`}>&nbsp;</span>
      <strong className={styles.tileBar}>&nbsp;</strong>
      <span className={styles.tileBar}>&nbsp;</span>
      <span className={styles.tileBar}>&nbsp;</span>
    </div>
  );
}

export function HotStocks() {
  const { t } = useTranslation('home');
  const { data: rows, isPending } = useHotStocks();
  return (
    <section className={styles.section} aria-label={t('hot.title')}>
      <header className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{t('hot.title')}</h2>
        <Link to={routes.tradingList.href()} className={styles.more}>
          {t('hot.more')} <ChevronRightIcon />
        </Link>
      </header>
      <div className={styles.tiles} data-testid="home-hot">
        {isPending && Array.from({ length: HOT_STOCK_COUNT }, (_, i) => <TileSkeleton key={i} />)}
        {rows?.map((row, rank) => {
          const direction = directionOf(row.changepercent);
          return (
            // Keyed by rank: when a poll reorders the gainers, each tile takes its new stock in
            // place instead of moving to another cell (a layout shift, counted in CLS).
            <Link
              key={rank}
              to={detailPath({ code: row.code, name: row.name, type: exchangeOfCode(row.symbol) })}
              className={styles.tile}
              data-direction={direction}
              data-testid="home-hot-stock"
            >
              <span className={styles.tileName}>{row.name}</span>
              <strong className={direction}>{formatPrice(row.trade)}</strong>
              {/* One row each, never wrapped: every tile as tall as any other, and as the loading
                  one (on a 320 px screen "+12.34 +10.02%" wrapped in some tiles). */}
              <span className={direction}>{formatSigned(row.pricechange)}</span>{' '}
              <span className={direction}>{formatPct(row.changepercent)}</span>
            </Link>
          );
        })}
      </div>
    </section>
  );
}
