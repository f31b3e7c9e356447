// The subscription hub's VIP抢筹 tab (screens §7.1 tab 5): the limit-up pool with price and change
// %, each row opening /vipdetail.
import { useTranslation } from 'react-i18next';

import { PolledList } from '@/components/polled-list';
import { useVipList, VIP_POLL_MS } from '@/lib/queries/vip-grabs';

import { VipRows } from './vip-rows';

export function VipGrabTab() {
  const { t } = useTranslation('blockVip');
  const list = useVipList();
  const items = list.data ?? [];
  return (
    <div data-testid="vip-grab-tab">
      <PolledList
        query={list}
        intervalMs={VIP_POLL_MS}
        header={null}
        count={items.length}
        failed={list.isError && !list.data}
        skeletonRows={6}
        errorTitle={t('vip.loadFailed')}
        emptyTitle={t('vip.empty')}
        testIdPrefix="vip"
      >
        <VipRows items={items} testId="vip-list" />
      </PolledList>
    </div>
  );
}
