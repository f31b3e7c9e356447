// Cancelling a pending withdrawal once: a confirmation first, then `withdraw/cancel.do` through the
// intent record (a double tap joins the request in flight; a lost reply or a reload is answered
// from the withdrawal records, never by a second send). A cancel that went through refreshes the
// balances and the records.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useErrorMessage } from '@/components/list-states';
import { isApiError } from '@/lib/api/api-error';
import { useIntentSubmit } from '@/lib/intent/use-intent-submit';
import { showToast } from '@/lib/load-overlays';
import { afterWrite } from '@/lib/queries/writes';

import {
  findWithdrawCancelEvidence,
  parseWithdrawCancelParams,
  sendWithdrawCancel,
  WITHDRAW_CANCEL_SCOPE,
  type WithdrawCancelParams,
} from '../api/withdraw-cancel';
import { cancelRefusalKey } from '../model/cancel-refusal';
import type { WithdrawRecordView } from '../model/record-views';

export const useWithdrawCancel = () => {
  const { t } = useTranslation('money');
  const errorMessage = useErrorMessage();
  const [asking, setAsking] = useState<WithdrawRecordView | null>(null);
  const intent = useIntentSubmit<WithdrawCancelParams, string>({
    scope: WITHDRAW_CANCEL_SCOPE,
    send: sendWithdrawCancel,
    findEvidence: findWithdrawCancelEvidence,
    parse: parseWithdrawCancelParams,
  });
  const { outcome, pending, dismiss } = intent;

  // A settled cancel (answered now, or found in the records after a lost reply or a reload) is
  // said once and the screen is free for the next one.
  useEffect(() => {
    if (pending) return;
    if (outcome.phase === 'done') {
      void afterWrite('withdrawCancel');
      showToast({ content: t('records.cancel.done'), icon: 'success' });
      dismiss();
    } else if (outcome.phase === 'refused') {
      const { error } = outcome;
      const key = isApiError(error) ? cancelRefusalKey(error.serverMessage) : null;
      showToast({
        content: key
          ? t(`records.cancel.refused.${key}`)
          : (errorMessage(error) ?? t('records.cancel.refused.failed')),
        icon: 'fail',
      });
      // The row may have moved on meanwhile (paid, rejected): show where it stands.
      void afterWrite('withdrawCancel');
      dismiss();
    }
  }, [outcome, pending, dismiss, t, errorMessage]);

  const confirm = () => {
    if (!asking) return;
    const withId = asking.id;
    setAsking(null);
    void intent.submit({ withId });
  };

  return { ...intent, asking, ask: setAsking, close: () => setAsking(null), confirm };
};
