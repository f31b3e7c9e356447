// My pending orders with cancel (a confirmation first). The reference's delete quirk (success with
// status 1) is decided in the api file; here a cancel either worked or shows the server's reason.
import { Dialog, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { VirtualRows } from '@/components/virtual-rows';
import { isApiError } from '@/lib/api/api-error';

import { cancelPendingOrder } from '../api/del-order-api';
import { usePendingOrders } from '../api/order-list-api';
import { pendingOrderView, type PendingOrderView } from '../model/pending-orders';

import { ListStates, NextPageFooter, VisitorPrompt } from './list-states';
import { ORDER_CARD_HEIGHT, PendingOrderCard } from './pending-order-card';
import styles from './positions.module.css';
import { Refreshable } from './refreshable';

export function PendingOrdersList() {
  const { t } = useTranslation(['positions', 'common']);
  const query = usePendingOrders();
  const views = query.rows.map(pendingOrderView);
  const [asking, setAsking] = useState<PendingOrderView | null>(null);
  const [isBusy, setBusy] = useState(false);
  const render = useCallback(
    (o: PendingOrderView) => (
      <div className={styles.slot}>
        <PendingOrderCard order={o} onCancel={setAsking} />
      </div>
    ),
    [],
  );

  const cancel = async (order: PendingOrderView) => {
    if (isBusy) return;
    setBusy(true);
    try {
      await cancelPendingOrder(order.id);
      Toast.show({ content: t('orders.cancelled'), icon: 'success' });
      setAsking(null);
    } catch (e) {
      const text =
        isApiError(e) && e.kind === 'business' && e.serverMessage
          ? e.serverMessage
          : isApiError(e) && e.messageKey
            ? t(`common:${e.messageKey}`)
            : t('orders.cancelFailed');
      Toast.show({ content: text, icon: 'fail' });
      setAsking(null);
    } finally {
      setBusy(false);
    }
  };

  if (query.isVisitor) return <VisitorPrompt />;
  return (
    <Refreshable onRefresh={query.refetch}>
      <ListStates
        query={query}
        count={views.length}
        emptyTitle={t('empty.orders')}
        cardHeight={ORDER_CARD_HEIGHT}
      >
        <VirtualRows
          items={views}
          rowHeight={ORDER_CARD_HEIGHT}
          keyOf={(o) => String(o.id)}
          render={render}
          testId="pending-orders"
        />
        <NextPageFooter query={query} loaded={views.length} />
      </ListStates>
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
    </Refreshable>
  );
}
