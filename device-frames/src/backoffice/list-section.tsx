// One list of the back office under its heading with a count: nothing before the first read, the
// empty text for none, else the rows. `status` (a load error, "loading…") stands under the heading.
import type { ReactNode } from 'react';

import styles from './back-office.module.css';

interface Props<T> {
  title: string;
  /** The list's accessible name. */
  label: string;
  empty: string;
  rows: T[] | null | undefined;
  status?: ReactNode;
  children: (row: T) => ReactNode;
}

export const ListSection = <T,>({ title, label, empty, rows, status, children }: Props<T>) => (
  <>
    <h3 className={styles.subhead}>
      {title} {rows && <span className={styles.count}>{rows.length}</span>}
    </h3>
    {status}
    {rows?.length === 0 && <p className={styles.empty}>{empty}</p>}
    {rows && rows.length > 0 && (
      <ul className={styles.list} aria-label={label}>
        {rows.map(children)}
      </ul>
    )}
  </>
);
