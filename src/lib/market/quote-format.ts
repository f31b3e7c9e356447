// Quote numbers as traders read them: prices at fixed decimals, signed changes, and big amounts
// in the reader's own units (万/亿 in Chinese, K/M/B elsewhere — screens §1.10's formatter, done
// with Intl so Thai and Vietnamese get their own conventions).
export type Direction = 'rise' | 'fall' | 'flat';

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

export const PLACEHOLDER = '--';

/** The CSS class of a change (`rise` / `fall` colour tokens follow the up/down preference). */
export const directionOf = (change: unknown): Direction => {
  const n = toNumber(change);
  if (n === null || n === 0) return 'flat';
  return n > 0 ? 'rise' : 'fall';
};

export const formatPrice = (value: unknown, digits = 2): string => {
  const n = toNumber(value);
  return n === null ? PLACEHOLDER : n.toFixed(digits);
};

/** +1.23 / -0.40 / 0.00 */
export const formatSigned = (value: unknown, digits = 2): string => {
  const n = toNumber(value);
  if (n === null) return PLACEHOLDER;
  const text = Math.abs(n) < 0.5 * 10 ** -digits ? (0).toFixed(digits) : n.toFixed(digits);
  return n > 0 && text !== (0).toFixed(digits) ? `+${text}` : text;
};

/** +1.23% — the input is already a percentage. */
export const formatPct = (value: unknown, digits = 2): string => {
  const text = formatSigned(value, digits);
  return text === PLACEHOLDER ? text : `${text}%`;
};

const compactFormatters = new Map<string, Intl.NumberFormat>();
const compact = (locale: string): Intl.NumberFormat => {
  let f = compactFormatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 });
    compactFormatters.set(locale, f);
  }
  return f;
};

const TRILLION_UNIT: Record<string, string> = { 'zh-CN': '万亿', 'zh-TW': '萬億' };

/** 123456789 → "1.23亿" (zh-CN), "123.46M" (en); ICU stops at 亿, so 万亿 is added here. */
export const formatBig = (value: unknown, locale: string): string => {
  const n = toNumber(value);
  if (n === null) return PLACEHOLDER;
  const trillion = TRILLION_UNIT[locale];
  if (trillion && Math.abs(n) >= 1e12) return `${(n / 1e12).toFixed(2)}${trillion}`;
  return compact(locale).format(n);
};
