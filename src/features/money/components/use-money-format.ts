// Amounts in the reader's locale (decimals, never floats) for the transfer form: the money half of
// use-records-format, without its date library (~2.7 KiB gzip the form has no use for). Kept apart
// rather than shared, so the records pages do not pay for one more chunk.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney, type DecimalInput } from '@/lib/format/money';
import { BCP47, normalizeLanguage } from '@/lib/i18n';

export const useMoneyFormat = () => {
  const { i18n } = useTranslation();
  const locale = BCP47[normalizeLanguage(i18n.language)];
  return useMemo(
    () => ({
      money: (v: DecimalInput | null | undefined, signed = false) =>
        formatMoney(v, { locale, signed }),
    }),
    [locale],
  );
};
