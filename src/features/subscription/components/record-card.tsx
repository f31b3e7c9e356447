// One application (screens §7.2): name, phase label, kind and market badges, code, amount, shares,
// unit price, application number, time, shares allotted when known; the payment deadline (from the
// calendar, or estimated) and 认缴 while payable; why a lapsed allotment was not debited.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

import card from '@/components/record-card.module.css';
import { formatMoney } from '@/lib/format/money';
import { BCP47, normalizeLanguage } from '@/lib/i18n';

import { beijingText } from '../model/beijing-text';
import { PHASE_TONE, type RecordView } from '../model/record-view';

import { KindBadge, MarketBadge } from './new-share-badge';
import styles from './record-card.module.css';

export function RecordCard({
  view,
  onPay,
  isPaying,
}: {
  view: RecordView;
  onPay: (v: RecordView) => void;
  isPaying: boolean;
}) {
  const { t, i18n } = useTranslation('ipo');
  const locale = BCP47[normalizeLanguage(i18n.language)];
  const { row, phase } = view;
  const money = (v: number | string | null | undefined) => formatMoney(v, { locale });
  const lines: { label: string; value: string; wide?: boolean; testId?: string }[] = [
    { label: t('record.amount'), value: money(row.bond), testId: 'record-amount' },
    { label: t('record.shares'), value: t('record.sharesValue', { n: row.applyNums ?? '--' }) },
    { label: t('record.price'), value: money(row.buyPrice) },
  ];
  if (row.applyNumber != null && row.status != null && row.status >= 2) {
    lines.push({
      label: t('record.allotted'),
      value: t('record.sharesValue', { n: row.applyNumber }),
    });
  }
  lines.push(
    { label: t('record.orderNo'), value: row.orderNo || '--', wide: true },
    { label: t('record.addTime'), value: row.addTime || '--', wide: true },
  );
  return (
    <article className={card.card} data-testid="record-card" data-phase={phase}>
      <div className={card.head}>
        <h3 className={card.title}>{row.newName || row.newCode}</h3>
        <KindBadge kind={view.kind} />
        <span className={card.status} data-tone={PHASE_TONE[phase]} data-testid="record-status">
          {t(`phase.${phase}`)}
        </span>
      </div>
      <div className={card.head}>
        <MarketBadge stockType={row.newType} />
        <span className={styles.code}>{row.newCode}</span>
      </div>
      <dl className={styles.grid}>
        {lines.map((l) => (
          <div key={l.label} className={l.wide ? styles.wide : undefined}>
            <dt>{l.label}</dt>
            <dd data-testid={l.testId}>{l.value}</dd>
          </div>
        ))}
      </dl>
      {phase === 'payment-due' && (
        <p className={styles.note} data-testid="record-deadline">
          {view.deadline === null
            ? t('record.deadlineUnknown')
            : t(view.isEstimated ? 'record.deadlineEstimated' : 'record.deadline', {
                when: beijingText(view.deadline),
              })}
        </p>
      )}
      {phase === 'lapsed' && (
        <p className={styles.note} data-tone="failed">
          {t('record.lapsed')}
        </p>
      )}
      {view.canPay && (
        <div className={styles.foot}>
          <Button
            size="small"
            color="primary"
            shape="rounded"
            loading={isPaying}
            disabled={isPaying}
            onClick={() => onPay(view)}
            data-testid="record-pay"
          >
            {t('pay.button')}
          </Button>
        </div>
      )}
    </article>
  );
}
