// The frame of one desk of the back office: its region and heading, what sits above the outcomes
// (the new-share desk's rate form), the outcomes of the last actions, a load error or "loading…"
// before the first read, then the desk's lists.
import type { ReactNode } from 'react';

import styles from './back-office.module.css';
import { OutcomeLog, type Logged } from './outcome-log';

export interface DeskFrameTexts {
  region: string;
  title: string;
  results: string;
  loading: string;
  loadFailed: (why: string) => string;
}

interface Props {
  texts: DeskFrameTexts;
  desk: { view: unknown; error: string | null; results: Logged[] };
  /** Controls above the outcomes (a form of the whole desk). */
  controls?: ReactNode;
  children: ReactNode;
}

export const DeskSection = ({ texts: T, desk, controls, children }: Props) => (
  <section aria-label={T.region}>
    <h3 className={styles.subhead}>{T.title}</h3>
    {controls}
    <OutcomeLog results={desk.results} label={T.results} />
    {desk.error && (
      <p className={styles.error} role="alert">
        {T.loadFailed(desk.error)}
      </p>
    )}
    {!desk.view && !desk.error && <p className={styles.hint}>{T.loading}</p>}
    {children}
  </section>
);
