// Lesson "new shares": the three ways to take part, the four steps from application to listing
// as this app runs them, and a worked example on the shared new-share timeline and payment planner
// (money/new-share-example.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SubscribeType } from '@/api/contracts/codes';
import { DEADLINE_HOUR, PUBLISH_HOUR, REMINDER_HOUR } from '@/api/contracts/new-share-timeline';
import { serverNow } from '@/lib/server-clock';

import {
  Callout,
  ChoiceChips,
  FigureRows,
  LessonBody,
  NumberInput,
  WorkedExample,
} from '../components/lesson-parts';
import { MONEY_INPUT, PriceInput } from '../components/order-inputs';

import { beijingParts, weekdaysOf, yuan } from './money/format';
import { newShareExample } from './money/new-share-example';

const WAYS = ['online', 'placement', 'grab'] as const;
const STEPS = ['apply', 'publish', 'pay', 'list'] as const;
type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
type ExampleType = typeof SubscribeType.IPO | typeof SubscribeType.OFFLINE_PLACEMENT;

export default function NewSharesLesson() {
  const { t } = useTranslation('collegeMoney');
  const hours = { publish: PUBLISH_HOUR, deadline: DEADLINE_HOUR, reminder: REMINDER_HOUR };
  return (
    <LessonBody>
      <p>{t('newShares.intro')}</p>
      <ul>
        {WAYS.map((way) => (
          <li key={way}>
            <strong>{t(`newShares.ways.${way}.name`)}</strong>
            {t('newShares.colon')}
            {t(`newShares.ways.${way}.text`)}
          </li>
        ))}
      </ul>
      <h3>{t('newShares.stepsTitle')}</h3>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>{t(`newShares.steps.${step}`, hours)}</li>
        ))}
      </ol>
      <NewShareExample />
      <Callout tone="warn">{t('newShares.callout', hours)}</Callout>
    </LessonBody>
  );
}

function NewShareExample() {
  const { t } = useTranslation('collegeMoney');
  // This week's weekdays on the server's clock (next week's on a weekend).
  const [days] = useState(() => weekdaysOf(serverNow()));
  const [day, setDay] = useState(days[0] ?? '');
  const [type, setType] = useState<ExampleType>(SubscribeType.IPO);
  const [shares, setShares] = useState(1000);
  const [price, setPrice] = useState(12.5);
  const [available, setAvailable] = useState(20_000);
  const e = newShareExample({ day, type, shares, price, available });
  const when = (ms: number) => {
    const p = beijingParts(ms);
    return t('newShares.example.when', {
      day: p.day,
      weekday: t(`weekdays.${p.weekday as Weekday}`),
      time: p.time,
    });
  };
  const isOnline = type === SubscribeType.IPO;
  return (
    <WorkedExample title={t('newShares.example.title')} testId="new-shares-example">
      <ChoiceChips
        label={t('newShares.example.day')}
        options={days.map((d) => ({
          value: d,
          label: t('newShares.example.dayChip', {
            weekday: t(
              `weekdays.${beijingParts(Date.parse(`${d}T12:00:00+08:00`)).weekday as Weekday}`,
            ),
            day: d.slice(5),
          }),
        }))}
        value={day}
        onChange={setDay}
        testId="new-shares-day"
      />
      <ChoiceChips
        label={t('newShares.example.type')}
        options={[
          { value: SubscribeType.IPO, label: t('newShares.example.online') },
          { value: SubscribeType.OFFLINE_PLACEMENT, label: t('newShares.example.placement') },
        ]}
        value={type}
        onChange={setType}
        testId="new-shares-type"
      />
      <NumberInput
        label={t('newShares.example.shares')}
        value={shares}
        onChange={setShares}
        min={100}
        max={1_000_000}
        step={100}
        suffix={t('newShares.example.sharesUnit')}
        testId="new-shares-shares"
      />
      <PriceInput
        label={t('newShares.example.price')}
        value={price}
        onChange={setPrice}
        max={10_000}
        testId="new-shares-price"
      />
      {isOnline ? (
        <NumberInput
          {...MONEY_INPUT}
          label={t('newShares.example.available')}
          value={available}
          onChange={setAvailable}
          testId="new-shares-available"
        />
      ) : null}
      {e ? (
        <FigureRows
          rows={[
            {
              label: t('newShares.rows.apply'),
              value: when(e.dates.subscribeTime),
              testId: 'new-shares-apply',
            },
            {
              label: t('newShares.rows.publish'),
              value: when(e.publishAt),
              testId: 'new-shares-publish',
            },
            ...(isOnline
              ? [
                  {
                    label: t('newShares.rows.reminder'),
                    value: when(e.reminderAt),
                    testId: 'new-shares-reminder',
                  },
                  {
                    label: t('newShares.rows.deadline'),
                    value: when(e.deadline),
                    testId: 'new-shares-deadline',
                  },
                  {
                    label: t('newShares.rows.due'),
                    value: yuan(e.amount),
                    testId: 'new-shares-amount',
                  },
                  {
                    label: t('newShares.rows.covered'),
                    value: e.plan?.covers
                      ? t('newShares.rows.coveredYes')
                      : t('newShares.rows.coveredNo', { shortfall: yuan(e.plan?.shortfall) }),
                    testId: 'new-shares-covered',
                  },
                ]
              : [
                  {
                    label: t('newShares.rows.frozen'),
                    value: yuan(e.amount),
                    testId: 'new-shares-amount',
                  },
                ]),
          ]}
        />
      ) : null}
    </WorkedExample>
  );
}
