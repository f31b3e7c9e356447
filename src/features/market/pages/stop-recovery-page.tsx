// /stopRecovery 每日停复牌 (screens §4.3): today's suspensions with start and end dates. The search
// box opens the stock search. The reference's "resumed" tab had no data source and only emptied
// the list; here it says so plainly instead of pretending there were no resumptions.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { StateBlock } from '@/components/list-states';
import { Segmented } from '@/components/segmented';
import { routes } from '@/config/routes';

import { useSuspensions } from '../api/data-screens-api';
import numberStyles from '../components/number.module.css';
import pageStyles from '../components/page.module.css';
import { SecurityTable } from '../components/screen-parts';
import searchEntryStyles from '../components/search-entry.module.css';
import { SearchIcon } from '../components/search-icon';
import tableStyles from '../components/table.module.css';
import { suspensionItem } from '../model/screens';

type Tab = 'suspended' | 'resumed';

export default function StopRecoveryPage() {
  const { t } = useTranslation('marketLists');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'resumed' ? 'resumed' : 'suspended';
  const query = useSuspensions();
  const items = (query.data ?? []).map(suspensionItem);

  return (
    <div className={pageStyles.page} data-testid="stop-recovery">
      <Link
        to={routes.searchlist.href()}
        className={searchEntryStyles.fakeSearch}
        data-testid="to-search"
      >
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
        <StateBlock
          status="empty"
          title={t('screens.stopRecovery.resumedTitle')}
          description={t('screens.stopRecovery.resumedExplain')}
          testId="list-empty"
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
              <span className={`${tableStyles.center} ${numberStyles.num}`}>
                {item.start ?? '--'}
              </span>
              <span className={`${tableStyles.right} ${numberStyles.num}`}>{item.end ?? '--'}</span>
            </>
          )}
        />
      )}
    </div>
  );
}
