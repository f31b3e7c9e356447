// Closing a sub-account position: ask, confirm, one request per intent (further taps while it runs
// do nothing), the server's reply as a notice — refusals in the trader's language where the
// contract knows the text (close-texts.ts, as on the positions tab) — and, once closed, the
// caller's next step (the closed tab).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useErrorMessage } from '@/lib/api/api-error';
import { successText } from '@/lib/api/success-text';
import { useSubmitOnce } from '@/lib/use-submit-once';

import { sellFundsPosition } from '../api/sell-funds-api';

export interface CloseNotice {
  text: string;
  tone: 'error' | 'info';
}

export const useClosePosition = (onClosed: () => void) => {
  const { t } = useTranslation('funds');
  const errorMessage = useErrorMessage();
  const [asking, setAsking] = useState<string | null>(null);
  const [notice, setNotice] = useState<CloseNotice | null>(null);
  // Unlocked after a success too (answers false): the confirmation is gone with the position, and
  // the next tap is a new intent on another one.
  const { submit, pending } = useSubmitOnce(async (positionSn: string) => {
    setNotice(null);
    try {
      const { message } = await sellFundsPosition(positionSn);
      setNotice({ text: successText(message, t('list.position.closed')), tone: 'info' });
      setAsking(null);
      onClosed();
      return false;
    } catch (e) {
      setNotice({ text: errorMessage(e) ?? t('list.position.failed'), tone: 'error' });
      return false;
    }
  });
  return {
    asking,
    notice,
    pending,
    ask: (positionSn: string) => {
      setNotice(null);
      setAsking(positionSn);
    },
    keep: () => setAsking(null),
    confirm: () => {
      if (asking) void submit(asking);
    },
  };
};
