// What the add-on would book at the current price (api-contract §11.3 "Add-on buys"): the merged
// position (shares, average price, margin held) and the add-on's own money (margin, fees, what
// stays available) — the same figures buy2.do books, to the cent.
import { useTranslation } from 'react-i18next';

import type { AddOnPreview } from '../model/add-on';
import type { StockPositionView } from '../model/stock-position';

import styles from './close-preview.module.css';
import { FigureList, type FigureItem } from './figure';
import noteStyles from './note.module.css';
import { useSharesText } from './use-figures';
import { useFormat } from './use-format';

export function AddOnPreviewPanel({
  view,
  preview,
}: {
  view: StockPositionView;
  /** null while the quantity is not valid or a rate is still unknown. */
  preview: AddOnPreview | null;
}) {
  const { t } = useTranslation('positions');
  const f = useFormat();
  const sharesText = useSharesText();
  const rows: FigureItem[] = [
    {
      key: 'quantity',
      label: t('addOn.newQuantity'),
      value: preview ? sharesText(preview.merged.orderNum) : '--',
    },
    { key: 'avg', label: t('addOn.newAverage'), value: f.money(preview?.merged.buyOrderPrice) },
    { key: 'margin-held', label: t('addOn.newMargin'), value: f.money(preview?.marginHeld) },
    { key: 'margin', label: t('addOn.addedMargin'), value: f.money(preview?.cost.margin) },
    { key: 'buy-fee', label: t('field.buyFee'), value: f.money(preview?.cost.buyFee) },
    { key: 'stamp-duty', label: t('field.stampDuty'), value: f.money(preview?.cost.stampDuty) },
    { key: 'spread-fee', label: t('field.spreadFee'), value: f.money(preview?.cost.spreadFee) },
    {
      key: 'available',
      label: t('addOn.availableAfter'),
      value: f.money(preview?.availableAfter),
    },
  ];
  return (
    <section
      className={styles.preview}
      aria-label={t('addOn.previewTitle')}
      data-testid="add-on-preview"
    >
      <h3 className={styles.previewTitle}>
        {t('addOn.previewTitle')}
        {view.price && ` · ${t('addOn.atPrice', { price: f.money(view.price) })}`}
      </h3>
      <FigureList layout="preview" items={rows.map((r) => ({ ...r, testId: `add-on-${r.key}` }))} />
      <p className={noteStyles.note}>{t('close.previewHint')}</p>
    </section>
  );
}
