// A new share on the hub's calendar (screens §7.1 tab 1): name, market, code, subscription day,
// issue price per share, P/E and issue size in 万 shares; on the open-today list the two ways to
// apply.
//
// Both buttons on every open card: an A-share IPO has an online tranche (type 1: apply now, pay
// only if allotted) and an offline placement tranche (type 2: the amount is frozen at once), the
// reference shows both on every card, and add.do takes the type from the client, not from the
// calendar row. The row's own `type` (2 = the operator lists it as a placement) only decides
// which button leads, so what the operator meant stays the first choice.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import type { StockSubscribe } from '@/api/contracts/models/ipo';
import { formatDate } from '@/lib/format/date';

import styles from './new-share-card.module.css';
import card from './share-card.module.css';
import { MarketBadge } from './new-share-badge';
import { useFormat } from './use-format';

export type ApplyType = 1 | 2;

export interface NewShareCardProps {
  share: StockSubscribe;
  /** Shown on the open-today list only. */
  onApply?: (type: ApplyType) => void;
}

function ApplyButton({
  type,
  lead,
  onApply,
}: {
  type: ApplyType;
  lead: boolean;
  onApply: (type: ApplyType) => void;
}) {
  const { t } = useTranslation('subscription');
  return (
    <Button
      className={styles.apply}
      color="primary"
      fill={lead ? 'solid' : 'outline'}
      size="small"
      onClick={() => onApply(type)}
      data-testid={`apply-${type}`}
    >
      <span className={styles.applyLabel}>
        {type === 1 ? t('calendar.apply') : t('calendar.place')}
      </span>
      <span className={styles.applyHint}>
        {type === 1 ? t('calendar.applyHint') : t('calendar.placeHint')}
      </span>
    </Button>
  );
}

export function NewShareCard({ share, onApply }: NewShareCardProps) {
  const { t } = useTranslation('subscription');
  const f = useFormat();
  const placementFirst = share.type === 2;
  return (
    <li className={card.card} data-testid="new-share-card" data-code={share.code}>
      <div className={card.head}>
        <span className={card.name}>{share.name}</span>
        <MarketBadge stockType={share.stockType} />
        <span className={card.code}>{share.code}</span>
        <span className={styles.date}>
          {t('calendar.subscribeDate')} {formatDate(share.subscribeTime)}
        </span>
      </div>
      <dl className={`${card.facts} ${styles.facts}`}>
        <div>
          <dt>{t('calendar.issuePrice')}</dt>
          <dd data-testid="issue-price">
            {t('calendar.perShare', { price: f.money(share.price) })}
          </dd>
        </div>
        <div>
          <dt>{t('calendar.pe')}</dt>
          <dd>{share.pe?.trim() || '--'}</dd>
        </div>
        <div>
          <dt>{t('calendar.issueSize')}</dt>
          <dd>
            {share.orderNumber == null ? '--' : t('calendar.sizeUnit', { n: share.orderNumber })}
          </dd>
        </div>
      </dl>
      {onApply && (
        <div className={styles.actions} data-lead={placementFirst ? 2 : 1}>
          <ApplyButton type={placementFirst ? 2 : 1} lead onApply={onApply} />
          <ApplyButton type={placementFirst ? 1 : 2} lead={false} onApply={onApply} />
        </div>
      )}
    </li>
  );
}
