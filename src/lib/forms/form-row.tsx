// One row of a card form: the label tied to its input, the input (and an optional action beside
// it, e.g. "send code"), and the field's message under it, which the input names in
// aria-describedby (set by `useForm().input()`), so a screen reader reads it with the field.
import type { ReactNode } from 'react';

import styles from './form.module.css';

export interface FormRowProps {
  /** The input's id (`form.idOf(field)`). */
  id: string;
  label: string;
  /** The field's message; undefined when it is fine. */
  error?: string;
  /** Beside the input, e.g. the SMS code button. */
  extra?: ReactNode;
  children: ReactNode;
}

export function FormRow({ id, label, error, extra, children }: FormRowProps) {
  return (
    <div className={styles.row} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <div className={styles.line}>
          {children}
          {extra}
        </div>
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/** The native text input of a row, styled to the card. */
export const inputClass = styles.input;
