// The reader's BCP-47 locale for Intl, following language changes. Formatting hooks read only the
// language: react-i18next's `useTranslation` for it ran that hook's whole bookkeeping (options,
// namespaces, a store snapshot) on every render of every live list, once a second (issue 24).
import { useSyncExternalStore } from 'react';

import { currentLocale, i18n } from '@/lib/i18n';

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};

export const useLocale = (): string =>
  useSyncExternalStore(subscribe, currentLocale, currentLocale);
