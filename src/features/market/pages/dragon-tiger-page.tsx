// /DragonTiger 龙虎榜 (screens §4.3): the latest trading day's billboard — name and code, listing
// date, and a detail popup with the listing's amounts and rates.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDragonTiger } from '../api/data-screens-api';
import { DragonTigerDetail } from '../components/dragon-tiger-detail';
import styles from '../components/lists.module.css';
import { ScreenStates, SecurityCell } from '../components/screen-parts';
import { ScreenToolbar } from '../components/screen-toolbar';
import { VirtualRows } from '@/components/virtual-rows';
import { dragonTigerItem, type DragonTigerItem } from '../model/screens';

export default function DragonTigerPage() {
  const { t } = useTranslation('marketLists');
  const query = useDragonTiger();
  const items = (query.data ?? []).map(dragonTigerItem);
  const [open, setOpen] = useState<DragonTigerItem | null>(null);

  return (
    <div className={styles.page} data-testid="dragon-tiger">
      <ScreenToolbar
        updatedAt={query.dataUpdatedAt}
        isFetching={query.isFetching}
        onRefresh={() => void query.refetch()}
        extra={query.data ? t('screens.count', { count: items.length }) : undefined}
      />
      <div className={`${styles.tableHead} ${styles.cols3}`} role="presentation">
        <span>{t('screens.dragonTiger.name')}</span>
        <span className={styles.center}>{t('screens.dragonTiger.date')}</span>
        <span className={styles.right}>{t('screens.dragonTiger.explain')}</span>
      </div>
      <ScreenStates query={query}>
        <VirtualRows
          items={items}
          rowHeight={56}
          keyOf={(i) => i.key}
          testId="lhb-list"
          render={(item) => (
            <div className={`${styles.tableRow} ${styles.cols3}`} data-testid="lhb-row">
              <SecurityCell item={item} />
              <span className={`${styles.center} ${styles.num}`}>{item.date ?? '--'}</span>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => setOpen(item)}
                data-testid="lhb-detail-open"
              >
                {t('screens.dragonTiger.detail')}
              </button>
            </div>
          )}
        />
      </ScreenStates>
      <DragonTigerDetail item={open} onClose={() => setOpen(null)} />
    </div>
  );
}
