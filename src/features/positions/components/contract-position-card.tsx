// An index or futures contract position: lots, margin, fee, money per point and P/L.
import { useTranslation } from 'react-i18next';

import type { ContractPositionView } from '../model/contract-position';

import { ContractCardFrame } from './card-frame';
import { FigureList } from './figure';
import cardFrameStyles from './card-frame.module.css';
import { useFormat } from './use-format';
import { useContractFigures } from './use-figures';

export const CONTRACT_CARD_HEIGHT = 222;

export function ContractPositionCard({
  view,
  onClose,
}: {
  view: ContractPositionView;
  onClose?: (view: ContractPositionView) => void;
}) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  const fig = useContractFigures()(view);
  return (
    <ContractCardFrame
      view={view}
      action={
        onClose &&
        !view.isClosed && {
          label: t('action.close'),
          onClick: () => onClose(view),
          testId: 'close-position',
        }
      }
      testId={view.isClosed ? 'closed-contract' : 'open-contract'}
    >
      <FigureList
        layout="pnl"
        items={[fig.price, { ...fig.pnl, testId: 'pnl' }, { ...fig.netPnl, testId: 'net-pnl' }]}
      />
      <FigureList
        layout="grid"
        items={[fig.quantity, fig.lever, fig.margin, fig.buyPrice, fig.fee, fig.eachPoint]}
      />
      <p className={cardFrameStyles.times}>
        <span>
          {t('field.buyTime')} {f.shortTime(view.buyTime)}
        </span>
        {view.isClosed && (
          <span>
            {t('field.sellTime')} {f.shortTime(view.sellTime)}
          </span>
        )}
      </p>
    </ContractCardFrame>
  );
}
