// A new share's card head: name, market badge, code, then its figures (issue price, P/E, size…).
import type { ReactNode } from 'react';

import pageStyles from './ipo-page.module.css';
import { MarketBadge } from './new-share-badge';
import styles from './share-summary.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
  testId?: string;
}

export function ShareSummary({
  name,
  code,
  stockType,
  facts,
}: {
  name: string;
  code: string;
  stockType: string | null | undefined;
  facts: Fact[];
}) {
  return (
    <section className={pageStyles.card} data-testid="share-summary">
      <div className={styles.head}>
        <h1 className={styles.name}>{name}</h1>
        <MarketBadge stockType={stockType} />
        <span className={styles.code}>{code}</span>
      </div>
      <dl className={pageStyles.facts}>
        {facts.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd data-testid={f.testId}>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
