// Number and date formatting for the position screens, in the reader's locale (Intl through the
// shared money formatter: decimals, never floats). Signs pick the rise/fall colour tokens.
import type Decimal from 'decimal.js';
import { useMemo } from 'react';

import { toBeijing } from '@/lib/format/date';
import { formatMoney, formatPercent, type DecimalInput } from '@/lib/format/money';
import { useLocale } from '@/lib/use-locale';

export type Tone = 'rise' | 'fall' | 'flat';

/** Colour of a signed amount: positive = rise, negative = fall (the tokens follow the preference). */
export const toneOf = (value: Decimal | null | undefined): Tone =>
  !value || value.isZero() ? 'flat' : value.gt(0) ? 'rise' : 'fall';

export const useFormat = () => {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      money: (v: DecimalInput | null | undefined, signed = false) =>
        formatMoney(v, { locale, signed }),
      pct: (v: DecimalInput | null | undefined) => formatPercent(v, { locale }),
      /** Whole numbers with grouping (share counts). */
      int: (v: DecimalInput | null | undefined) => formatMoney(v, { locale, digits: 0 }),
      /** Beijing time, "MM-DD HH:mm" (cards). */
      shortTime: (v: number | string | null | undefined) =>
        toBeijing(v)?.format('MM-DD HH:mm') ?? '--',
      /** Beijing time, "YYYY-MM-DD HH:mm:ss" (detail). */
      time: (v: number | string | null | undefined) =>
        toBeijing(v)?.format('YYYY-MM-DD HH:mm:ss') ?? '--',
    }),
    [locale],
  );
};

export type Format = ReturnType<typeof useFormat>;
