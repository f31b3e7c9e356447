// /DragonTiger 龙虎榜 (screens §4.3): the latest trading day's billboard — name and code, listing
// date, and a detail popup with the listing's amounts and rates.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDragonTiger } from '../api/data-screens-api';
import { DragonTigerDetail } from '../components/dragon-tiger-detail';
import styles from '../components/lists.module.css';
import { SecurityTable } from '../components/screen-parts';
import { dragonTigerItem, type DragonTigerItem } from '../model/screens';

export default function DragonTigerPage() {
  const { t } = useTranslation('marketLists');
  const query = useDragonTiger();
  const items = (query.data ?? []).map(dragonTigerItem);
  const [open, setOpen] = useState<DragonTigerItem | null>(null);

  return (
    <div className={styles.page} data-testid="dragon-tiger">
      <SecurityTable
        query={query}
        items={items}
        heads={[
          t('screens.dragonTiger.name'),
          t('screens.dragonTiger.date'),
          t('screens.dragonTiger.explain'),
        ]}
        testId="lhb-list"
        rowTestId="lhb-row"
        cells={(item) => (
          <>
            <span className={`${styles.center} ${styles.num}`}>{item.date ?? '--'}</span>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => setOpen(item)}
              data-testid="lhb-detail-open"
            >
              {t('screens.dragonTiger.detail')}
            </button>
          </>
        )}
      />
      <DragonTigerDetail item={open} onClose={() => setOpen(null)} />
    </div>
  );
}
