// /indexlist (screens §4.2): every listed index with point, change and change %, refreshed every
// 5 s. A dot tells whether the index can be traded (`transState` 1); the legend explains it. Rows
// open the index's detail page, where trading is offered or refused.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { MarketStatus } from '@/components/market-status';
import { detailPath } from '@/lib/market/instrument';
import { directionOf, formatPct, formatPrice, formatSigned } from '@/lib/market/quote-format';

import { INDEX_PAGE_POLL_MS, useIndexList } from '../api/lists-api';
import { ListEmpty, ListError, ListSkeleton } from '../components/list-states';
import styles from '../components/lists.module.css';

export default function IndexlistPage() {
  const { t } = useTranslation('marketLists');
  const query = useIndexList(INDEX_PAGE_POLL_MS);
  const rows = query.data ?? [];

  return (
    <div className={styles.page} data-testid="index-list">
      <MarketStatus
        updatedAt={query.dataUpdatedAt}
        isError={query.isError}
        intervalMs={INDEX_PAGE_POLL_MS}
      />
      <div className={`${styles.tableHead} ${styles.quoteCols}`} role="presentation">
        <span>{t('indexList.name')}</span>
        <span className={styles.right}>{t('indexList.point')}</span>
        <span className={styles.right}>{t('indexList.pct')}</span>
        <span className={styles.right}>{t('indexList.change')}</span>
      </div>
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError && rows.length === 0 ? (
        <ListError
          title={t('list.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : rows.length === 0 ? (
        <ListEmpty title={t('list.empty')} />
      ) : (
        <ul className={styles.plainList}>
          {rows.map((r) => {
            const direction = directionOf(r.floatRate);
            const tradable = r.transState === 1;
            return (
              <li key={r.indexGid}>
                <Link
                  to={detailPath({ code: r.indexGid, name: r.indexName, kind: 'index' })}
                  className={`${styles.tableRow} ${styles.quoteCols}`}
                  data-testid="index-row"
                  data-code={r.indexCode}
                  data-tradable={tradable}
                >
                  <span className={styles.indexName}>
                    <i
                      className={styles.tradeDot}
                      data-tradable={tradable}
                      role="img"
                      aria-label={tradable ? t('indexList.tradable') : t('indexList.notTradable')}
                    />
                    <span>
                      <strong>{r.indexName}</strong>
                      <small>{r.indexCode}</small>
                    </span>
                  </span>
                  <span className={`${styles.right} ${styles.num} ${direction}`}>
                    {formatPrice(r.currentPoint)}
                  </span>
                  <span className={`${styles.right} ${styles.num}`}>
                    <span className={styles.pill} data-direction={direction}>
                      {formatPct(r.floatRate)}
                    </span>
                  </span>
                  <span className={`${styles.right} ${styles.num} ${direction}`}>
                    {formatSigned(r.floatPoint)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.legend} data-testid="index-legend">
        {t('indexList.legend')}
        <span>
          <i className={styles.tradeDot} data-tradable="true" aria-hidden="true" />
          {t('indexList.tradable')}
        </span>
        <span>
          <i className={styles.tradeDot} data-tradable="false" aria-hidden="true" />
          {t('indexList.notTradable')}
        </span>
      </div>
    </div>
  );
}
