// A long list of quotes (market lists, search results, watchlist): name with exchange badge and
// code, last price, change % as a coloured pill and change amount. Rows are virtualized against
// the page scroll, so 5,000 rows cost what a screenful costs; each row links to the detail page.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { directionOf, formatPct, formatPrice, formatSigned } from '@/lib/market/quote-format';

import styles from './quote-list.module.css';
import { VirtualRows } from './virtual-rows';

export interface QuoteRowData {
  key: string;
  name: string;
  /** Shown under the name. */
  code: string;
  /** Short exchange/kind label (沪, 深, 指 …). */
  badge?: string;
  price: unknown;
  changePct: unknown;
  change?: unknown;
  /** Detail page link. */
  to: string;
}

export interface QuoteListProps {
  rows: readonly QuoteRowData[];
  /** Header captions; the defaults are name / last / change % / change. */
  columns?: { name?: string; price?: string; pct?: string; last?: string };
  /** Replaces the change-amount column (e.g. a delete button on the watchlist). */
  trailing?: (row: QuoteRowData) => ReactNode;
  priceDigits?: number;
  testId?: string;
}

export const QUOTE_ROW_HEIGHT = 56;

export function QuoteList({
  rows,
  columns = {},
  trailing,
  priceDigits = 2,
  testId,
}: QuoteListProps) {
  const { t } = useTranslation('market');
  return (
    <div className={styles.list} data-testid={testId} data-rows={rows.length}>
      <div className={styles.header} role="presentation">
        <span>{columns.name ?? t('columns.name')}</span>
        <span>{columns.price ?? t('columns.price')}</span>
        <span>{columns.pct ?? t('columns.pct')}</span>
        <span>{columns.last ?? t('columns.change')}</span>
      </div>
      <VirtualRows
        items={rows}
        rowHeight={QUOTE_ROW_HEIGHT}
        keyOf={(row) => row.key}
        rowProps={(row) => ({
          className: styles.row,
          'data-testid': 'quote-row',
          'data-code': row.code,
        })}
        render={(row) => {
          const direction = directionOf(row.changePct);
          return (
            <>
              <Link to={row.to} className={styles.name}>
                <strong>{row.name}</strong>
                <span className={styles.code}>
                  {row.badge && <em className={styles.badge}>{row.badge}</em>}
                  {row.code}
                </span>
              </Link>
              <span className={`${styles.num} ${direction}`}>
                {formatPrice(row.price, priceDigits)}
              </span>
              <span className={`${styles.num} ${styles.pill}`} data-direction={direction}>
                {formatPct(row.changePct)}
              </span>
              <span className={`${styles.num} ${direction}`}>
                {trailing ? trailing(row) : formatSigned(row.change, priceDigits)}
              </span>
            </>
          );
        }}
      />
    </div>
  );
}
