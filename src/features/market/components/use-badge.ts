// Short exchange / kind labels for quote rows (the `market` namespace's badge.*).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { BadgeLabel } from '../model/rows';

export const useBadge = (): BadgeLabel => {
  const { t } = useTranslation('market');
  return useCallback((key) => t(`badge.${key}`), [t]);
};
