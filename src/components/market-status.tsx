// The line above every live quote: the market phase on the server's clock and how old the quote
// on screen is. During trading a quote that has not refreshed for three polling cycles is called
// stale (market-rules "honest freshness"); outside trading the last quote is labelled as such.
import type { TFunction } from 'i18next';
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

/**
 * The line re-renders every second on every live page. The translation hook runs in the outer
 * part, which renders only when its page passes new props (a poll), and the line's few texts are
 * kept per language: profiled at 4× CPU on /warehouse, the hook and two interpolated look-ups
 * per tick were ≈ 3.4 ms of main-thread time a second (issue 24).
 */
export function MarketStatus(props: MarketStatusProps) {
  const { t } = useTranslation('market');
  return <StatusLine t={t} {...props} />;
}

const texts = new WeakMap<TFunction<'market'>, Map<string, string>>();

/** `t(key, { seconds })`, looked up once per language, key and number (bounded: a long outage
 *  counts its seconds up). */
const textOf = (t: TFunction<'market'>, key: string, seconds: number): string => {
  const byKey = texts.get(t) ?? new Map<string, string>();
  if (byKey.size > 99) byKey.clear();
  texts.set(t, byKey);
  const id = key + seconds;
  if (!byKey.has(id)) byKey.set(id, t(key as 'age.fresh', { seconds }));
  return byKey.get(id)!;
};

function StatusLine({
  t,
  updatedAt,
  isError = false,
  intervalMs,
}: MarketStatusProps & { t: TFunction<'market'> }) {
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
        {textOf(t, `phase.${phase}`, 0)}
      </span>
      <span className={styles.age}>{textOf(t, `age.${state}`, seconds)}</span>
    </div>
  );
}
