// A pending (conditional) order (api-contract §11.7): trigger price, direction, size, lever, TP/SL
// and where it stands; a waiting one can be cancelled.
import { useTranslation } from 'react-i18next';

import { lotsOf } from '../model/stock-position';
import type { PendingOrderView } from '../model/pending-orders';

import { DirectionTag } from './badges';
import { Figure } from './figure';
import styles from './positions.module.css';
import { useFormat } from './use-format';

export const ORDER_CARD_HEIGHT = 176;

export function PendingOrderCard({
  order,
  onCancel,
}: {
  order: PendingOrderView;
  onCancel: (order: PendingOrderView) => void;
}) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  const money = (v: number | null) => (v === null ? t('orders.none') : f.money(v));
  return (
    <article
      className={styles.card}
      data-testid="pending-order"
      data-order-id={order.id}
      aria-label={order.name}
    >
      <header className={styles.cardHead}>
        <strong className={styles.name}>{order.name}</strong>
        <DirectionTag direction={order.direction} />
        <span className={styles.status} data-status={order.status} data-testid="order-status">
          {t(`orders.status.${order.status}`)}
        </span>
        {order.canCancel && (
          <button
            type="button"
            className={styles.cardAction}
            onClick={() => onCancel(order)}
            data-testid="cancel-order"
          >
            {t('action.cancelOrder')}
          </button>
        )}
      </header>
      <dl className={styles.grid}>
        <Figure
          label={t('orders.targetPrice')}
          value={money(order.targetPrice)}
          testId="target-price"
        />
        <Figure label={t('orders.placedPrice')} value={money(order.nowPrice)} />
        <Figure
          label={t('field.quantity')}
          value={t('unit.sharesLots', { shares: f.int(order.shares), lots: lotsOf(order.shares) })}
        />
        <Figure
          label={t('field.lever')}
          value={order.lever ? t('unit.lever', { lever: order.lever }) : '--'}
        />
        <Figure label={t('field.profitTarget')} value={money(order.profitTarget)} />
        <Figure label={t('field.stopTarget')} value={money(order.stopTarget)} />
      </dl>
      <p className={styles.times}>
        <span>
          {t('orders.addTime')} {f.shortTime(order.addTime)}
        </span>
      </p>
    </article>
  );
}
