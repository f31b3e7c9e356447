// /stopRecovery 每日停复牌 (screens §4.3): today's suspensions with start and end dates. The search
// box opens the stock search. The reference's "resumed" tab had no data source and only emptied
// the list; here it says so plainly instead of pretending there were no resumptions.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { Segmented } from '@/components/segmented';

import { useSuspensions } from '../api/data-screens-api';
import { ListEmpty } from '../components/list-states';
import styles from '../components/lists.module.css';
import { SecurityTable } from '../components/screen-parts';
import { SearchIcon } from '../components/search-icon';
import { suspensionItem } from '../model/screens';

type Tab = 'suspended' | 'resumed';

export default function StopRecoveryPage() {
  const { t } = useTranslation('marketLists');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'resumed' ? 'resumed' : 'suspended';
  const query = useSuspensions();
  const items = (query.data ?? []).map(suspensionItem);

  return (
    <div className={styles.page} data-testid="stop-recovery">
      <Link to="/searchlist" className={styles.fakeSearch} data-testid="to-search">
        <SearchIcon />
        <span>{t('screens.stopRecovery.search')}</span>
      </Link>
      <Segmented
        items={(['suspended', 'resumed'] as const).map((key) => ({
          key,
          label: t(`screens.stopRecovery.${key}`),
        }))}
        value={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        label={t('screens.stopRecovery.tabs')}
        testIdPrefix="stop-tab"
      />
      {tab === 'resumed' ? (
        <ListEmpty
          title={t('screens.stopRecovery.resumedTitle')}
          description={t('screens.stopRecovery.resumedExplain')}
        />
      ) : (
        <SecurityTable
          query={query}
          items={items}
          heads={[
            t('screens.stopRecovery.stock'),
            t('screens.stopRecovery.start'),
            t('screens.stopRecovery.end'),
          ]}
          testId="stop-list"
          rowTestId="stop-row"
          cells={(item) => (
            <>
              <span className={`${styles.center} ${styles.num}`}>{item.start ?? '--'}</span>
              <span className={`${styles.right} ${styles.num}`}>{item.end ?? '--'}</span>
            </>
          )}
        />
      )}
    </div>
  );
}
