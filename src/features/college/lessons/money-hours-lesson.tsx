// Lesson "deposit and withdrawal hours": how money comes in and goes out, when a withdrawal is
// accepted and what it costs, with a worked example on the rules the deposit and withdrawal pages
// apply (money/money-hours-example.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MAX_WITHDRAWAL_YUAN } from '@/api/contracts/constants';
import type { SiteSetting } from '@/api/contracts/models/site';
import { serverNow } from '@/lib/server-clock';

import {
  Callout,
  ChoiceChips,
  FigureRows,
  LessonBody,
  NumberInput,
  WorkedExample,
} from '../components/lesson-parts';
import { MONEY_INPUT } from '../components/order-inputs';
import { WithSetting } from '../components/lesson-setting';

import { beijingParts, ratePct, yuan } from './money/format';
import { moneyHoursExample } from './money/money-hours-example';

const DEPOSIT = ['how', 'review'] as const;
const WITHDRAW = ['gates', 'hours', 'limits', 'fee', 'arrival'] as const;

export default function MoneyHoursLesson() {
  const { t } = useTranslation('collegeMoney');
  return (
    <LessonBody>
      <p>{t('money.intro')}</p>
      <WithSetting>
        {({ setting }) => {
          const values = {
            depositMin: yuan(setting.chargeMinAmt),
            min: yuan(setting.withMinAmt),
            max: yuan(MAX_WITHDRAWAL_YUAN),
            begin: setting.withTimeBegin ?? '--',
            end: setting.withTimeEnd ?? '--',
            single: yuan(setting.withFeeSingle ?? 0),
            percent: ratePct(setting.withFeePercent),
          };
          return (
            <>
              <h3>{t('money.depositTitle')}</h3>
              <ul>
                {DEPOSIT.map((key) => (
                  <li key={key}>{t(`money.deposit.${key}`, values)}</li>
                ))}
              </ul>
              <h3>{t('money.withdrawTitle')}</h3>
              <ul>
                {WITHDRAW.map((key) => (
                  <li key={key}>{t(`money.withdraw.${key}`, values)}</li>
                ))}
              </ul>
              <MoneyExample setting={setting} />
            </>
          );
        }}
      </WithSetting>
      <Callout>{t('money.callout')}</Callout>
    </LessonBody>
  );
}

function MoneyExample({ setting }: { setting: SiteSetting }) {
  const { t } = useTranslation(['collegeMoney', 'validation']);
  const [today] = useState(() => beijingParts(serverNow()).day);
  const [amount, setAmount] = useState(1000);
  const [isHoliday, setIsHoliday] = useState(false);
  const [hour, setHour] = useState(10);
  const [minute, setMinute] = useState(0);
  const e = moneyHoursExample({
    amount: amount.toFixed(2),
    day: today,
    hour,
    minute,
    isHoliday,
    setting,
  });
  if (!e) return null;
  const { withdraw } = e;
  const timeText =
    withdraw.time === null
      ? t('money.rows.timeOk')
      : t(`money.rows.${withdraw.time}`, {
          begin: setting.withTimeBegin ?? '--',
          end: setting.withTimeEnd ?? '--',
        });
  return (
    <WorkedExample title={t('money.example.title')} testId="money-example">
      <NumberInput
        {...MONEY_INPUT}
        label={t('money.example.amount')}
        value={amount}
        onChange={setAmount}
        max={MAX_WITHDRAWAL_YUAN * 2}
        step={100}
        testId="money-amount"
      />
      <ChoiceChips
        label={t('money.example.day')}
        options={[
          { value: 'normal', label: t('money.example.normalDay') },
          { value: 'holiday', label: t('money.example.holiday') },
        ]}
        value={isHoliday ? 'holiday' : 'normal'}
        onChange={(v) => setIsHoliday(v === 'holiday')}
        testId="money-day"
      />
      <NumberInput
        label={t('money.example.hour')}
        value={hour}
        onChange={setHour}
        min={0}
        max={23}
        suffix={t('money.example.hourUnit')}
        testId="money-hour"
      />
      <NumberInput
        label={t('money.example.minute')}
        value={minute}
        onChange={setMinute}
        min={0}
        max={59}
        step={5}
        suffix={t('money.example.minuteUnit')}
        testId="money-minute"
      />
      <FigureRows
        rows={[
          {
            label: t('money.rows.deposit'),
            value: e.deposit.ok
              ? t('money.rows.accepted')
              : t(e.deposit.refusal.key, { ...e.deposit.refusal.values }),
            testId: 'money-deposit',
          },
          { label: t('money.rows.time'), value: timeText, testId: 'money-time' },
          ...(withdraw.amount.ok
            ? [
                {
                  label: t('money.rows.fee'),
                  value: yuan(withdraw.amount.fee),
                  testId: 'money-fee',
                },
                {
                  label: t('money.rows.net'),
                  value: yuan(withdraw.amount.net),
                  testId: 'money-net',
                },
              ]
            : [
                {
                  label: t('money.rows.amount'),
                  value: t(withdraw.amount.refusal.key, {
                    ...withdraw.amount.refusal.values,
                  }),
                  testId: 'money-amount-refusal',
                },
              ]),
          {
            label: t('money.rows.verdict'),
            value: withdraw.ok ? t('money.rows.withdrawOk') : t('money.rows.withdrawNo'),
            testId: 'money-verdict',
            tone: withdraw.ok ? 'rise' : 'muted',
          },
        ]}
      />
    </WorkedExample>
  );
}
