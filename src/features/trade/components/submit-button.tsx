// The ticket's submit, drawn like antd-mobile's primary Button (padding, type, the darker press,
// faded when disabled, three hopping dots while sending) as a native button: the ticket's first
// screen then loads none of antd's button code. Colours and radius come from the caller's class
// (side-buttons.module.css `.submit`), through the same custom properties antd's Button reads.
import type { ReactNode } from 'react';

import styles from './submit-button.module.css';

export function SubmitButton({
  className,
  side,
  disabled,
  loading,
  onClick,
  testId,
  children,
}: {
  className?: string;
  side: string;
  disabled: boolean;
  loading: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`${styles.button} ${className ?? ''}`}
      data-side={side}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={onClick}
      data-testid={testId}
    >
      {loading ? (
        <span className={styles.dots} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      ) : (
        children
      )}
    </button>
  );
}
