// My pending orders with cancel (a confirmation first). The reference's delete quirk (success with
// status 1) is decided in the api file; here a cancel either worked or shows the server's reason.
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useErrorMessage } from '@/components/list-states';
import { lazyOnFirstUse, useWarmWhenIdle } from '@/lib/lazy-on-first-use';
import { showToast } from '@/lib/load-overlays';
import { usePendingOrders } from '@/lib/queries/pending-orders';

import { cancelPendingOrder } from '../api/del-order-api';
import { pendingOrderView, type PendingOrderView } from '../model/pending-orders';

import type { CancelOrderDialogProps } from './cancel-order-dialog';

import { PagedCards } from './paged-cards';
import { ORDER_CARD_HEIGHT, PendingOrderCard } from './pending-order-card';

/** Fetched once the list shows orders, or on the first "cancel". */
const cancelDialog = lazyOnFirstUse<CancelOrderDialogProps>(() =>
  import('./cancel-order-dialog').then((m) => m.default),
);

export function PendingOrdersList() {
  const { t } = useTranslation('positions');
  const errorMessage = useErrorMessage();
  const query = usePendingOrders();
  const views = query.rows.map(pendingOrderView);
  const [asking, setAsking] = useState<PendingOrderView | null>(null);
  const [isBusy, setBusy] = useState(false);
  // Once asked, the dialog stays mounted (its closing animation).
  const [wasAsked, setWasAsked] = useState(false);
  const ask = useCallback((order: PendingOrderView) => {
    setWasAsked(true);
    setAsking(order);
  }, []);
  const renderCard = useCallback(
    (o: PendingOrderView) => <PendingOrderCard order={o} onCancel={ask} />,
    [ask],
  );
  useWarmWhenIdle(cancelDialog.warm, views.length > 0);

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
      {wasAsked && (
        <Suspense fallback={null}>
          <cancelDialog.Component
            asking={asking}
            isBusy={isBusy}
            onKeep={() => setAsking(null)}
            onCancel={(order) => void cancel(order)}
          />
        </Suspense>
      )}
    </PagedCards>
  );
}
