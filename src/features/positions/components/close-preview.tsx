// What closing `shares` would book at the current price (closeFigures, api-contract §11.4): the
// part's gross P/L, its fees, the net result and the margin released.
import { useMemo } from 'react';

import { closeFigures } from '@/api/contracts/trading-math';

import type { StockPositionView } from '../model/stock-position';

import type { CloseSheetText } from './close-sheet-text';
import { FigureList, type FigureItem } from './figure';
import styles from './close-preview.module.css';
import noteStyles from './note.module.css';
import { signedFigure } from './use-figures';
import type { Format } from './use-format';

/** Texts and `f` are the sheet's: no translation hook of its own (issue 24). */
export function ClosePreview({
  text,
  f,
  view,
  shares,
  sellFeeRate,
}: {
  text: CloseSheetText['preview'];
  f: Format;
  view: StockPositionView;
  /** null while the quantity is not valid. */
  shares: number | null;
  sellFeeRate: number | null;
}) {
  const { source, price } = view;
  // Decimal maths once per input, not on every render of the sheet.
  const part = useMemo(
    () =>
      shares !== null && price && sellFeeRate !== null
        ? closeFigures(source, price, shares, sellFeeRate)
        : null,
    [source, price, shares, sellFeeRate],
  );
  const fees = useMemo(
    () => part && part.sellFee.plus(part.buyFee).plus(part.stampDuty).plus(part.spreadFee),
    [part],
  );
  const rows: FigureItem[] = [
    signedFigure(f, 'pnl', text.pnl, part?.pnl),
    { key: 'fees', label: text.fees, value: f.money(fees?.neg()) },
    signedFigure(f, 'net', text.net, part?.netPnl),
    { key: 'margin', label: text.margin, value: f.money(part?.releasedMargin) },
  ];
  return (
    <section className={styles.preview} aria-label={text.title} data-testid="close-preview">
      <h3 className={styles.previewTitle}>{text.title}</h3>
      <FigureList
        layout="preview"
        items={rows.map((r) => ({ ...r, testId: `preview-${r.key}` }))}
      />
      <p className={noteStyles.note}>{text.hint}</p>
    </section>
  );
}
