// The submit button under a card form (login, register, forgotten password, login and funds
// passwords): full width, rounded, and held while the request runs, so a second tap sends nothing.
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

export interface FormSubmitProps {
  /** The request is running: the button shows its spinner and takes no tap. */
  pending: boolean;
  /** Held for another reason too (e.g. the form is still loading). */
  disabled?: boolean;
  /** Said beside the spinner while pending. */
  loadingText?: string;
  /** Runs before the form's submit (e.g. a message the form's rules do not cover). */
  onClick?: () => void;
  'data-testid': string;
  children: ReactNode;
}

export function FormSubmit({
  pending,
  disabled = false,
  loadingText,
  onClick,
  'data-testid': testId,
  children,
}: FormSubmitProps) {
  return (
    <Button
      block
      color="primary"
      shape="rounded"
      size="large"
      loading={pending}
      loadingText={loadingText}
      disabled={pending || disabled}
      type="submit"
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
