// The reader's BCP-47 locale for Intl (formatBig), following language changes.
import { useTranslation } from 'react-i18next';

import { BCP47, normalizeLanguage } from '@/lib/i18n';

export const useLocale = (): string => {
  const { i18n } = useTranslation();
  return BCP47[normalizeLanguage(i18n.language)];
};
