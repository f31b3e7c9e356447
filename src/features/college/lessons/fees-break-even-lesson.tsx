// Lesson "fees and break-even": every fee of a stock order in this app and the break-even price,
// with a worked example computed by the order ticket's own preview (money/fees-example.ts).
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { SiteSetting } from '@/api/contracts/models/site';
import { MAX_LOTS, SHARES_PER_LOT, STAY_FEE_DAILY } from '@/api/contracts/trading-math';

import {
  Callout,
  FigureRows,
  LessonBody,
  NumberInput,
  WorkedExample,
} from '../components/lesson-parts';
import { WithSetting } from '../components/lesson-setting';
import { OrderInputs, useOrderInputs } from '../components/order-inputs';

import { feesExample } from './money/fees-example';
import { price as priceText, ratePct, yuan } from './money/format';
import { StockCodeField } from './money/stock-code-field';
import { STOCK_CODE, useStockSpread } from './money/use-stock-spread';

const KEYS = ['buyFee', 'sellFee', 'stampDuty', 'spread', 'deferred'] as const;
// Fees do not depend on the site's lot limits: any order the ticket could ever send.
const ANY_LOTS = { min: 1, max: MAX_LOTS };

export default function FeesBreakEvenLesson() {
  const { t } = useTranslation('collegeMoney');
  return (
    <LessonBody>
      <p>{t('fees.intro')}</p>
      <WithSetting>
        {({ setting, levers }) => (
          <>
            <ul>
              {KEYS.map((key) => (
                <li key={key}>
                  <strong>{t(`fees.items.${key}.name`)}</strong>
                  {t('fees.colon')}
                  {t(`fees.items.${key}.text`, {
                    buy: ratePct(setting.buyFee),
                    sell: ratePct(setting.sellFee),
                    duty: ratePct(setting.dutyFee),
                    daily: ratePct(STAY_FEE_DAILY),
                    maxDays: setting.stayMaxDays ?? '--',
                  })}
                </li>
              ))}
            </ul>
            <h3>{t('fees.breakEvenTitle')}</h3>
            <p>{t('fees.breakEvenText')}</p>
            <FeesExample setting={setting} levers={levers} />
          </>
        )}
      </WithSetting>
      <Callout>{t('fees.callout')}</Callout>
    </LessonBody>
  );
}

function FeesExample({ setting, levers }: { setting: SiteSetting; levers: number[] }) {
  const { t } = useTranslation('collegeMoney');
  const order = useOrderInputs(levers, { price: 10, lots: 1 });
  const { price, setPrice, lots, lever, side } = order;
  const [days, setDays] = useState(1);
  const [spreadPct, setSpreadPct] = useState(0.05);
  const [code, setCode] = useState('');
  const stockSpread = useStockSpread(code, price, lots * SHARES_PER_LOT);
  // A stock named: its own rule's rate (0 until known, then as the ticket would charge).
  const isStockRate = STOCK_CODE.test(code) && stockSpread.stock !== null;
  const spreadRate = isStockRate
    ? new Decimal(stockSpread.rate ?? 0)
    : new Decimal(spreadPct).div(100);
  const e = feesExample({
    price,
    lots,
    lever,
    side,
    days,
    rates: {
      buyFee: setting.buyFee ?? 0,
      sellFee: setting.sellFee ?? 0,
      dutyFee: setting.dutyFee ?? 0,
      spreadRate,
    },
  });
  return (
    <WorkedExample title={t('fees.example.title')} testId="fees-example">
      <OrderInputs
        order={order}
        levers={levers}
        lotRange={ANY_LOTS}
        priceMax={100_000}
        testId="fees"
        inputTestId="fees"
        labels={{ price: t('fees.example.price'), lots: t('fees.example.lots') }}
      />
      <StockCodeField code={code} onCode={setCode} spread={stockSpread} onUsePrice={setPrice} />
      {isStockRate ? null : (
        <NumberInput
          label={t('fees.example.spread')}
          value={spreadPct}
          onChange={setSpreadPct}
          min={0}
          max={5}
          step={0.01}
          decimals={3}
          suffix="%"
          testId="fees-spread"
        />
      )}
      <NumberInput
        label={t('fees.example.days')}
        value={days}
        onChange={setDays}
        min={1}
        max={365}
        suffix={t('fees.example.daysUnit')}
        testId="fees-days"
      />
      <FigureRows
        rows={[
          { label: t('fees.rows.value'), value: yuan(e.value), testId: 'fees-value' },
          { label: t('fees.rows.margin'), value: yuan(e.margin), testId: 'fees-margin' },
          { label: t('fees.rows.buyFee'), value: yuan(e.buyFee), testId: 'fees-buy-fee' },
          { label: t('fees.rows.stampDuty'), value: yuan(e.stampDuty), testId: 'fees-stamp-duty' },
          {
            label: t('fees.rows.spreadRate'),
            value:
              isStockRate && stockSpread.rate === undefined
                ? t('fees.rows.pending')
                : ratePct(spreadRate),
            testId: 'fees-spread-rate',
          },
          {
            label: t('fees.rows.spreadFee'),
            value:
              isStockRate && stockSpread.rate === undefined
                ? t('fees.rows.pending')
                : yuan(e.spreadFee),
            testId: 'fees-spread-fee',
          },
          { label: t('fees.rows.sellFee'), value: yuan(e.sellFee), testId: 'fees-sell-fee' },
          { label: t('fees.rows.roundTrip'), value: yuan(e.roundTrip), testId: 'fees-round-trip' },
          { label: t('fees.rows.total'), value: yuan(e.total), testId: 'fees-total' },
          {
            label: t('fees.rows.deferred', { days }),
            value: yuan(e.deferredFee),
            testId: 'fees-deferred',
            tone: 'muted',
          },
          {
            label: t('fees.rows.breakEven'),
            value: priceText(e.breakEven),
            testId: 'fees-break-even',
            tone: side === 'long' ? 'rise' : 'fall',
          },
          {
            label: t(side === 'long' ? 'fees.rows.riseNeeded' : 'fees.rows.fallNeeded'),
            value: `${e.movePct.toFixed(2)}%`,
            testId: 'fees-move',
          },
        ]}
      />
    </WorkedExample>
  );
}
