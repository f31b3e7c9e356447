// Amounts in the reader's locale (decimal text, never floats) for the subscription screens. Dates
// are in use-date-format.ts, so a page that shows none goes without the date library.
import { useMemo } from 'react';

import { formatMoney, type DecimalInput } from '@/lib/format/money';
import { useLocale } from '@/lib/use-locale';

export const useFormat = () => {
  const locale = useLocale();
  return useMemo(
    () => ({
      money: (v: DecimalInput | null | undefined) => formatMoney(v, { locale }),
      /** A change in %, signed: +2.32%. */
      pct: (v: DecimalInput | null | undefined) => {
        const text = formatMoney(v, { locale, signed: true });
        return text === '--' ? text : `${text}%`;
      },
      /** A check's numbers for its message, the amounts (`amount`, `available`) as money. */
      amounts: <V extends Record<string, string | number>>(values: V): V =>
        Object.fromEntries(
          Object.entries(values).map(([k, v]) => [
            k,
            k === 'amount' || k === 'available' ? formatMoney(v, { locale }) : v,
          ]),
        ) as V,
    }),
    [locale],
  );
};
