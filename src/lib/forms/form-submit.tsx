// The submit button under a card form (login, register, forgotten password, login and funds
// passwords): the app's submit button, full width and rounded, held while the request runs, so a
// second tap sends nothing.
import type { ReactNode } from 'react';

import { SubmitButton } from '@/components/submit-button';

export interface FormSubmitProps {
  /** The request is running: the button shows its dots and takes no tap. */
  pending: boolean;
  /** Held for another reason too (e.g. the form is still loading). */
  disabled?: boolean;
  /** Said beside the dots while pending. */
  loadingText?: string;
  /** Runs before the form's submit (e.g. a message the form's rules do not cover). */
  onClick?: () => void;
  'data-testid': string;
  children: ReactNode;
}

export function FormSubmit({ pending, 'data-testid': testId, ...rest }: FormSubmitProps) {
  return <SubmitButton block rounded loading={pending} testId={testId} {...rest} />;
}
