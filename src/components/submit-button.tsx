// The app's one submit button: a native <button> drawn like antd-mobile's primary Button, so the
// screens that show one (the forms, the trade ticket) load none of antd's button code. It is held
// while the request runs — disabled, `aria-busy`, three dots in place of the label — so a second
// tap sends nothing; what sends once per intent is the caller's useSubmitOnce.
import type { ReactNode } from 'react';

import { LoadingDots } from './loading-dots';
import styles from './submit-button.module.css';

export interface SubmitButtonProps {
  /** The request is out: dots (and `loadingText`) instead of the label, and no tap. */
  loading: boolean;
  /** Held for another reason too (a gate, a form still loading). */
  disabled?: boolean;
  /** Shown and said beside the dots while loading; without it the label is still said. */
  loadingText?: string;
  /** The foot of a form: full width, large type. Without it, as wide as its label. */
  block?: boolean;
  /** A pill's round ends (the card forms). */
  rounded?: boolean;
  /** Runs before the form's submit; the only action of a button outside a form. */
  onClick?: () => void;
  /** 'button' for an action outside any form (default 'submit'). */
  type?: 'submit' | 'button';
  /** Colours and radius through the custom properties `.button` reads (`--background-color`…). */
  className?: string;
  /** Written as `data-side` for the caller's class (the ticket colours its submit by side). */
  side?: string;
  testId: string;
  children: ReactNode;
}

export function SubmitButton({
  loading,
  disabled = false,
  loadingText,
  block = false,
  rounded = false,
  onClick,
  type = 'submit',
  className,
  side,
  testId,
  children,
}: SubmitButtonProps) {
  const classes = [styles.button, block && styles.block, rounded && styles.rounded, className];
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      data-side={side}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={onClick}
      data-testid={testId}
    >
      {loading ? (
        <span className={styles.loading}>
          <LoadingDots />
          {loadingText ?? <span className="visually-hidden">{children}</span>}
        </span>
      ) : (
        children
      )}
    </button>
  );
}
