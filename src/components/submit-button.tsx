// The large primary submit at the foot of a form (money forms, subscriptions, grabs): it spins
// while the request is out.
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  pending: boolean;
  disabled: boolean;
  /** Shown beside the spinner while pending; the spinner alone when absent. */
  loadingText?: string;
  testId: string;
  children: ReactNode;
}

export function SubmitButton({
  pending,
  disabled,
  loadingText,
  testId,
  children,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      color="primary"
      block
      size="large"
      loading={pending}
      loadingText={loadingText}
      disabled={disabled}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
