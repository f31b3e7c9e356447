// The order's cost, recomputed as the quote moves: value, margin, fees, total, break-even and
// what the available funds allow. Contracts show their margin and fee per lot in the product's
// currency and the CNY amount that leaves the account.
import { useTranslation } from 'react-i18next';

import type { Preview } from '../model/ticket-model';

import { formatAmount, formatTick } from './format';
import styles from './ticket.module.css';
import type { TicketState } from './use-ticket';

/** The figures of a preview as label/value rows (the confirmation sheet shows them too). */
export const usePreviewRows = () => {
  const { t } = useTranslation('trade');
  return (
    preview: Preview,
    currency: string,
    rate: number,
    spread: 'known' | 'pending' | 'unavailable',
  ): { id: string; label: string; value: string; isStrong?: boolean }[] => {
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
};

export function PreviewPanel({ state }: { state: TicketState }) {
  const { t } = useTranslation('trade');
  const rowsOf = usePreviewRows();
  const { preview, model, maxLots, spread } = state;
  const rows = preview ? rowsOf(preview, model.currency, model.rate, spread) : [];
  return (
    <section
      className={styles.card}
      aria-labelledby="ticket-preview-title"
      data-testid="ticket-preview"
    >
      <h3 className={styles.cardTitle} id="ticket-preview-title">
        {t('preview.title')}
      </h3>
      <dl className={styles.figures}>
        {rows.map((row) => (
          <div
            key={row.id}
            className={row.isStrong ? styles.figureStrong : undefined}
            data-testid={`preview-${row.id}`}
          >
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        {!preview && (
          <div>
            <dt>{t('preview.total')}</dt>
            <dd>--</dd>
          </div>
        )}
        <div data-testid="preview-available">
          <dt>{t('preview.available')}</dt>
          <dd>{formatAmount(model.available)}</dd>
        </div>
        <div data-testid="preview-max-lots">
          <dt>{t('preview.maxLots')}</dt>
          <dd>{maxLots === null ? '--' : t('preview.maxLotsValue', { lots: maxLots })}</dd>
        </div>
      </dl>
    </section>
  );
}
