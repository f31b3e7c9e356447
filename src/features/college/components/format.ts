// Amounts and prices of the worked examples, written as the order ticket writes them.
import Decimal from 'decimal.js';

import { formatMoney, formatPercent, type DecimalInput } from '@/lib/format/money';
import { currentLocale } from '@/lib/i18n';

export const yuan = (value: DecimalInput | null | undefined): string => {
  const text = formatMoney(value, { locale: currentLocale() });
  return text === '--' ? text : `¥${text}`;
};

export const tick = (value: DecimalInput | null | undefined): string =>
  formatMoney(value, { locale: currentLocale() });

export const signedYuan = (value: DecimalInput | null | undefined): string => {
  const text = formatMoney(value, { locale: currentLocale(), signed: true });
  return text === '--' ? text : text.replace(/^([+\-−]?)/, '$1¥');
};

export const pct = (value: DecimalInput | null | undefined): string =>
  formatPercent(value, { locale: currentLocale() });

/** A rate like 0.0003 as "0.03%", with as many decimals as it has. */
export const ratePct = (rate: DecimalInput | null | undefined): string => {
  const value = new Decimal(rate ?? 0).times(100);
  return `${formatMoney(value, { locale: currentLocale(), digits: Math.max(value.decimalPlaces(), 0) })}%`;
};
