// The block-trade ticket's and the VIP grab's messages: a notice before sending, a check's alert, the
// request's outcome — a refusal as the trader's text in place (the form stays as typed), anything
// else (checking, unknown, done) by the shared intent outcome.
import type { ReactNode } from 'react';

import { LazyIntentOutcome } from '@/components/intent-outcome-lazy';
import type { IntentOutcomeState } from '@/lib/intent/use-intent-submit';

import styles from './ticket-field.module.css';
import { useRefusalText } from './use-refusal-text';

export function TicketAlert({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p className={styles.error} role="alert" data-testid={testId}>
      {children}
    </p>
  );
}

export function TicketNotice({
  testId,
  className,
  children,
}: {
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      className={className ? `${styles.notice} ${className}` : styles.notice}
      role="note"
      data-testid={testId}
    >
      {children}
    </p>
  );
}

export function TicketOutcome<P>({
  intent,
  onRetry,
  refusedTestId,
  recordsHref,
  placement,
}: {
  intent: {
    outcome: IntentOutcomeState<P, unknown>;
    recheck: () => void;
    dismiss: () => void;
  };
  onRetry: () => void;
  refusedTestId: string;
  recordsHref?: string;
  placement?: 'inset';
}) {
  const refusalText = useRefusalText();
  const { outcome } = intent;
  if (outcome.phase === 'refused') {
    return <TicketAlert testId={refusedTestId}>{refusalText(outcome.error)}</TicketAlert>;
  }
  return (
    <LazyIntentOutcome
      outcome={outcome}
      onRecheck={intent.recheck}
      onDismiss={intent.dismiss}
      onRetry={onRetry}
      recordsHref={recordsHref}
      placement={placement}
    />
  );
}
