// My pending orders with cancel (a confirmation first). The reference's delete quirk (success with
// status 1) is decided in the api file; here a cancel either worked or shows the server's reason.
import { Dialog } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useErrorMessage } from '@/components/list-states';
import { showToast } from '@/lib/load-overlays';
import { usePendingOrders } from '@/lib/queries/pending-orders';

import { cancelPendingOrder } from '../api/del-order-api';
import { pendingOrderView, type PendingOrderView } from '../model/pending-orders';

import { PagedCards } from './paged-cards';
import { ORDER_CARD_HEIGHT, PendingOrderCard } from './pending-order-card';

export function PendingOrdersList() {
  const { t } = useTranslation('positions');
  const errorMessage = useErrorMessage();
  const query = usePendingOrders();
  const views = query.rows.map(pendingOrderView);
  const [asking, setAsking] = useState<PendingOrderView | null>(null);
  const [isBusy, setBusy] = useState(false);
  const renderCard = useCallback(
    (o: PendingOrderView) => <PendingOrderCard order={o} onCancel={setAsking} />,
    [],
  );

  const cancel = async (order: PendingOrderView) => {
    if (isBusy) return;
    setBusy(true);
    try {
      await cancelPendingOrder(order.id);
      showToast({ content: t('orders.cancelled'), icon: 'success' });
      setAsking(null);
    } catch (e) {
      showToast({ content: errorMessage(e) ?? t('orders.cancelFailed'), icon: 'fail' });
      setAsking(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PagedCards
      query={query}
      items={views}
      keyOf={(o) => String(o.id)}
      cardHeight={ORDER_CARD_HEIGHT}
      renderCard={renderCard}
      emptyTitle={t('empty.orders')}
      testId="pending-orders"
    >
      <Dialog
        visible={asking !== null}
        title={t('orders.cancelTitle')}
        content={asking ? t('orders.cancelConfirm', { name: asking.name }) : ''}
        closeOnMaskClick={!isBusy}
        onClose={() => setAsking(null)}
        actions={[
          [
            {
              key: 'keep',
              text: t('orders.keep'),
              disabled: isBusy,
              onClick: () => setAsking(null),
            },
            {
              key: 'cancel',
              text: t('orders.confirmCancel'),
              bold: true,
              danger: true,
              disabled: isBusy,
              onClick: () => {
                if (asking) void cancel(asking);
              },
            },
          ],
        ]}
      />
    </PagedCards>
  );
}
