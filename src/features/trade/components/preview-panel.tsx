// The order's cost, recomputed as the quote moves: value, margin, fees, total, break-even and
// what the available funds allow. Contracts show their margin and fee per lot in the product's
// currency and the CNY amount that leaves the account.
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Preview } from '../model/ticket-model';

import { formatAmount, formatTick } from './format';
import cardStyles from './card.module.css';
import styles from './preview-panel.module.css';
import type { TicketState } from './use-ticket';

export interface FigureRow {
  id: string;
  label: string;
  value: string;
  /** The headline figure (the total), larger on the ticket. */
  isStrong?: boolean;
  testId?: string;
}

/** Label/value rows; `isEmphasized`: the headline figures stand out (the ticket's own panel). */
export function FigureRows({
  rows,
  isEmphasized = false,
}: {
  rows: readonly FigureRow[];
  isEmphasized?: boolean;
}) {
  return (
    <dl className={styles.figures}>
      {rows.map((row) => (
        <div
          key={row.id}
          className={isEmphasized && row.isStrong ? styles.figureStrong : undefined}
          data-testid={row.testId}
        >
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The figures of a preview as label/value rows (the confirmation sheet shows them too). */
export const previewRowsOf = (
  t: TFunction<'trade'>,
  preview: Preview,
  currency: string,
  rate: number,
  spread: 'known' | 'pending' | 'unavailable',
): FigureRow[] => {
  if (preview.kind === 'stock') {
    return [
      { id: 'value', label: t('preview.value'), value: formatAmount(preview.value) },
      { id: 'margin', label: t('preview.margin'), value: formatAmount(preview.margin) },
      { id: 'buyFee', label: t('preview.buyFee'), value: formatAmount(preview.buyFee) },
      { id: 'stampDuty', label: t('preview.stampDuty'), value: formatAmount(preview.stampDuty) },
      {
        id: 'spreadFee',
        label: t('preview.spreadFee'),
        value:
          spread === 'pending'
            ? t('preview.pending')
            : spread === 'unavailable'
              ? t('preview.spreadUnavailable')
              : formatAmount(preview.spreadFee),
      },
      {
        id: 'breakEven',
        label: t('preview.breakEven'),
        value: formatTick(preview.breakEven.toNumber()),
      },
      {
        id: 'total',
        label: t('preview.total'),
        value: formatAmount(preview.total),
        isStrong: true,
      },
    ];
  }
  const rows = [
    { id: 'margin', label: t('preview.margin'), value: formatAmount(preview.margin, currency) },
    { id: 'fee', label: t('preview.fee'), value: formatAmount(preview.fee, currency) },
  ];
  if (currency === 'CNY') {
    return [
      ...rows,
      {
        id: 'total',
        label: t('preview.total'),
        value: formatAmount(preview.total),
        isStrong: true,
      },
    ];
  }
  return [
    ...rows,
    {
      id: 'rate',
      label: t('preview.rate', { currency }),
      value: rate > 0 ? String(rate) : t('preview.pending'),
    },
    { id: 'cnyMargin', label: t('preview.cnyMargin'), value: formatAmount(preview.cnyMargin) },
    {
      id: 'total',
      label: t('preview.cnyTotal'),
      value: formatAmount(preview.cnyTotal),
      isStrong: true,
    },
  ];
};

export function PreviewPanel({ state }: { state: TicketState }) {
  const { t } = useTranslation('trade');
  const { preview, model, maxLots, spread } = state;
  // A key changes the order's figures only: the funds rows follow the model and the max.
  const funds = useMemo(
    (): FigureRow[] => [
      {
        id: 'available',
        label: t('preview.available'),
        value: formatAmount(model.available),
        testId: 'preview-available',
      },
      {
        id: 'maxLots',
        label: t('preview.maxLots'),
        value: maxLots === null ? '--' : t('preview.maxLotsValue', { lots: maxLots }),
        testId: 'preview-max-lots',
      },
    ],
    [t, model.available, maxLots],
  );
  const rows: FigureRow[] = [
    ...(preview
      ? previewRowsOf(t, preview, model.currency, model.rate, spread).map((row) => ({
          ...row,
          testId: `preview-${row.id}`,
        }))
      : [{ id: 'total', label: t('preview.total'), value: '--' }]),
    ...funds,
  ];
  return (
    <section
      className={cardStyles.card}
      aria-labelledby="ticket-preview-title"
      data-testid="ticket-preview"
    >
      <h3 className={cardStyles.cardTitle} id="ticket-preview-title">
        {t('preview.title')}
      </h3>
      <FigureRows rows={rows} isEmphasized />
    </section>
  );
}
