// A refused block trade or VIP grab as the trader reads it: the server's known texts localized
// (model/deal-refusals.ts), any other text as written, a transport failure in the app's words.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { ApiError } from '@/lib/api/api-error';

import { dealReplyOf } from '../model/deal-refusals';

export const useRefusalText = () => {
  const { t } = useTranslation(['blockVip', 'common']);
  return useCallback(
    (error: ApiError): string => {
      if (error.messageKey) return t(`common:${error.messageKey}`);
      const reply = dealReplyOf(error.serverMessage);
      if ('text' in reply) return reply.text || t('common:errors.server');
      return t(reply.key, reply.values);
    },
    [t],
  );
};
