// Number texts of the chart panels, formatted at the edge with Intl in the reader's locale
// (BCP-47): fixed price decimals, signed percentages, compact volumes (万/亿 in Chinese, K/M/B…).
const cache = new Map<string, Intl.NumberFormat>();

const formatter = (locale: string, key: string, options: Intl.NumberFormatOptions) => {
  const id = `${locale}|${key}`;
  let nf = cache.get(id);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, options);
    cache.set(id, nf);
  }
  return nf;
};

const PLACEHOLDER = '--';

export const formatChartPrice = (
  value: number | null | undefined,
  decimals: number,
  locale: string,
): string =>
  value === null || value === undefined || !Number.isFinite(value)
    ? PLACEHOLDER
    : formatter(locale, `p${decimals}`, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        useGrouping: false,
      }).format(value);

export const formatChartPercent = (value: number | null | undefined, locale: string): string => {
  if (value === null || value === undefined || !Number.isFinite(value)) return PLACEHOLDER;
  const rounded = Math.round(value * 100) / 100;
  const text = formatter(locale, 'pct', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(rounded === 0 ? 0 : rounded);
  return `${text}%`;
};

export const formatChartVolume = (value: number | null | undefined, locale: string): string =>
  value === null || value === undefined || !Number.isFinite(value)
    ? PLACEHOLDER
    : formatter(locale, 'vol', { notation: 'compact', maximumFractionDigits: 2 }).format(value);

/** -1, 0 or 1 for colouring a change. */
export const signOf = (value: number | null | undefined): -1 | 0 | 1 =>
  value === null || value === undefined || !Number.isFinite(value) || value === 0
    ? 0
    : value > 0
      ? 1
      : -1;
