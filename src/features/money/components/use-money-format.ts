// Amounts in the reader's locale (decimals, never floats) for the transfer form: the money half of
// use-records-format, without its date library (~2.7 KiB gzip the form has no use for). Kept apart
// rather than shared, so the records pages do not pay for one more chunk.
import { useMemo } from 'react';

import { formatMoney, type DecimalInput } from '@/lib/format/money';
import { useLocale } from '@/lib/use-locale';

export const useMoneyFormat = () => {
  const locale = useLocale();
  return useMemo(
    () => ({
      money: (v: DecimalInput | null | undefined, signed = false) =>
        formatMoney(v, { locale, signed }),
    }),
    [locale],
  );
};
