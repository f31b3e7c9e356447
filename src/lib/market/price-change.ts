// A quote's change and change % computed exactly from decimal texts, without decimal.js on the
// quote lists' first load (~12.5 KiB gzip, issue 24): each price becomes a BigInt of its digits at
// a common scale, so 0.3 − 0.1 is 0.2 and never a binary float's 0.19999….

interface Scaled {
  digits: bigint;
  scale: number;
}

/** Decimal text or number → digits and scale; null when it is not a plain decimal. */
const scaled = (v: unknown): Scaled | null => {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number' && !Number.isFinite(v)) return null;
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const fraction = m[3] ?? '';
  const digits = BigInt(`${m[2] || '0'}${fraction}`);
  return { digits: m[1] === '-' ? -digits : digits, scale: fraction.length };
};

const atScale = (s: Scaled, scale: number): bigint => s.digits * 10n ** BigInt(scale - s.scale);

/** Digits at a scale → the shortest decimal text ("0.2", "-1.25", "3"). */
const text = (digits: bigint, scale: number): string => {
  const negative = digits < 0n;
  const abs = (negative ? -digits : digits).toString().padStart(scale + 1, '0');
  const whole = abs.slice(0, abs.length - scale);
  const fraction = abs.slice(abs.length - scale).replace(/0+$/, '');
  const body = fraction ? `${whole}.${fraction}` : whole;
  return negative && body !== '0' ? `-${body}` : body;
};

/** now − last close, exactly; null when either is missing or not a number. */
export const priceChange = (now: unknown, lastClose: unknown): string | null => {
  const a = scaled(now);
  const b = scaled(lastClose);
  if (!a || !b) return null;
  const scale = Math.max(a.scale, b.scale);
  return text(atScale(a, scale) - atScale(b, scale), scale);
};

/** (now − last close) ÷ last close in percent, 2 decimals, half away from zero; null on a 0 close. */
export const priceChangePct = (now: unknown, lastClose: unknown): string | null => {
  const a = scaled(now);
  const b = scaled(lastClose);
  if (!a || !b || b.digits === 0n) return null;
  const scale = Math.max(a.scale, b.scale);
  const last = atScale(b, scale);
  // change ÷ last × 100 in hundredths of a percent: × 10 000, rounded half away from zero.
  const numerator = (atScale(a, scale) - last) * 10_000n;
  const negative = numerator < 0n !== last < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = last < 0n ? -last : last;
  const rounded = (n * 2n + d) / (2n * d);
  const hundredths = negative ? -rounded : rounded;
  const abs = (hundredths < 0n ? -hundredths : hundredths).toString().padStart(3, '0');
  return `${hundredths < 0n ? '-' : ''}${abs.slice(0, -2)}.${abs.slice(-2)}`;
};
