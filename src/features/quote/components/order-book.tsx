// Five-level order book as a real table (asks above, bids below, best prices in the middle), so
// screen readers read it as rows and columns.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import { directionOf, formatPrice } from '@/lib/market/quote-format';

import type { BookLevel, QuoteView } from '../model/quote-view';

import styles from './quote.module.css';

function Row({
  label,
  level,
  prevClose,
}: {
  label: string;
  level: BookLevel;
  prevClose: number | null;
}) {
  const tone =
    level.price !== null && prevClose !== null && level.price > 0
      ? directionOf(level.price - prevClose)
      : 'flat';
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className={tone}>{level.price ? formatPrice(level.price) : '--'}</td>
      <td>{level.volume ? level.volume.toLocaleString('en') : '--'}</td>
    </tr>
  );
}

export const OrderBook = memo(function OrderBook({ quote }: { quote: QuoteView }) {
  const { t } = useTranslation('quote');
  const asks = [...quote.asks].reverse();
  return (
    <section className={styles.section} aria-label={t('book.title')}>
      <h2 className={styles.sectionTitle}>{t('book.title')}</h2>
      <div className={styles.book}>
        <table data-testid="order-book-asks">
          <caption className="visually-hidden">{t('book.asks')}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{t('book.asks')}</th>
              <th scope="col">{t('book.price')}</th>
              <th scope="col">{t('book.volume')}</th>
            </tr>
          </thead>
          <tbody>
            {asks.map((level) => (
              <Row
                key={level.level}
                label={t('book.ask', { level: level.level })}
                level={level}
                prevClose={quote.prevClose}
              />
            ))}
          </tbody>
        </table>
        <table data-testid="order-book-bids">
          <caption className="visually-hidden">{t('book.bids')}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{t('book.bids')}</th>
              <th scope="col">{t('book.price')}</th>
              <th scope="col">{t('book.volume')}</th>
            </tr>
          </thead>
          <tbody>
            {quote.bids.map((level) => (
              <Row
                key={level.level}
                label={t('book.bid', { level: level.level })}
                level={level}
                prevClose={quote.prevClose}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
});
