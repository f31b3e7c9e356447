// An open stock position (screens §6.1): live price and P/L (gross and after fees), yield, and
// the position's numbers. The name opens the detail page; "add" the add-on sheet, "close" the
// close sheet. Memoised, with its texts from the list (card-text.ts): a poll renders again only
// the cards whose row changed, and each of them without a translation hook (issue 24).
import { memo } from 'react';

import type { StockPositionView } from '../model/stock-position';

import { useAddOnAction } from './add-on-launcher';
import { StockBadgeLabels } from './badges';
import { CardFrameBody } from './card-frame';
import { useCardText, type CardText } from './card-text';
import { FigureList, type FigureItem } from './figure';
import cardFrameStyles from './card-frame.module.css';
import numberStyles from './number.module.css';
import { positionDetailPath } from './paths';
import { toneOf } from './use-format';
import { signedFigure } from './use-figures';

/** Height of a card's slot in the virtual list (the card itself is 8 px shorter). */
export const OPEN_CARD_HEIGHT = 272;

/** The headline row: P/L, net P/L, yield. */
const pnlFigures = ({ f, field }: CardText, view: StockPositionView): FigureItem[] => [
  { ...signedFigure(f, 'pnl', field.pnl, view.figures?.pnl), testId: 'pnl' },
  { ...signedFigure(f, 'netPnl', field.netPnl, view.figures?.netPnl), testId: 'net-pnl' },
  {
    key: 'yield',
    label: field.yield,
    value: f.pct(view.figures?.pnlPct),
    tone: toneOf(view.figures?.pnlPct),
    testId: 'yield',
  },
];

/** The grid: only the figures a card shows. */
const gridFigures = (text: CardText, view: StockPositionView): FigureItem[] => {
  const { f, field } = text;
  return [
    { key: 'quantity', label: field.quantity, value: text.shares(view.shares) },
    { key: 'lever', label: field.lever, value: text.lever(view.lever) },
    { key: 'margin', label: field.margin, value: f.money(view.margin.plus(view.marginAdd)) },
    { key: 'buyPrice', label: field.buyPrice, value: f.money(view.buyPrice) },
    {
      key: 'marketValue',
      label: field.marketValue,
      value: f.money(view.figures?.marketValue),
      testId: 'market-value',
    },
    { key: 'daysHeld', label: field.daysHeld, value: text.days(view.daysHeld) },
    { key: 'stayFee', label: field.stayFee, value: f.money(view.stayFee), hint: '*' },
    { key: 'stampDuty', label: field.stampDuty, value: f.money(view.stampDuty) },
    { key: 'buyFee', label: field.buyFee, value: f.money(view.buyFee) },
  ];
};

export const OpenPositionCard = memo(function OpenPositionCard({
  view,
  onClose,
  onReachClose,
}: {
  view: StockPositionView;
  onClose?: (view: StockPositionView) => void;
  /** A finger down on "close": the close sheet's code starts loading. */
  onReachClose?: () => void;
}) {
  const text = useCardText();
  const { f, field } = text;
  const addOn = useAddOnAction();
  return (
    <CardFrameBody
      name={view.name}
      detailPath={positionDetailPath(view.positionSn, view.code)}
      detailLabel={text.detail(view.name)}
      labels={
        <StockBadgeLabels
          view={view}
          exchange={view.exchange && text.exchange(view.exchange)}
          board={view.board && text.board(view.board)}
          direction={text.direction(view.direction)}
        />
      }
      positionSn={view.positionSn}
      action={
        onClose && {
          label: text.close,
          onClick: () => onClose(view),
          onReach: onReachClose,
          testId: 'close-position',
        }
      }
      extraAction={
        addOn && { label: text.addOn, onClick: () => addOn(view), testId: 'add-on-position' }
      }
      testId="open-position"
    >
      <p className={cardFrameStyles.sub}>
        <span>
          {field.latest}{' '}
          <b className={numberStyles.num} data-testid="latest-price">
            {view.price ? f.money(view.price) : text.noPrice}
          </b>
        </span>
        <span>
          {field.buyTime} {f.shortTime(view.buyTime)}
        </span>
      </p>
      <FigureList layout="pnl" items={pnlFigures(text, view)} />
      <FigureList layout="grid" items={gridFigures(text, view)} />
    </CardFrameBody>
  );
});
