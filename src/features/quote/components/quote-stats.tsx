// The day's figures under the price (screens §5a.1 stats grid, plus limits and amplitude).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import { BCP47, type LanguageCode } from '@/lib/i18n';
import { formatBig, formatPct, formatPrice } from '@/lib/market/quote-format';

import type { QuoteView } from '../model/quote-view';

import styles from './quote.module.css';

export const QuoteStats = memo(function QuoteStats({ quote }: { quote: QuoteView }) {
  const { t, i18n } = useTranslation('quote');
  const locale = BCP47[i18n.language as LanguageCode] ?? 'zh-CN';
  const cells: [string, string, string?][] = [
    [t('stats.open'), formatPrice(quote.open)],
    [t('stats.high'), formatPrice(quote.high), 'rise'],
    [t('stats.low'), formatPrice(quote.low), 'fall'],
    [t('stats.prevClose'), formatPrice(quote.prevClose)],
    [t('stats.volume'), formatBig(quote.volume, locale)],
    [t('stats.amount'), formatBig(quote.amount, locale)],
    [t('stats.amplitude'), formatPct(quote.amplitudePct).replace('+', '')],
  ];
  if (quote.limit) {
    cells.push([t('stats.limitUp'), formatPrice(quote.limit.up), 'rise']);
    cells.push([t('stats.limitDown'), formatPrice(quote.limit.down), 'fall']);
  }
  return (
    <dl className={styles.stats} data-testid="quote-stats">
      {cells.map(([label, value, tone]) => (
        <div key={label} className={styles.stat}>
          <dt>{label}</dt>
          <dd className={tone}>{value}</dd>
        </div>
      ))}
    </dl>
  );
});
