// An open stock position (screens §6.1): live price and P/L (gross and after fees), yield, and
// the position's numbers. The name opens the detail page; "add" the add-on sheet, "close" the
// close sheet.
import { useTranslation } from 'react-i18next';

import type { StockPositionView } from '../model/stock-position';

import { useAddOnAction } from './add-on-launcher';
import { StockCardFrame } from './card-frame';
import { FigureList } from './figure';
import cardFrameStyles from './card-frame.module.css';
import numberStyles from './number.module.css';
import { useFormat } from './use-format';
import { useStockFigures } from './use-figures';

/** Height of a card's slot in the virtual list (the card itself is 8 px shorter). */
export const OPEN_CARD_HEIGHT = 272;

export function OpenPositionCard({
  view,
  onClose,
}: {
  view: StockPositionView;
  onClose?: (view: StockPositionView) => void;
}) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  const fig = useStockFigures()(view);
  const addOn = useAddOnAction();
  return (
    <StockCardFrame
      view={view}
      action={
        onClose && {
          label: t('action.close'),
          onClick: () => onClose(view),
          testId: 'close-position',
        }
      }
      extraAction={
        addOn && {
          label: t('action.addOn'),
          onClick: () => addOn(view),
          testId: 'add-on-position',
        }
      }
      testId="open-position"
    >
      <p className={cardFrameStyles.sub}>
        <span>
          {t('field.latest')}{' '}
          <b className={numberStyles.num} data-testid="latest-price">
            {view.price ? f.money(view.price) : t('noPrice')}
          </b>
        </span>
        <span>
          {t('field.buyTime')} {f.shortTime(view.buyTime)}
        </span>
      </p>
      <FigureList
        layout="pnl"
        items={[
          { ...fig.pnl, testId: 'pnl' },
          { ...fig.netPnl, testId: 'net-pnl' },
          { ...fig.yield, testId: 'yield' },
        ]}
      />
      <FigureList
        layout="grid"
        items={[
          fig.quantity,
          fig.lever,
          fig.marginHeld,
          fig.buyPrice,
          { ...fig.marketValue, testId: 'market-value' },
          fig.daysHeld,
          fig.stayFee,
          fig.stampDuty,
          fig.buyFee,
        ]}
      />
    </StockCardFrame>
  );
}
