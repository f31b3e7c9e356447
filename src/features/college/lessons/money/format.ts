// How the money lessons show their figures: amounts as the order ticket shows them (the language's
// separators, the yuan sign), rates as percentages, instants as Beijing dates and times.
import Decimal from 'decimal.js';

import { BEIJING_OFFSET_MS } from '@/api/contracts/trading-hours';
import { formatMoney, type DecimalInput } from '@/lib/format/money';
import { currentLocale } from '@/lib/i18n';

export const yuan = (value: DecimalInput | null | undefined): string => {
  const text = formatMoney(value, { locale: currentLocale() });
  return text === '--' ? text : `¥${text}`;
};

/** A price at two decimals. */
export const price = (value: DecimalInput | null | undefined): string =>
  formatMoney(value, { locale: currentLocale() });

/** A rate as a percentage: 0.0003 → "0.03%" (up to 4 decimals, no trailing zeros). */
export const ratePct = (rate: DecimalInput | null | undefined): string =>
  `${new Decimal(rate ?? 0).times(100).toDecimalPlaces(4).toString()}%`;

/** The Beijing calendar day, wall time and weekday (0 Sunday) of an instant. */
export const beijingParts = (epochMs: number) => {
  const local = new Date(epochMs + BEIJING_OFFSET_MS);
  const iso = local.toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16), weekday: local.getUTCDay() };
};

/** The Monday–Friday of the Beijing week holding `epochMs`, as "yyyy-MM-dd". */
export const weekdaysOf = (epochMs: number): string[] => {
  const { weekday } = beijingParts(epochMs);
  // Saturday and Sunday look ahead to the coming week.
  const toMonday = weekday === 0 ? 1 : weekday === 6 ? 2 : 1 - weekday;
  return [0, 1, 2, 3, 4].map((i) => beijingParts(epochMs + (toMonday + i) * 86_400_000).day);
};
