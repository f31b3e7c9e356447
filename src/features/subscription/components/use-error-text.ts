// A failure as text — the server's own for a business error, else the localized cause — as
// list-states' useErrorMessage says it, without that module (its market-status badge and the
// settings query it reads would join these pages' first load).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { isApiError } from '@/lib/api/api-error';

export const useErrorText = () => {
  const { t } = useTranslation('common');
  return useCallback(
    (error: unknown): string | null => {
      if (!isApiError(error)) return null;
      if (error.kind === 'business') return error.serverMessage || null;
      return error.messageKey ? t(error.messageKey) : null;
    },
    [t],
  );
};
