// /Subscription (screens §7.1): five tabs — new shares, placement grab, new bonds, block trade, VIP
// grab — picked by `idx` (1–5, the first when absent or invalid). The tab lives in the URL, so
// coming back from a detail page, back/forward and a reload land on the same tab. Each tab's body
// is its own chunk, loaded when the tab is first shown (the first load stays small).
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { SearchIcon } from '@/components/icons/icons';
import { CardsSkeleton } from '@/components/list-states';
import { Segmented } from '@/components/segmented';
import { routes } from '@/config/routes';

import { HUB_TABS, hubTabOf, searchTargetOf, type HubTab } from '../model/hub-tab';

import styles from './subscription-hub-page.module.css';

const NewSharesTab = lazy(() =>
  import('../components/new-shares-tab').then((m) => ({ default: m.NewSharesTab })),
);
const PlacementGrabTab = lazy(() =>
  import('../components/placement-grab-tab').then((m) => ({ default: m.PlacementGrabTab })),
);
const NewBondsTab = lazy(() =>
  import('../components/new-bonds-tab').then((m) => ({ default: m.NewBondsTab })),
);
const BlockTradeTab = lazy(() =>
  import('../components/block-trade-tab').then((m) => ({ default: m.BlockTradeTab })),
);
const VipGrabTab = lazy(() =>
  import('../components/vip-grab-tab').then((m) => ({ default: m.VipGrabTab })),
);

function TabBody({ tab }: { tab: HubTab }) {
  switch (tab) {
    case 1:
      return <NewSharesTab />;
    case 2:
      return <PlacementGrabTab />;
    case 3:
      return <NewBondsTab />;
    case 4:
      return <BlockTradeTab />;
    case 5:
      return <VipGrabTab />;
  }
}

export default function SubscriptionHubPage() {
  const { t } = useTranslation('subscription');
  const [params, setParams] = useSearchParams();
  const tab = hubTabOf(params.get('idx'));
  const search = searchTargetOf(tab);
  const strip = useRef<HTMLDivElement>(null);

  // The row scrolls sideways on a narrow phone: bring the open tab into view (idx=5 from a link).
  useEffect(() => {
    const row = strip.current?.querySelector<HTMLElement>('[role="tablist"]');
    const chosen = row?.querySelector<HTMLElement>(`[data-key="${tab}"]`);
    if (!row || !chosen) return;
    const left = chosen.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + chosen.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = left - (row.clientWidth - chosen.offsetWidth) / 2;
    }
  }, [tab]);

  return (
    <div className={styles.page} data-testid="subscription-hub" data-tab={tab}>
      <div className={styles.strip} ref={strip}>
        <Segmented
          items={HUB_TABS.map((key) => ({ key: String(key), label: t(`hub.tabs.${key}`) }))}
          value={String(tab)}
          // Replace: switching tabs is not a step back should undo; the URL still keeps the tab.
          onChange={(key) => setParams({ idx: key }, { replace: true })}
          label={t('hub.tabsLabel')}
          className={styles.tabs}
          testIdPrefix="hub-tab"
        />
        <Link
          to={routes[search].href()}
          className={styles.search}
          aria-label={tab === 5 ? t('hub.searchVip') : t('hub.search')}
          data-testid="hub-search"
          data-target={search}
        >
          <SearchIcon />
        </Link>
      </div>
      <div role="tabpanel" aria-label={t(`hub.tabs.${tab}`)} className={styles.panel}>
        <Suspense fallback={<CardsSkeleton height={150} testId="hub-tab-loading" />}>
          <TabBody tab={tab} />
        </Suspense>
      </div>
    </div>
  );
}
