// Three index cards (screens §4.1 大盘指数): level, change and change %, tinted by direction;
// each opens the index detail page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { detailPath } from '@/lib/market/instrument';
import { directionOf, formatPct, formatPrice, formatSigned } from '@/lib/market/quote-format';

import { useHomeIndexes } from '../api/home-api';

import styles from './home.module.css';

export function IndexStrip() {
  const { t } = useTranslation('home');
  const { data: indexes, isPending } = useHomeIndexes();
  return (
    <section className={styles.section} aria-label={t('indexes.title')}>
      <div className={styles.indexes} data-testid="home-indexes">
        {/* Placeholder cards laid out like the real ones: nothing moves when the data comes. */}
        {isPending &&
          [0, 1, 2].map((i) => (
            <div key={i} className={styles.indexCard} data-pending aria-hidden>
              <span className={styles.indexName}>--</span>
              <strong className={styles.indexPoint}>--</strong>
              <span className={styles.indexChange}>--</span>
            </div>
          ))}
        {indexes?.length === 0 && <p className={styles.muted}>{t('indexes.empty')}</p>}
        {indexes?.map((ix) => {
          const direction = directionOf(ix.floatRate);
          return (
            <Link
              key={ix.indexGid ?? ix.id}
              to={detailPath({ code: ix.indexGid ?? '', name: ix.indexName ?? '', kind: 'index' })}
              className={styles.indexCard}
              data-direction={direction}
              data-testid="home-index"
            >
              <span className={styles.indexName}>{ix.indexName}</span>
              <strong className={`${styles.indexPoint} ${direction}`}>
                {formatPrice(ix.currentPoint)}
              </strong>
              <span className={`${styles.indexChange} ${direction}`}>
                {formatSigned(ix.floatPoint)} {formatPct(ix.floatRate)}
              </span>
            </Link>
          );
        })}
      </div>
    </section>
  );
}
