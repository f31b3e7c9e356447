// /DragonTiger 龙虎榜 (screens §4.3): the latest trading day's billboard — name and code, listing
// date, and a detail popup with the listing's amounts and rates.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDragonTiger } from '../api/data-screens-api';
import numberStyles from '../components/number.module.css';
import pageStyles from '../components/page.module.css';
import { SecurityTable } from '../components/screen-parts';
import tableStyles from '../components/table.module.css';
import { dragonTigerItem, type DragonTigerItem } from '../model/screens';

import styles from './dragon-tiger-page.module.css';

// The detail popup (and antd-mobile's animation library under it) loads on the first tap.
const DragonTigerDetail = lazy(() =>
  import('../components/dragon-tiger-detail').then((m) => ({ default: m.DragonTigerDetail })),
);

export default function DragonTigerPage() {
  const { t } = useTranslation('marketLists');
  const query = useDragonTiger();
  const items = (query.data ?? []).map(dragonTigerItem);
  const [open, setOpen] = useState<DragonTigerItem | null>(null);
  // Kept mounted once opened, so closing still animates.
  const [hasOpened, setHasOpened] = useState(false);

  return (
    <div className={pageStyles.page} data-testid="dragon-tiger">
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
            <span className={`${tableStyles.center} ${numberStyles.num}`}>{item.date ?? '--'}</span>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setOpen(item);
                setHasOpened(true);
              }}
              data-testid="lhb-detail-open"
            >
              {t('screens.dragonTiger.detail')}
            </button>
          </>
        )}
      />
      {hasOpened && (
        <Suspense fallback={null}>
          <DragonTigerDetail item={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
