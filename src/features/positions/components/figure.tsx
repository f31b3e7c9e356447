// One labelled number of a card or detail list; signed amounts take the rise/fall colour.
import type { ReactNode } from 'react';

import type { Tone } from './use-format';
import styles from './positions.module.css';

export function Figure({
  label,
  value,
  tone,
  testId,
  hint,
}: {
  label: string;
  value: ReactNode;
  tone?: Tone;
  testId?: string;
  /** A marker after the label pointing to a note (e.g. the deferred fee). */
  hint?: string;
}) {
  return (
    <div className={styles.figure}>
      <dt>
        {label}
        {hint && <sup aria-hidden="true">{hint}</sup>}
      </dt>
      <dd className={styles.num} data-tone={tone} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
