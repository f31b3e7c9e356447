// /fundslist 分仓配资 (screens §8): my allocations / allocation positions / closed allocation
// positions, `?index=0|1|2` picks the tab; each list refreshes every 5 s while shown; closing a
// position asks first, sends once, and then shows the closed tab.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import box from '@/components/page-box.module.css';
import { Segmented } from '@/components/segmented';
import { TestStationNotice } from '@/components/test-station-notice';

import { AllocationsList } from '../components/allocations-list';
import { PositionsList } from '../components/positions-list';
import stack from '../components/stack.module.css';
import { useClosePosition } from '../components/use-close-position';
import { FUNDS_TABS, tabOfIndex, type FundsTab } from '../model/tabs';

export default function FundsListPage() {
  const { t } = useTranslation('funds');
  const [params, setParams] = useSearchParams();
  // The address is the tab's one source: a link or a reload to ?index= shows that tab.
  const tab = tabOfIndex(params.get('index'));
  const choose = (next: FundsTab) =>
    setParams({ index: String(FUNDS_TABS.indexOf(next)) }, { replace: true });
  const close = useClosePosition(() => choose('closed'));
  return (
    <div className={box.page} data-testid="funds-list-page">
      <TestStationNotice />
      <Segmented
        items={[
          { key: 'mine', label: t('list.tabs.mine') },
          { key: 'open', label: t('list.tabs.open') },
          { key: 'closed', label: t('list.tabs.closed') },
        ]}
        value={tab}
        onChange={choose}
        label={t('list.tabs.mine')}
        layout="fill"
        testIdPrefix="funds-tab"
      />
      <div className={box.body}>
        {close.notice && (
          <p
            className={stack.notice}
            role={close.notice.tone === 'error' ? 'alert' : 'status'}
            data-tone={close.notice.tone}
            data-testid="close-notice"
          >
            {close.notice.text}
          </p>
        )}
        {tab === 'mine' && <AllocationsList emptyText={t('list.empty')} />}
        {tab === 'open' && <PositionsList state={0} close={close} />}
        {tab === 'closed' && <PositionsList state={1} />}
      </div>
    </div>
  );
}
