// What closing `shares` would book at the current price (closeFigures, api-contract §11.4): the
// part's gross P/L, its fees, the net result and the margin released.
import { useTranslation } from 'react-i18next';

import { closeFigures } from '@/api/contracts/trading-math';

import type { StockPositionView } from '../model/stock-position';

import styles from './positions.module.css';
import { toneOf, useFormat } from './use-format';

export function ClosePreview({
  view,
  shares,
  sellFeeRate,
}: {
  view: StockPositionView;
  /** null while the quantity is not valid. */
  shares: number | null;
  sellFeeRate: number | null;
}) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  const part =
    shares !== null && view.price && sellFeeRate !== null
      ? closeFigures(view.source, view.price, shares, sellFeeRate)
      : null;
  const fees = part
    ? part.sellFee.plus(part.buyFee).plus(part.stampDuty).plus(part.spreadFee)
    : null;
  const rows = [
    {
      key: 'pnl',
      label: t('close.previewPnl'),
      value: part ? f.money(part.pnl, true) : '--',
      tone: toneOf(part?.pnl),
    },
    {
      key: 'fees',
      label: t('close.previewFees'),
      value: fees ? f.money(fees.neg()) : '--',
      tone: undefined,
    },
    {
      key: 'net',
      label: t('close.previewNet'),
      value: part ? f.money(part.netPnl, true) : '--',
      tone: toneOf(part?.netPnl),
    },
    {
      key: 'margin',
      label: t('close.previewMargin'),
      value: part ? f.money(part.releasedMargin) : '--',
      tone: undefined,
    },
  ];
  return (
    <section
      className={styles.preview}
      aria-label={t('close.previewTitle')}
      data-testid="close-preview"
    >
      <h3 className={styles.previewTitle}>{t('close.previewTitle')}</h3>
      <dl className={styles.previewList}>
        {rows.map((r) => (
          <div key={r.key}>
            <dt>{r.label}</dt>
            <dd className={styles.num} data-tone={r.tone} data-testid={`preview-${r.key}`}>
              {r.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{t('close.previewHint')}</p>
    </section>
  );
}
