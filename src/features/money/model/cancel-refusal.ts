// The cancel's refusals the app says in the trader's language (api-contract §13.9); any other text
// is shown as the server sent it.
import { WITHDRAW_CANCEL_TEXT } from '@/api/contracts/money-texts';

export type CancelRefusalKey = 'notCancellable' | 'missing' | 'failed';

export const cancelRefusalKey = (serverText: string | null | undefined): CancelRefusalKey | null =>
  serverText === WITHDRAW_CANCEL_TEXT.notCancellable
    ? 'notCancellable'
    : serverText === WITHDRAW_CANCEL_TEXT.missing
      ? 'missing'
      : serverText === WITHDRAW_CANCEL_TEXT.failed
        ? 'failed'
        : null;
