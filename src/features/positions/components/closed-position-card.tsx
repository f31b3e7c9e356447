// A closed stock position (screens §6.1 "Closed position card"): what sell.do booked — sell price
// and time, every fee, days held, gross and net P/L.
import { useTranslation } from 'react-i18next';

import type { StockPositionView } from '../model/stock-position';

import { StockCardFrame } from './card-frame';
import { FigureList } from './figure';
import cardFrameStyles from './card-frame.module.css';
import { useFormat } from './use-format';
import { useStockFigures } from './use-figures';

export const CLOSED_CARD_HEIGHT = 262;

export function ClosedPositionCard({ view }: { view: StockPositionView }) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  const fig = useStockFigures()(view);
  return (
    <StockCardFrame view={view} testId="closed-position">
      <FigureList
        layout="pnl"
        items={[{ ...fig.netPnl, testId: 'net-pnl' }, { ...fig.pnl, testId: 'pnl' }, fig.yield]}
      />
      <FigureList
        layout="grid"
        items={[
          // Quantity first, in the grid's widest column, as on the open cards.
          fig.quantity,
          fig.buyPrice,
          { ...fig.sellPrice, testId: 'sell-price' },
          fig.buyFee,
          fig.sellFee,
          fig.stampDuty,
          fig.spreadFee,
          fig.fees,
          fig.daysHeld,
        ]}
      />
      <p className={cardFrameStyles.times}>
        <span>
          {t('field.buyTime')} {f.shortTime(view.buyTime)}
        </span>
        <span data-testid="sell-time">
          {t('field.sellTime')} {f.shortTime(view.sellTime)}
        </span>
      </p>
    </StockCardFrame>
  );
}
