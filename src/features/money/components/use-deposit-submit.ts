// The deposit order, sent once per intent (scope `money.deposit`): double taps join the request in
// flight; a lost reply or a reload mid-submit is settled by reading the deposit records, never by
// sending again on its own. Whenever an order is known to exist, every screen showing balances or
// deposit records is refreshed.
import { useEffect } from 'react';

import { useIntentSubmit } from '@/lib/intent/use-intent-submit';
import { afterWrite } from '@/lib/queries/writes';

import {
  DEPOSIT_SCOPE,
  findDepositEvidence,
  parseDepositRequest,
  sendDeposit,
  type DepositRequest,
} from '../api/deposit-api';

export const useDepositSubmit = () => {
  const intent = useIntentSubmit<DepositRequest, string>({
    scope: DEPOSIT_SCOPE,
    send: sendDeposit,
    findEvidence: findDepositEvidence,
    parse: parseDepositRequest,
  });
  const isDone = intent.outcome.phase === 'done';
  useEffect(() => {
    if (isDone) void afterWrite('deposit');
  }, [isDone]);
  return intent;
};
