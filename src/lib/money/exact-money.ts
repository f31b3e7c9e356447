// Exact money maths for the new-share pages without decimal.js on their first load (~12.5 KiB
// gzip): amounts as whole units of 0.0001 yuan in a BigInt (issue prices have at most 4 decimals,
// amounts 2), so shares × price, sums and comparisons never drift as binary floats do.
const DIGITS = 4;

export type Units = bigint;

/** A number as the decimal text JSON sent (shortest form), never in exponent notation. */
const plainText = (v: number): string => {
  const text = String(v);
  return /e/i.test(text) ? v.toFixed(DIGITS + 2) : text;
};

/** Decimal text or number → units (half away from zero past 4 decimals); null when not a number. */
export const toUnits = (v: number | string | null | undefined): Units | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' && !Number.isFinite(v)) return null;
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(typeof v === 'number' ? plainText(v) : v.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const fraction = m[3] ?? '';
  let units = BigInt(`${m[2] || '0'}${fraction.slice(0, DIGITS).padEnd(DIGITS, '0')}`);
  if ((fraction[DIGITS] ?? '0') >= '5') units += 1n;
  return m[1] === '-' ? -units : units;
};

/** Units → yuan text with 2 decimals, half away from zero ("1234.50", "-0.01"). */
export const toYuanText = (units: Units): string => {
  const isNegative = units < 0n;
  const cents = ((isNegative ? -units : units) + 50n) / 100n;
  const digits = cents.toString().padStart(3, '0');
  const sign = isNegative && cents > 0n ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/** shares × price, 2 decimals; null when the price is unknown. */
export const timesShares = (
  price: number | string | null | undefined,
  shares: number,
): string | null => {
  const p = toUnits(price);
  return p === null || !Number.isInteger(shares) ? null : toYuanText(p * BigInt(shares));
};
