// A grid of entries (icon + label) to account screens.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import cardStyles from './card.module.css';
import styles from './menu-grid.module.css';

export interface MenuEntry {
  to: string;
  label: string;
  icon: ReactNode;
  testId: string;
  /** Opens in a new browser tab (customer service). */
  external?: boolean;
}

export function MenuGrid({ title, entries }: { title: string; entries: MenuEntry[] }) {
  return (
    <section className={cardStyles.card} aria-label={title}>
      <h2 className={cardStyles.cardTitle}>{title}</h2>
      <ul className={styles.grid}>
        {entries.map((e) => (
          <li key={e.to}>
            <Link to={e.to} className={styles.gridItem} data-testid={e.testId}>
              <span className={styles.gridIcon} aria-hidden="true">
                {e.icon}
              </span>
              <span className={styles.gridLabel}>{e.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
