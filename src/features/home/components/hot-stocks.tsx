// Today's top gainers as six tiles (screens §4.1 热门股票), each opening the stock's detail page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ChevronRightIcon } from '@/components/icons/icons';
import { routes } from '@/config/routes';
import { detailPath, exchangeOfCode } from '@/lib/market/instrument';
import { directionOf, formatPct, formatPrice, formatSigned } from '@/lib/market/quote-format';

import { HOT_STOCK_COUNT, useHotStocks } from '../api/home-api';

import { SkeletonLines } from './skeleton-lines';

import styles from './home.module.css';

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
        {isPending &&
          Array.from({ length: HOT_STOCK_COUNT }, (_, i) => (
            <div key={i} className={styles.tile}>
              <SkeletonLines count={2} />
            </div>
          ))}
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
              <span className={direction}>
                {formatSigned(row.pricechange)} {formatPct(row.changepercent)}
              </span>
            </Link>
          );
        })}
      </div>
    </section>
  );
}
