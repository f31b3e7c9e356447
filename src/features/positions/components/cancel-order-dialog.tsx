// The "cancel this pending order?" question. Its own chunk: antd-mobile's Dialog brings the
// animation library along, which the pending-orders list loads only once a cancel is asked for
// (or the list has settled).
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import type { PendingOrderView } from '../model/pending-orders';

export interface CancelOrderDialogProps {
  /** The order asked about; null: closed. */
  asking: PendingOrderView | null;
  isBusy: boolean;
  onKeep: () => void;
  onCancel: (order: PendingOrderView) => void;
}

export default function CancelOrderDialog({
  asking,
  isBusy,
  onKeep,
  onCancel,
}: CancelOrderDialogProps) {
  const { t } = useTranslation('positions');
  return (
    <Dialog
      visible={asking !== null}
      title={t('orders.cancelTitle')}
      // antd's Dialog names its role="dialog" box only through this (its title is not linked).
      aria-label={t('orders.cancelTitle')}
      content={asking ? t('orders.cancelConfirm', { name: asking.name }) : ''}
      closeOnMaskClick={!isBusy}
      onClose={onKeep}
      actions={[
        [
          { key: 'keep', text: t('orders.keep'), disabled: isBusy, onClick: onKeep },
          {
            key: 'cancel',
            text: t('orders.confirmCancel'),
            bold: true,
            danger: true,
            disabled: isBusy,
            onClick: () => {
              if (asking) onCancel(asking);
            },
          },
        ],
      ]}
    />
  );
}
