// Closing an index or futures contract (sellIndex.do / sellFutures.do, api-contract §11.13): the
// whole position, after a confirmation showing its P/L. A lost reply is settled by reading the
// position again, as for stocks; the request is never sent twice.
import { useTranslation } from 'react-i18next';

import { findContractPosition } from '@/lib/queries/positions';

import { closeContract } from '../api/contract-close-api';
import type { ContractPositionView } from '../model/contract-position';

import {
  ClosePopup,
  CloseSheetFrame,
  type CloseBodyProps,
  type CloseSheetProps,
} from './close-sheet-frame';
import noteStyles from './note.module.css';
import { useCloseFlow } from './use-close-flow';
import { useContractFigures } from './use-figures';
import { useFormat } from './use-format';

export function ContractCloseSheet(props: CloseSheetProps<ContractPositionView>) {
  return <ClosePopup {...props} body={Body} />;
}

function Body({ view, onDismiss, onShowClosed }: CloseBodyProps<ContractPositionView>) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  const fig = useContractFigures()(view);
  const flow = useCloseFlow({
    t,
    send: () => closeContract(view.kind, view.positionSn),
    reread: async () => {
      const after = await findContractPosition(view.kind, view.positionSn, 0);
      return after ? after.orderNum : null;
    },
  });

  return (
    <CloseSheetFrame
      t={t}
      flow={flow}
      title={t('close.title', { name: view.name })}
      facts={[
        {
          key: 'price',
          label: t('close.price'),
          value: view.price ? f.money(view.price) : '--',
        },
        { key: 'lots', label: t('close.held'), value: t('unit.lots', { lots: view.lots }) },
        { ...fig.netPnl, key: 'net' },
        { key: 'margin', label: t('close.previewMargin'), value: f.money(view.margin) },
      ]}
      held={view.lots}
      canConfirm
      onConfirm={() => void flow.submit(view.lots, view.lots)}
      onDismiss={onDismiss}
      onShowClosed={onShowClosed}
    >
      <p className={noteStyles.note}>{t('contractClose.whole')}</p>
    </CloseSheetFrame>
  );
}
