// Lesson 1 — lots and T+1: an order is counted in lots of 100 shares within the site's limits, and
// shares bought today are sold from the next trading day (plus the site's wait after a buy).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CloseRuleFailure } from '@/api/contracts/trading-rules';
import { stockLotRange } from '@/lib/trading/order-preview';

import { tick, yuan } from '../components/format';
import {
  Callout,
  ChoiceChips,
  FigureRows,
  NumberInput,
  WorkedExample,
} from '../components/lesson-parts';
import { settingLesson, type LessonSetting } from '../components/lesson-setting';
import { LotsInput, PriceInput } from '../components/order-inputs';
import { lotsExample } from '../model/lots-example';

function Example({ setting }: LessonSetting) {
  const { t } = useTranslation('college');
  const [lots, setLots] = useState(2);
  const [price, setPrice] = useState(12.5);
  const [boughtToday, setBoughtToday] = useState<'today' | 'before'>('today');
  const [minutes, setMinutes] = useState(30);
  const x = lotsExample(setting, {
    lots,
    price,
    isBoughtToday: boughtToday === 'today',
    minutesSinceBuy: minutes,
  });
  const saleText = (sale: CloseRuleFailure | undefined): string =>
    !sale
      ? t('lots.saleOk')
      : sale.rule === 'not-enough-sellable'
        ? t('lots.saleT1')
        : sale.rule === 'too-soon'
          ? t('lots.saleTooSoon', { n: sale.minutes })
          : t('lots.saleOther');
  return (
    <WorkedExample title={t('parts.example')} testId="lots-example">
      <LotsInput value={lots} onChange={setLots} range={x.lotRange} testId="lots-input-lots" />
      <PriceInput value={price} onChange={setPrice} testId="lots-input-price" />
      <ChoiceChips
        label={t('lots.boughtInput')}
        options={[
          { value: 'today', label: t('lots.boughtToday') },
          { value: 'before', label: t('lots.boughtBefore') },
        ]}
        value={boughtToday}
        onChange={setBoughtToday}
        testId="lots-bought"
      />
      {/* The wait after a buy only matters when the site sets one. */}
      {(setting.cantSellTimes ?? 0) > 0 ? (
        <NumberInput
          label={t('lots.minutesInput')}
          value={minutes}
          onChange={setMinutes}
          min={0}
          max={600}
          step={5}
          testId="lots-input-minutes"
        />
      ) : null}
      <FigureRows
        rows={[
          { label: t('lots.shares'), value: String(x.shares), testId: 'lots-shares' },
          {
            label: t('lots.value', { price: tick(price) }),
            value: yuan(x.value),
            testId: 'lots-value',
          },
          { label: t('lots.fees'), value: yuan(x.fees), testId: 'lots-fees', tone: 'muted' },
          { label: t('lots.total'), value: yuan(x.total), testId: 'lots-total' },
          {
            label: t('lots.sale'),
            value: saleText(x.sale),
            testId: 'lots-sale',
            isText: true,
          },
        ]}
      />
    </WorkedExample>
  );
}

function Body(s: LessonSetting) {
  const { t } = useTranslation('college');
  const { setting } = s;
  const range = stockLotRange(setting.buyMinNum, setting.buyMaxNum);
  const wait = setting.cantSellTimes ?? 0;
  return (
    <>
      <p>{t('lots.p1')}</p>
      <p>
        {t('lots.p2', {
          min: range.min,
          max: range.max,
          minShares: setting.buyMinNum ?? range.min * 100,
          maxShares: setting.buyMaxNum ?? range.max * 100,
        })}
      </p>
      <h3>{t('lots.t1Heading')}</h3>
      <p>{t('lots.p3')}</p>
      <p>{wait > 0 ? t('lots.waitSome', { n: wait }) : t('lots.waitNone')}</p>
      <Example {...s} />
      <Callout>{t('lots.callout')}</Callout>
    </>
  );
}

export default settingLesson(Body);
