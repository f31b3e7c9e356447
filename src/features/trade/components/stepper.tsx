// A number field with − and + on either side (lots, prices, percentages). The text is kept as
// typed; the message under it is tied to the input for screen readers.
import type { ReactNode } from 'react';

import fieldStyles from './field.module.css';
import styles from './stepper.module.css';

export interface StepperProps {
  id: string;
  label: ReactNode;
  /** Right side of the label row (unit, range…). */
  aside?: ReactNode;
  value: string;
  onChange: (text: string) => void;
  onStep: (delta: 1 | -1) => void;
  decreaseLabel: string;
  increaseLabel: string;
  inputMode: 'numeric' | 'decimal';
  placeholder?: string;
  error?: string;
  testId?: string;
}

export function Stepper({
  id,
  label,
  aside,
  value,
  onChange,
  onStep,
  decreaseLabel,
  increaseLabel,
  inputMode,
  placeholder,
  error,
  testId,
}: StepperProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <div className={fieldStyles.fieldLabel}>
        <label htmlFor={id}>{label}</label>
        {aside}
      </div>
      <div className={styles.stepper} data-invalid={error ? 'true' : undefined}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={decreaseLabel}
          onClick={() => onStep(-1)}
        >
          −
        </button>
        <input
          id={id}
          className={styles.stepInput}
          value={value}
          inputMode={inputMode}
          autoComplete="off"
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label={increaseLabel}
          onClick={() => onStep(1)}
        >
          +
        </button>
      </div>
      {error && (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
