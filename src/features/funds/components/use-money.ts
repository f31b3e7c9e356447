// Money as this feature shows it: the language's separators, 2 dp half-up on the decimal value;
// `toneOf` says whether a P/L is a rise or a fall (colours follow the trader's preference).
import { useCallback } from 'react';

import { formatMoney, type DecimalInput } from '@/lib/format/money';
import { useLocale } from '@/lib/use-locale';

export const useMoney = () => {
  const locale = useLocale();
  return useCallback(
    (value: DecimalInput | null | undefined, signed = false) =>
      formatMoney(value, { locale, signed }),
    [locale],
  );
};

/** Rise above 0, fall below; a Decimal (the risk view) or a number. */
export const toneOf = (
  value: { toNumber: () => number } | number | null | undefined,
): 'rise' | 'fall' | undefined => {
  if (value === null || value === undefined) return undefined;
  const n = typeof value === 'number' ? value : value.toNumber();
  return n > 0 ? 'rise' : n < 0 ? 'fall' : undefined;
};
