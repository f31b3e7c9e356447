// /indexlist (screens §4.2): every listed index with point, change and change %, refreshed every
// 5 s. A dot tells whether the index can be traded (`transState` 1); the legend explains it. Rows
// open the index's detail page, where trading is offered or refused.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { PolledList } from '@/components/polled-list';
import quoteListStyles from '@/components/quote-list.module.css';
import { detailPath } from '@/lib/market/instrument';
import { useIndexList } from '@/lib/queries/index-list';
import { directionOf, formatPct, formatPrice, formatSigned } from '@/lib/market/quote-format';

import { INDEX_PAGE_POLL_MS } from '../api/lists-api';
import numberStyles from '../components/number.module.css';
import pageStyles from '../components/page.module.css';
import tableStyles from '../components/table.module.css';

import styles from './index-list-page.module.css';

export default function IndexListPage() {
  const { t } = useTranslation('marketLists');
  const query = useIndexList({ pollMs: INDEX_PAGE_POLL_MS });
  const rows = query.data ?? [];

  return (
    <div className={pageStyles.page} data-testid="index-list">
      <PolledList
        query={query}
        intervalMs={INDEX_PAGE_POLL_MS}
        header={
          <div className={`${tableStyles.tableHead} ${styles.quoteCols}`} role="presentation">
            <span>{t('indexList.name')}</span>
            <span className={tableStyles.right}>{t('indexList.point')}</span>
            <span className={tableStyles.right}>{t('indexList.pct')}</span>
            <span className={tableStyles.right}>{t('indexList.change')}</span>
          </div>
        }
        count={rows.length}
        errorTitle={t('list.loadFailed')}
        emptyTitle={t('list.empty')}
      >
        <ul className={tableStyles.plainList}>
          {rows.map((r) => {
            const direction = directionOf(r.floatRate);
            const tradable = r.transState === 1;
            return (
              <li key={r.indexGid}>
                <Link
                  to={detailPath({ code: r.indexGid, name: r.indexName, kind: 'index' })}
                  className={`${tableStyles.tableRow} ${styles.quoteCols}`}
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
                    <span className={tableStyles.security}>
                      <strong>{r.indexName}</strong>
                      <small>{r.indexCode}</small>
                    </span>
                  </span>
                  <span className={`${tableStyles.right} ${numberStyles.num} ${direction}`}>
                    {formatPrice(r.currentPoint)}
                  </span>
                  <span className={`${tableStyles.right} ${numberStyles.num}`}>
                    <span className={quoteListStyles.pill} data-direction={direction}>
                      {formatPct(r.floatRate)}
                    </span>
                  </span>
                  <span className={`${tableStyles.right} ${numberStyles.num} ${direction}`}>
                    {formatSigned(r.floatPoint)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </PolledList>
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
