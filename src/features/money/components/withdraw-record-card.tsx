// One withdrawal request (screens §9.3, /cashlist): to the bank card, amount, status, fee, bank and
// masked card, the reason it was refused or cancelled, times; "cancel" while under review when the
// list offers it.
import { useTranslation } from 'react-i18next';

import card from '@/components/record-card.module.css';

import { toneOfStatus, type WithdrawRecordView } from '../model/record-views';

import styles from './record-card.module.css';
import { useRecordsFormat } from './use-records-format';

export function WithdrawRecordCard({
  view,
  onCancel,
  isCancelling = false,
}: {
  view: WithdrawRecordView;
  /** Offered on rows still under review. */
  onCancel?: (view: WithdrawRecordView) => void;
  isCancelling?: boolean;
}) {
  const { t } = useTranslation('money');
  const f = useRecordsFormat();
  const reason =
    view.reason === null
      ? null
      : 'key' in view.reason
        ? t('records.cancelledByYou')
        : view.reason.text;
  return (
    <article className={card.card} data-testid="withdraw-record" data-record-id={view.id}>
      <header className={card.head}>
        <span className={card.title}>{t('records.withdrawTo')}</span>
        <span
          className={card.status}
          data-tone={toneOfStatus(view.status)}
          data-status={view.status}
          data-testid="record-status"
        >
          {t(`records.withdrawStatus.${view.status}`)}
        </span>
      </header>
      <p className={styles.amount} data-testid="record-amount">
        {t('records.withdrawAmount', { amount: f.money(view.amount) })}
      </p>
      <dl className={styles.lines}>
        <dt>{t('records.field.fee')}</dt>
        <dd data-testid="record-fee">{f.money(view.fee)}</dd>
        <dt>{t('records.field.bank')}</dt>
        <dd>{view.bank ?? '--'}</dd>
        <dt>{t('records.field.cardNo')}</dt>
        <dd>{view.cardNo ?? '--'}</dd>
        {reason && (
          <>
            <dt>
              {view.status === 'cancelled'
                ? t('records.field.cancelReason')
                : t('records.field.failReason')}
            </dt>
            <dd className={styles.reason} data-testid="record-reason">
              {reason}
            </dd>
          </>
        )}
        <dt>{t('records.field.time')}</dt>
        <dd>{f.time(view.appliedAt)}</dd>
        {view.status === 'paid' && view.paidAt && (
          <>
            <dt>{t('records.field.paidAt')}</dt>
            <dd>{f.time(view.paidAt)}</dd>
          </>
        )}
      </dl>
      {onCancel && view.canCancel && (
        <button
          type="button"
          className={styles.action}
          disabled={isCancelling}
          onClick={() => onCancel(view)}
          data-testid="cancel-withdraw"
        >
          {t('records.cancel.action')}
        </button>
      )}
    </article>
  );
}
