// One deposit order (screens §9.3): channel, amount, status, order number, payer, the back
// office's note on a refused order, created and credited times.
import { useTranslation } from 'react-i18next';

import card from '@/components/record-card.module.css';

import { toneOfStatus, type DepositRecordView } from '../model/record-views';

import styles from './record-card.module.css';
import { useRecordsFormat } from './use-records-format';

export function DepositRecordCard({ view }: { view: DepositRecordView }) {
  const { t } = useTranslation('money');
  const f = useRecordsFormat();
  const channel =
    view.channel === null
      ? t('records.channel.deposit')
      : 'key' in view.channel
        ? t(`records.channel.${view.channel.key}`)
        : view.channel.raw;
  return (
    <article className={card.card} data-testid="deposit-record" data-record-id={view.id}>
      <header className={card.head}>
        <span className={card.title}>{channel}</span>
        <span
          className={card.status}
          data-tone={toneOfStatus(view.status)}
          data-status={view.status}
          data-testid="record-status"
        >
          {t(`records.depositStatus.${view.status}`)}
        </span>
      </header>
      <p className={styles.amount} data-testid="record-amount">
        {t('records.depositAmount', { amount: f.money(view.amount) })}
      </p>
      <dl className={styles.lines}>
        <dt>{t('records.field.orderSn')}</dt>
        <dd>{view.orderSn ?? '--'}</dd>
        {view.payer && (
          <>
            <dt>{t('records.field.payer')}</dt>
            <dd>{view.payer}</dd>
          </>
        )}
        {view.reason && (
          <>
            <dt>{t('records.field.reason')}</dt>
            <dd className={styles.reason} data-testid="record-reason">
              {view.reason}
            </dd>
          </>
        )}
        <dt>{t('records.field.time')}</dt>
        <dd>{f.time(view.createdAt)}</dd>
        {view.status === 'success' && view.paidAt && (
          <>
            <dt>{t('records.field.creditedAt')}</dt>
            <dd>{f.time(view.paidAt)}</dd>
          </>
        )}
      </dl>
    </article>
  );
}
