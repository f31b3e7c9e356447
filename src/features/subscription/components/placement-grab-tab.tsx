// The hub's 新股抢筹 tab (screens §7.1 tab 2): the record tiles, then today's grab list — the new
// shares listing today (newStockQc.do, login needed) — each with its issue price and placement
// price (the same figure, as the backend has no other) and 申购, which opens /qingchouDetail.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import type { StockSubscribe } from '@/api/contracts/models/ipo';
import { CardsSkeleton, ListStates } from '@/components/list-states';
import { VisitorPrompt } from '@/components/visitor-prompt';
import { routes } from '@/config/routes';
import { useGrabList } from '@/lib/queries/new-shares';
import { useAppStore } from '@/stores/app-store';

import { MarketBadge } from './new-share-badge';
import styles from './placement-grab-tab.module.css';
import card from './share-card.module.css';
import { RecordTiles } from './record-tiles';
import { useFormat } from './use-format';

function GrabCard({ share }: { share: StockSubscribe }) {
  const { t } = useTranslation('subscription');
  const navigate = useNavigate();
  const f = useFormat();
  const price = t('calendar.perShare', { price: f.money(share.price) });
  return (
    <li className={card.card} data-testid="grab-card" data-code={share.code}>
      <div className={card.head}>
        <span className={card.name}>{share.name}</span>
        <MarketBadge stockType={share.stockType} />
        <span className={card.code}>{share.code}</span>
        <Button
          className={styles.apply}
          color="primary"
          size="small"
          shape="rounded"
          onClick={() => void navigate(routes.qingchouDetail.href({ code: share.code }))}
          data-testid="grab-apply"
        >
          {t('grab.apply')}
        </Button>
      </div>
      <dl className={`${card.facts} ${styles.facts}`}>
        <div>
          <dt>{t('grab.issuePrice')}</dt>
          <dd data-testid="grab-issue-price">{price}</dd>
        </div>
        <div>
          <dt>{t('grab.placementPrice')}</dt>
          <dd data-testid="grab-placement-price">{price}</dd>
        </div>
      </dl>
    </li>
  );
}

function GrabList() {
  const { t } = useTranslation('subscription');
  const grab = useGrabList();
  const rows = grab.data ?? [];
  return (
    <ListStates
      query={grab}
      count={rows.length}
      skeleton={<CardsSkeleton count={2} height={110} testId="grab-skeleton" />}
      errorTitle={t('grab.loadFailed')}
      emptyTitle={t('grab.emptyTitle')}
      emptyDescription={t('grab.emptyText')}
      testIdPrefix="grab"
    >
      <ul className={styles.list} data-testid="grab-list">
        {rows.map((share) => (
          <GrabCard key={share.newlistId} share={share} />
        ))}
      </ul>
    </ListStates>
  );
}

export function PlacementGrabTab() {
  const { t } = useTranslation('subscription');
  const token = useAppStore((s) => s.token);
  return (
    <div data-testid="placement-grab-tab">
      <RecordTiles />
      {token === '' ? (
        <VisitorPrompt
          title={t('grab.visitorTitle')}
          text={t('grab.visitorText')}
          login={t('grab.login')}
          testId="grab-visitor"
        />
      ) : (
        <GrabList />
      )}
    </div>
  );
}
