// Amounts on the ticket: decimal formatting with the language's separators (lib/format/money),
// the yuan sign for CNY and the currency code for anything else (futures margins in USD…).
import { formatMoney, type DecimalInput } from '@/lib/format/money';
import { currentLocale } from '@/lib/i18n';

export const formatAmount = (value: DecimalInput | null | undefined, currency = 'CNY'): string => {
  const text = formatMoney(value, { locale: currentLocale() });
  if (text === '--') return text;
  return currency === 'CNY' ? `¥${text}` : `${text} ${currency}`;
};

/** A price at two decimals (ticks of 0.01), or the placeholder. */
export const formatTick = (value: number | null | undefined): string =>
  formatMoney(value, { locale: currentLocale(), placeholder: '--' });

/** A whole count (shares, lots) with the language's grouping: 10000 → "10,000". */
export const formatCount = (value: number): string =>
  formatMoney(value, { locale: currentLocale(), digits: 0 });
