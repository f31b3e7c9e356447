// A field of the block-trade ticket and the VIP grab (ticket-field.module.css): the label for the
// input, the input with its unit, a hint, and the check's message as an alert.
import type { ReactNode } from 'react';

import styles from './ticket-field.module.css';

export function TicketField({
  id,
  label,
  unit,
  hint,
  error,
  errorTestId,
  className,
  children,
}: {
  /** The input's id, for the label. */
  id: string;
  label: string;
  unit?: string;
  hint?: ReactNode;
  error: string;
  errorTestId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={className ? `${styles.field} ${className}` : styles.field}
      data-invalid={error ? 'true' : undefined}
    >
      <label htmlFor={id}>{label}</label>
      {unit ? (
        <div className={styles.withUnit}>
          {children}
          <span>{unit}</span>
        </div>
      ) : (
        children
      )}
      {hint && <span className={styles.hint}>{hint}</span>}
      {error && (
        <span className={styles.error} role="alert" data-testid={errorTestId}>
          {error}
        </span>
      )}
    </div>
  );
}
