// Paying in an allotment once: a confirmation first, then `submitSubscribe.do` through the intent
// record (a double tap joins the request in flight; a lost reply or a reload is answered from my
// applications, never by a second send). Paid or refused, the balances and records refresh.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isApiError, useErrorMessage } from '@/lib/api/api-error';
import { useIntentSubmit } from '@/lib/intent/use-intent-submit';
import { showToast } from '@/lib/load-overlays';
import { afterWrite } from '@/lib/queries/writes';

import {
  findPayEvidence,
  parsePayParams,
  PAY_SCOPE,
  sendPay,
  type PayParams,
} from '../api/pay-api';
import type { RecordView } from '../model/record-view';
import { serverReplyOf } from '../model/server-reply';

export const usePay = () => {
  const { t } = useTranslation('ipo');
  const errorMessage = useErrorMessage();
  const [asking, setAsking] = useState<RecordView | null>(null);
  const intent = useIntentSubmit<PayParams, string>({
    scope: PAY_SCOPE,
    send: sendPay,
    findEvidence: findPayEvidence,
    parse: parsePayParams,
  });
  const { outcome, pending, dismiss } = intent;

  useEffect(() => {
    if (pending) return;
    if (outcome.phase === 'done') {
      void afterWrite('subscriptionPay');
      showToast({ content: t('pay.done'), icon: 'success' });
      dismiss();
    } else if (outcome.phase === 'refused') {
      const { error } = outcome;
      const reply = isApiError(error) ? serverReplyOf(error.serverMessage) : undefined;
      showToast({
        content: reply ? t(reply.key, reply.params) : (errorMessage(error) ?? t('pay.failed')),
        icon: 'fail',
      });
      // The row may have moved on meanwhile (lapsed, paid elsewhere): show where it stands.
      void afterWrite('subscriptionPay');
      dismiss();
    }
  }, [outcome, pending, dismiss, t, errorMessage]);

  const confirm = () => {
    if (!asking) return;
    const { id } = asking.row;
    setAsking(null);
    void intent.submit({ id });
  };

  return { ...intent, asking, ask: setAsking, close: () => setAsking(null), confirm };
};
