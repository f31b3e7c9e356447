// Lesson 3 — leverage and margin. The worked example is the order ticket's preview for the same
// order (leverageExample → the ticket's input builder → stockPreview), so it cannot disagree.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { stockLotRange } from '@/lib/trading/order-preview';

import { ratePct, tick, yuan } from '../components/format';
import { Callout, FigureRows, NumberInput, WorkedExample } from '../components/lesson-parts';
import { settingLesson, type LessonSetting } from '../components/lesson-setting';
import { MONEY_INPUT, OrderInputs, useOrderInputs } from '../components/order-inputs';
import { leverageExample } from '../model/leverage-example';

const SAMPLE_FUNDS = 100_000;

function Example({ setting, levers, available }: LessonSetting) {
  const { t } = useTranslation('college');
  const order = useOrderInputs(levers, { price: 12.5, lots: 10 });
  const { price, lots, lever, side } = order;
  const [funds, setFunds] = useState(available ?? SAMPLE_FUNDS);
  const range = stockLotRange(setting.buyMinNum, setting.buyMaxNum);
  const p = leverageExample(setting, { price, lots, lever, side, spreadRate: 0, available: funds });
  return (
    <WorkedExample title={t('parts.example')} testId="leverage-example">
      <OrderInputs order={order} levers={levers} lotRange={range} testId="leverage" />
      <NumberInput
        {...MONEY_INPUT}
        label={t('leverage.fundsInput')}
        value={funds}
        onChange={setFunds}
        testId="leverage-input-funds"
      />
      <FigureRows
        rows={[
          { label: t('leverage.value'), value: yuan(p.value), testId: 'leverage-value' },
          {
            label: t('leverage.margin', { n: lever }),
            value: yuan(p.margin),
            testId: 'leverage-margin',
          },
          {
            label: t('leverage.buyFee'),
            value: yuan(p.buyFee),
            testId: 'leverage-buy-fee',
            tone: 'muted',
          },
          {
            label: t('leverage.stampDuty'),
            value: yuan(p.stampDuty),
            testId: 'leverage-stamp-duty',
            tone: 'muted',
          },
          { label: t('leverage.total'), value: yuan(p.total), testId: 'leverage-total' },
          {
            label: t('leverage.breakEven'),
            value: tick(p.breakEven),
            testId: 'leverage-break-even',
          },
          { label: t('leverage.perLot'), value: yuan(p.perLotMargin), testId: 'leverage-per-lot' },
          {
            label: t('leverage.maxLots'),
            value: t('leverage.maxLotsValue', { n: p.maxLots }),
            testId: 'leverage-max-lots',
          },
        ]}
      />
    </WorkedExample>
  );
}

function Body(s: LessonSetting) {
  const { t } = useTranslation('college');
  const { setting, levers } = s;
  return (
    <>
      <p>{t('leverage.p1')}</p>
      <p>{t('leverage.p2', { levers: levers.map((l) => `${l}×`).join(' / ') })}</p>
      <p>
        {t('leverage.p3', {
          buy: ratePct(setting.buyFee),
          duty: ratePct(setting.dutyFee),
        })}
      </p>
      <p>
        {t('leverage.p4', {
          share: ratePct(setting.buyMaxAmtPercent ?? 1),
          maxShares: setting.buyMaxNum ?? 10_000,
        })}
      </p>
      <Example {...s} />
      <Callout>{t('leverage.spreadNote')}</Callout>
      <Callout tone="warn">{t('leverage.callout')}</Callout>
    </>
  );
}

export default settingLesson(Body);
