// A pending (conditional) order (api-contract §11.7): trigger price, direction, size, lever, TP/SL
// and where it stands; a waiting one can be cancelled.
import { useTranslation } from 'react-i18next';

import type { PendingOrderView } from '../model/pending-orders';

import { DirectionTag } from './badges';
import { CardFrame } from './card-frame';
import { FigureList } from './figure';
import badgesStyles from './badges.module.css';
import cardFrameStyles from './card-frame.module.css';
import { useFormat } from './use-format';
import { useSharesText } from './use-figures';

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
  const sharesText = useSharesText();
  const money = (v: number | null) => (v === null ? t('orders.none') : f.money(v));
  return (
    <CardFrame
      name={order.name}
      labels={
        <>
          <DirectionTag direction={order.direction} />
          <span
            className={badgesStyles.status}
            data-status={order.status}
            data-testid="order-status"
          >
            {t(`orders.status.${order.status}`)}
          </span>
        </>
      }
      action={
        order.canCancel && {
          label: t('action.cancelOrder'),
          onClick: () => onCancel(order),
          testId: 'cancel-order',
        }
      }
      testId="pending-order"
      orderId={order.id}
    >
      <FigureList
        layout="grid"
        // Quantity first, in the grid's widest column, as on the open cards.
        items={[
          { key: 'quantity', label: t('field.quantity'), value: sharesText(order.shares) },
          {
            key: 'lever',
            label: t('field.lever'),
            value: order.lever ? t('unit.lever', { lever: order.lever }) : '--',
          },
          {
            key: 'target',
            label: t('orders.targetPrice'),
            value: money(order.targetPrice),
            testId: 'target-price',
          },
          { key: 'placed', label: t('orders.placedPrice'), value: money(order.nowPrice) },
          { key: 'profit', label: t('field.profitTarget'), value: money(order.profitTarget) },
          { key: 'stop', label: t('field.stopTarget'), value: money(order.stopTarget) },
        ]}
      />
      <p className={cardFrameStyles.times}>
        <span>
          {t('orders.addTime')} {f.shortTime(order.addTime)}
        </span>
      </p>
    </CardFrame>
  );
}
