// Money and number formatting: decimal maths (never binary floats), thousands separators and two
// decimals (product-spec §9). Locale-aware separators come from Intl with the BCP-47 tag.
import Decimal from 'decimal.js';

export type DecimalInput = Decimal.Value;

const formatters = new Map<string, Intl.NumberFormat>();

const formatterFor = (locale: string, digits: number): Intl.NumberFormat => {
  const key = `${locale}|${digits}`;
  let nf = formatters.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: true,
    });
    formatters.set(key, nf);
  }
  return nf;
};

/** Parses a number or decimal string; `null` for anything that is not a finite number. */
export const toDecimal = (value: DecimalInput | null | undefined): Decimal | null => {
  if (value === null || value === undefined || value === '') return null;
  try {
    const d = new Decimal(value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
};

export interface MoneyFormatOptions {
  /** BCP-47 locale; grouping and decimal marks follow it. Default en (1,234.56). */
  locale?: string;
  /** Fraction digits, default 2. */
  digits?: number;
  /** Text for a missing or invalid value. */
  placeholder?: string;
  /** Prefix a + on positive values (P/L, change). */
  signed?: boolean;
}

/** 1234.5 → "1,234.50"; rounding half-up on the decimal value, so 1.005 → "1.01". */
export const formatMoney = (
  value: DecimalInput | null | undefined,
  { locale = 'en', digits = 2, placeholder = '--', signed = false }: MoneyFormatOptions = {},
): string => {
  const d = toDecimal(value);
  if (!d) return placeholder;
  const rounded = d.toDecimalPlaces(digits, Decimal.ROUND_HALF_UP);
  // Intl formats a decimal string exactly (no float conversion); -0.00 is shown as 0.00.
  const text = formatterFor(locale, digits).format(
    (rounded.isZero() ? rounded.abs() : rounded).toFixed(digits) as unknown as number,
  );
  return signed && rounded.gt(0) ? `+${text}` : text;
};

/** Inverse of formatMoney for the en-style output: strips grouping marks and a leading +. */
export const parseMoney = (text: string): Decimal | null => {
  const cleaned = text.trim().replace(/,/g, '').replace(/^\+/, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return new Decimal(cleaned);
};

/** Change rate as a percentage string with sign: 0.0123 is not assumed; the input is already %. */
export const formatPercent = (
  value: DecimalInput | null | undefined,
  options: Omit<MoneyFormatOptions, 'signed'> = {},
): string => {
  const text = formatMoney(value, { ...options, signed: true });
  return text === (options.placeholder ?? '--') ? text : `${text}%`;
};
