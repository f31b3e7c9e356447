// Amounts and times on the records and transfer screens, in the reader's locale (decimals, never
// floats). Dates from the server are Beijing wall-clock text or epoch ms; both shown in Beijing time.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { toBeijing } from '@/lib/format/date';
import { formatMoney, type DecimalInput } from '@/lib/format/money';
import { BCP47, normalizeLanguage } from '@/lib/i18n';

export const useRecordsFormat = () => {
  const { i18n } = useTranslation();
  const locale = BCP47[normalizeLanguage(i18n.language)];
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
