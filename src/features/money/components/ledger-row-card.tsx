// One funds-ledger line (screens §9.3): its type, the signed amount (money in rises, out falls),
// the server's summary and the time.
import { useTranslation } from 'react-i18next';

import card from '@/components/record-card.module.css';

import { moneySign, type LedgerRowView } from '../model/record-views';

import styles from './record-card.module.css';
import { useRecordsFormat } from './use-records-format';

export function LedgerRowCard({ view }: { view: LedgerRowView }) {
  const { t } = useTranslation('money');
  const f = useRecordsFormat();
  const sign = moneySign(view.amount);
  const tone = sign === 0 ? 'flat' : sign > 0 ? 'rise' : 'fall';
  return (
    <article className={card.card} data-testid="ledger-record" data-record-id={view.id}>
      <header className={card.head}>
        <span className={card.title} data-testid="ledger-type">
          {'key' in view.type ? t(`records.ledgerType.${view.type.key}`) : view.type.raw}
        </span>
        <span className={styles.amount} data-tone={tone} data-testid="record-amount">
          {f.money(view.amount, true)}
        </span>
      </header>
      <dl className={styles.lines}>
        {view.summary && (
          <>
            <dt>{t('records.field.summary')}</dt>
            <dd>{view.summary}</dd>
          </>
        )}
        <dt>{t('records.field.time')}</dt>
        <dd>{f.time(view.at)}</dd>
      </dl>
    </article>
  );
}
