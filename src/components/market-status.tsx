// The line above every live quote: the market phase on the server's clock and how old the quote
// on screen is. During trading a quote that has not refreshed for three polling cycles is called
// stale (market-rules "honest freshness"); outside trading the last quote is labelled as such.
import { useTranslation } from 'react-i18next';

import { useMarketPhase } from '@/lib/market/use-market-phase';

import styles from './market-status.module.css';

export interface MarketStatusProps {
  /** When the quote on screen was fetched (TanStack `dataUpdatedAt`), 0 before the first. */
  updatedAt: number;
  /** The latest attempt failed. */
  isError?: boolean;
  /** Polling interval of the quote. */
  intervalMs: number;
}

export const staleAfterMs = (intervalMs: number): number => Math.max(3000, intervalMs * 3);

export function MarketStatus({ updatedAt, isError = false, intervalMs }: MarketStatusProps) {
  const { t } = useTranslation('market');
  const { phase, phoneNow } = useMarketPhase();
  const ageMs = updatedAt === 0 ? 0 : Math.max(0, phoneNow - updatedAt);
  const seconds = Math.floor(ageMs / 1000);
  const isTrading = phase === 'open';
  const state =
    updatedAt === 0
      ? isError
        ? 'failed'
        : 'waiting'
      : isTrading && ageMs > staleAfterMs(intervalMs)
        ? 'stale'
        : isTrading
          ? 'fresh'
          : 'closed';

  return (
    <div
      className={styles.status}
      data-testid="market-status"
      data-phase={phase}
      data-state={state}
      role={state === 'stale' || state === 'failed' ? 'alert' : 'status'}
    >
      <span className={styles.phase} data-phase={phase}>
        {t(`phase.${phase}`)}
      </span>
      <span className={styles.age}>{t(`age.${state}`, { seconds })}</span>
    </div>
  );
}
