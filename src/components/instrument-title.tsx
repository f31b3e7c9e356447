// An instrument's name with its code after it, and what sits at the end of the row (a market
// badge, the watchlist toggle): the title row of an instrument's screen (order ticket, quote).
import type { ReactNode } from 'react';

import styles from './instrument-title.module.css';

export function InstrumentTitle({
  name,
  code,
  level = 'h2',
  aside,
}: {
  name: string;
  code: string;
  /** The heading's level on its page. */
  level?: 'h1' | 'h2';
  aside?: ReactNode;
}) {
  const Heading = level;
  return (
    <div className={styles.row}>
      <Heading className={styles.name}>
        {name}
        <span className={styles.code}>{code}</span>
      </Heading>
      {aside}
    </div>
  );
}
