// "Cancel this withdrawal?": the amount and where the money goes back to.
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import type { WithdrawRecordView } from '../model/record-views';

import { useRecordsFormat } from './use-records-format';

export function CancelWithdrawDialog({
  asking,
  onKeep,
  onConfirm,
}: {
  asking: WithdrawRecordView | null;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('money');
  const f = useRecordsFormat();
  return (
    <Dialog
      visible={asking !== null}
      title={t('records.cancel.title')}
      content={asking ? t('records.cancel.confirm', { amount: f.money(asking.amount) }) : ''}
      closeOnMaskClick
      onClose={onKeep}
      actions={[
        [
          { key: 'keep', text: t('records.cancel.keep'), onClick: onKeep },
          {
            key: 'cancel',
            text: t('records.cancel.ok'),
            bold: true,
            danger: true,
            onClick: onConfirm,
          },
        ],
      ]}
    />
  );
}
