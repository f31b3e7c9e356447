// Money and number formatting: decimal maths (never binary floats), thousands separators and two
// decimals (product-spec §9). The value's decimal text is rounded half away from zero digit by digit
// (as decimal.js's ROUND_HALF_UP) and grouped with the locale's marks from Intl, so pages that only
// show amounts keep decimal.js (~12.5 KiB gzip) out of their first load — and nothing depends on
// Intl.NumberFormat v3 (string input, `roundingMode`), which phones before Chrome 106 / Safari 15.4
// lack (an unknown option there is a RangeError).
import type Decimal from 'decimal.js';

export type DecimalInput = Decimal.Value;

interface Marks {
  group: string;
  decimal: string;
  minus: string;
}

const marksByLocale = new Map<string, Marks>();

/** The locale's grouping mark, decimal mark and minus sign (every app locale groups by three). */
const marksFor = (locale: string): Marks => {
  let marks = marksByLocale.get(locale);
  if (!marks) {
    const parts = new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(
      -11111.1,
    );
    const part = (type: string, fallback: string) =>
      parts.find((p) => p.type === type)?.value ?? fallback;
    marks = {
      group: part('group', ','),
      decimal: part('decimal', '.'),
      minus: part('minusSign', '-'),
    };
    marksByLocale.set(locale, marks);
  }
  return marks;
};

// A plain or exponent decimal (a number's shortest text, as decimal.js reads it); NaN, Infinity
// and anything else are not amounts.
const DECIMAL_TEXT = /^([+-]?)(\d*)\.?(\d*)(?:e([+-]?\d+))?$/i;

/** Adds one to a string of digits ("199" → "200", "99" → "100"). */
const increment = (digits: string): string => {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
};

interface Rounded {
  negative: boolean;
  whole: string;
  fraction: string;
}

/** The decimal text rounded half away from zero to `digits` places, or null when it is no number. */
const roundText = (text: string, digits: number): Rounded | null => {
  const m = DECIMAL_TEXT.exec(text);
  if (!m || (m[2] === '' && m[3] === '')) return null;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = m;
  // Move the decimal point by the exponent.
  let all = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point < 0) {
    all = '0'.repeat(-point) + all;
    point = 0;
  }
  if (point > all.length) all += '0'.repeat(point - all.length);
  const kept = (all.slice(0, point) || '0') + all.slice(point, point + digits).padEnd(digits, '0');
  const roundedDigits = all.charAt(point + digits) >= '5' ? increment(kept) : kept;
  const cut = roundedDigits.length - digits;
  return {
    negative: sign === '-' && /[1-9]/.test(roundedDigits),
    whole: roundedDigits.slice(0, cut).replace(/^0+(?=\d)/, ''),
    fraction: roundedDigits.slice(cut),
  };
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
  const rounded =
    value === null || value === undefined ? null : roundText(String(value).trim(), digits);
  if (!rounded) return placeholder;
  const marks = marksFor(locale);
  const whole = rounded.whole.replace(/\B(?=(\d{3})+(?!\d))/g, marks.group);
  const isPositive = !rounded.negative && /[1-9]/.test(rounded.whole + rounded.fraction);
  const sign = rounded.negative ? marks.minus : signed && isPositive ? '+' : '';
  return sign + whole + (digits > 0 ? marks.decimal + rounded.fraction : '');
};

/** Change rate as a percentage string with sign: 0.0123 is not assumed; the input is already %. */
export const formatPercent = (
  value: DecimalInput | null | undefined,
  options: Omit<MoneyFormatOptions, 'signed'> = {},
): string => {
  const text = formatMoney(value, { ...options, signed: true });
  return text === (options.placeholder ?? '--') ? text : `${text}%`;
};
