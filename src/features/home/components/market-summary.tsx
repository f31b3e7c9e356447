// Advancers against decliners across Shanghai and Shenzhen (getZdfNumber), as a split bar.
import { useTranslation } from 'react-i18next';

import { useMarketSummary } from '../api/home-api';

import styles from './home.module.css';

export function MarketSummary() {
  const { t } = useTranslation('home');
  const { data, isError, isPending } = useMarketSummary();
  const total = data ? data.zhang + data.die : 0;
  const risingShare = total > 0 && data ? (data.zhang / total) * 100 : 50;
  return (
    <section className={styles.section} aria-label={t('summary.title')} data-testid="home-summary">
      <h2 className={styles.sectionTitle}>{t('summary.title')}</h2>
      {isPending ? (
        // Laid out like the loaded figures: nothing below moves when they come.
        <div data-pending aria-hidden>
          <div className={styles.breadthLabels}>
            <span>--</span>
            <span>--</span>
          </div>
          <div className={styles.breadthBar}>
            <span className={styles.breadthPending} />
          </div>
        </div>
      ) : isError || total === 0 ? (
        <p className={styles.muted}>{t('summary.unavailable')}</p>
      ) : (
        <>
          <div className={styles.breadthLabels}>
            <span className="rise" data-testid="summary-rising">
              {t('summary.rising', { count: data?.zhang ?? 0 })}
            </span>
            <span className="fall" data-testid="summary-falling">
              {t('summary.falling', { count: data?.die ?? 0 })}
            </span>
          </div>
          <div className={styles.breadthBar} aria-hidden>
            <span className={styles.breadthRise} style={{ width: `${risingShare}%` }} />
            <span className={styles.breadthFall} />
          </div>
        </>
      )}
    </section>
  );
}
