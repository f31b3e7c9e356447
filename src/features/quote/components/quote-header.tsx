// Price block of the detail page: name and code, last price, change and change %, the
// watchlist toggle, and the day's limit band with the distance to each limit.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import { directionOf, formatPct, formatPrice, formatSigned } from '@/lib/market/quote-format';
import { bareCode, type InstrumentKind } from '@/lib/market/instrument';

import type { QuoteView } from '../model/quote-view';

import styles from './quote.module.css';
import { WatchToggle } from './watch-toggle';

export const QuoteHeader = memo(function QuoteHeader({
  quote,
  kind,
  code,
}: {
  quote: QuoteView;
  kind: InstrumentKind;
  /** The code of the page link (stocks bare, futures `hf_…`). */
  code: string;
}) {
  const { t } = useTranslation('quote');
  const direction = directionOf(quote.change);
  const { limit } = quote;
  return (
    <section className={styles.header} data-testid="quote-header" data-direction={direction}>
      <div className={styles.titleRow}>
        <h1 className={styles.name}>
          {quote.name} <span className={styles.code}>{quote.gid || quote.code}</span>
        </h1>
        {/* A code carrying sh/sz is an index to the watchlist endpoints: stocks go bare. */}
        <WatchToggle code={kind === 'stock' ? bareCode(code) : code} kind={kind} />
      </div>
      <div className={styles.priceRow}>
        <strong className={`${styles.price} ${direction}`} data-testid="quote-price">
          {formatPrice(quote.price)}
        </strong>
        <span className={`${styles.change} ${direction}`} data-testid="quote-change">
          {formatSigned(quote.change)} {formatPct(quote.changePct)}
        </span>
      </div>
      {quote.isHalted && (
        <p className={styles.notice} data-testid="quote-halted">
          {t('halted')}
        </p>
      )}
      {limit && (
        <div className={styles.limitRow} data-testid="quote-limits" data-at={limit.at ?? 'none'}>
          <span>{t('limit.band', { pct: limit.pct })}</span>
          {limit.at === 'up' && <span className="rise">{t('limit.sealedUp')}</span>}
          {limit.at === 'down' && <span className="fall">{t('limit.sealedDown')}</span>}
          {limit.at === null && (
            <>
              <span>
                {t('limit.toUp', { pct: limit.toUpPct.toFixed(2), ticks: limit.toUpTicks })}
              </span>
              <span>
                {t('limit.toDown', { pct: limit.toDownPct.toFixed(2), ticks: limit.toDownTicks })}
              </span>
            </>
          )}
        </div>
      )}
    </section>
  );
});
