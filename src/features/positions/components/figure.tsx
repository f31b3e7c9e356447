// Labelled numbers as a description list: the cards' figure grids, the detail page's rows, the
// close sheet's facts and preview. Signed amounts take the rise/fall colour.
import type { ReactNode } from 'react';

import styles from './figure.module.css';
import numberStyles from './number.module.css';
import type { Tone } from './use-format';

export interface FigureItem {
  key: string;
  label: string;
  value: ReactNode;
  tone?: Tone;
  testId?: string;
  /** A marker after the label pointing to a note (e.g. the deferred fee). */
  hint?: string;
  /** Plain text (a code), not an amount: no tabular digits. */
  isText?: boolean;
}

const LAYOUT = {
  /** A card's or hero's headline row: large P/L figures. */
  pnl: styles.pnlRow,
  /** A card's grid of figures. */
  grid: styles.grid,
  /** The detail page: label left, value right, one per line. */
  rows: styles.rows,
  /** The totals above the open positions. */
  totals: styles.totalsGrid,
  /** The close sheet's facts about the position. */
  facts: styles.sheetFacts,
  /** The close sheet's preview of the part. */
  preview: styles.previewList,
} as const;

export type FigureLayout = keyof typeof LAYOUT;

export function FigureList({
  items,
  layout,
  testId,
}: {
  items: readonly FigureItem[];
  layout: FigureLayout;
  testId?: string;
}) {
  const isCard = layout === 'pnl' || layout === 'grid';
  return (
    <dl className={LAYOUT[layout]} data-testid={testId}>
      {items.map((it) => (
        <div
          key={it.key}
          className={isCard ? styles.figure : undefined}
          data-key={layout === 'rows' ? it.key : undefined}
        >
          <dt>
            {it.label}
            {it.hint && <sup aria-hidden="true">{it.hint}</sup>}
          </dt>
          <dd
            className={it.isText ? undefined : numberStyles.num}
            data-tone={it.tone}
            data-testid={it.testId}
          >
            {it.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
