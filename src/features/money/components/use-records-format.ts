// Amounts and times on the records and transfer screens, in the reader's locale (decimals, never
// floats). Dates from the server are Beijing wall-clock text or epoch ms; both shown in Beijing time.
import { useMemo } from 'react';

import { toBeijing } from '@/lib/format/date';
import { formatMoney, type DecimalInput } from '@/lib/format/money';
import { useLocale } from '@/lib/use-locale';

export const useRecordsFormat = () => {
  const locale = useLocale();
  return useMemo(
    () => ({
      money: (v: DecimalInput | null | undefined, signed = false) =>
        formatMoney(v, { locale, signed }),
      time: (v: number | string | null | undefined) =>
        toBeijing(v)?.format('YYYY-MM-DD HH:mm:ss') ?? '--',
    }),
    [locale],
  );
};
