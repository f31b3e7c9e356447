// Lesson 3 — leverage and margin. The worked example is the order ticket's preview for the same
// order (leverageExample → the ticket's input builder → stockPreview), so it cannot disagree.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Direction } from '@/api/contracts/trading-math';

import { ratePct, tick, yuan } from '../components/format';
import {
  Callout,
  ChoiceChips,
  FigureRows,
  LessonBody,
  NumberInput,
  WorkedExample,
} from '../components/lesson-parts';
import { WithSetting, type LessonSetting } from '../components/lesson-setting';
import { leverageExample } from '../model/leverage-example';
import { lotsExample } from '../model/lots-example';

const SAMPLE_FUNDS = 100_000;

function Example({ setting, levers, available }: LessonSetting) {
  const { t } = useTranslation('college');
  const [price, setPrice] = useState(12.5);
  const [lots, setLots] = useState(10);
  const [chosenLever, setLever] = useState<number | null>(null);
  const [side, setSide] = useState<Direction>('long');
  const [funds, setFunds] = useState(available ?? SAMPLE_FUNDS);
  const lever =
    chosenLever !== null && levers.includes(chosenLever) ? chosenLever : (levers[0] ?? 1);
  const range = lotsExample(setting, {
    lots,
    price,
    isBoughtToday: false,
    minutesSinceBuy: 0,
  }).lotRange;
  const p = leverageExample(setting, { price, lots, lever, side, spreadRate: 0, available: funds });
  return (
    <WorkedExample title={t('parts.example')} testId="leverage-example">
      <NumberInput
        label={t('parts.price')}
        value={price}
        onChange={setPrice}
        min={0.01}
        max={9999}
        step={0.01}
        decimals={2}
        testId="leverage-input-price"
      />
      <NumberInput
        label={t('lots.lotsInput')}
        value={lots}
        onChange={setLots}
        min={range.min}
        max={range.max}
        suffix={t('parts.lotsUnit')}
        testId="leverage-input-lots"
      />
      <ChoiceChips
        label={t('parts.lever')}
        options={levers.map((l) => ({ value: l, label: t('parts.leverValue', { n: l }) }))}
        value={lever}
        onChange={setLever}
        testId="leverage-lever"
      />
      <ChoiceChips
        label={t('parts.side')}
        options={[
          { value: 'long', label: t('parts.long') },
          { value: 'short', label: t('parts.short') },
        ]}
        value={side}
        onChange={setSide}
        testId="leverage-side"
      />
      <NumberInput
        label={t('leverage.fundsInput')}
        value={funds}
        onChange={setFunds}
        min={0}
        max={100_000_000}
        step={1000}
        decimals={2}
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

export default function LeverageMarginLesson() {
  return (
    <LessonBody>
      <WithSetting>{(s) => <Body {...s} />}</WithSetting>
    </LessonBody>
  );
}
