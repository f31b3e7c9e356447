// Lesson 4 — the warning and forced-liquidation lines of a position and what consecutive limit days
// do to it: the same risk maths the position detail page shows, for an order bought now.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RiskLine } from '@/api/contracts/trading-math';
import { stockLotRange } from '@/lib/trading/order-preview';

import { pct, ratePct, signedYuan, tick, yuan } from '../components/format';
import {
  Callout,
  ChoiceChips,
  FigureRows,
  WorkedExample,
  type FigureRow,
} from '../components/lesson-parts';
import { settingLesson, type LessonSetting } from '../components/lesson-setting';
import { OrderInputs, useOrderInputs } from '../components/order-inputs';
import { BOARDS, type BoardId } from '../model/boards';
import { riskExample } from '../model/risk-example';

// ST stocks cannot be bought here, so a new position is never on that board.
const POSITION_BOARDS = BOARDS.filter((b): b is Exclude<BoardId, 'st'> => b !== 'st');

function Example({ setting, levers }: LessonSetting) {
  const { t } = useTranslation('college');
  const order = useOrderInputs(levers, { price: 10, lots: 10 });
  const { price, lots, lever, side } = order;
  const [board, setBoard] = useState<BoardId>('main');
  const range = stockLotRange(setting.buyMinNum, setting.buyMaxNum);
  const x = riskExample(setting, { price, lots, lever, side, board });
  const lineRows = (line: RiskLine | null, name: 'warning' | 'forced'): FigureRow[] =>
    line
      ? [
          { label: t(`risk.${name}Price`), value: tick(line.price), testId: `risk-${name}-price` },
          {
            label: t('risk.distance'),
            value: t('risk.distanceValue', { money: yuan(line.loss), pct: pct(line.distancePct) }),
            testId: `risk-${name}-distance`,
            isText: true,
            tone: 'muted',
          },
        ]
      : [{ label: t(`risk.${name}Price`), value: t('risk.noLine'), tone: 'muted' }];
  const dayState = (d: (typeof x.adverse)[number]) =>
    d.isForced ? t('risk.stateForced') : d.isWarning ? t('risk.stateWarning') : t('risk.stateOk');
  return (
    <WorkedExample title={t('parts.example')} testId="risk-example">
      <OrderInputs order={order} levers={levers} lotRange={range} testId="risk" />
      <ChoiceChips
        label={t('limits.boardInput')}
        options={POSITION_BOARDS.map((b) => ({ value: b, label: t(`limits.boards.${b}`) }))}
        value={board}
        onChange={setBoard}
        testId="risk-board"
      />
      <FigureRows
        rows={[
          { label: t('risk.margin'), value: yuan(x.margin), testId: 'risk-margin' },
          ...lineRows(x.warning, 'warning'),
          ...lineRows(x.forced, 'forced'),
        ]}
      />
      <h4>{t('risk.scenarios')}</h4>
      <FigureRows
        rows={x.adverse.map((d) => ({
          label: t('risk.dayLabel', {
            days: t(side === 'long' ? 'risk.daysDown' : 'risk.daysUp', { n: d.days }),
            state: dayState(d),
          }),
          value: t('risk.dayValue', {
            price: tick(d.price),
            pnl: signedYuan(d.netPnl),
            pct: pct(d.returnOnMargin),
          }),
          testId: `risk-day-${d.days}`,
          isText: true,
          // Coloured as the P/L it shows, as every figure of the app is.
          tone: d.netPnl.isNegative() ? 'fall' : d.netPnl.isPositive() ? 'rise' : undefined,
        }))}
      />
    </WorkedExample>
  );
}

function Body(s: LessonSetting) {
  const { t } = useTranslation('college');
  const { setting } = s;
  return (
    <>
      <p>{t('risk.p1')}</p>
      <ul>
        <li>{t('risk.warningLine', { ratio: ratePct(setting.forceStopRemindRatio ?? 0) })}</li>
        <li>{t('risk.forcedLine', { ratio: ratePct(setting.forceStopPercent ?? 0) })}</li>
      </ul>
      <p>{t('risk.p2')}</p>
      <h3>{t('risk.limitDaysHeading')}</h3>
      <p>{t('risk.p3')}</p>
      <Example {...s} />
      <Callout tone="warn">{t('risk.callout')}</Callout>
    </>
  );
}

export default settingLesson(Body);
