// Dates are shown in Beijing time (UTC+8, no daylight saving) as YYYY-MM-DD HH:mm:ss
// (product-spec §9), whatever the device's time zone. The backend sends only two shapes (epoch
// milliseconds and "yyyy-MM-dd HH:mm:ss" Beijing text), so a fixed offset and a few patterns
// are all it takes: no date library on the pages that show times (the position cards among them).

export const BEIJING_OFFSET_MINUTES = 8 * 60;
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

/** The patterns the app shows; tokens YYYY MM DD HH mm ss, anything else is kept as it is. */
export type DatePattern = typeof DATE_TIME_FORMAT | typeof DATE_FORMAT | 'MM-DD HH:mm';

/** One instant, read on Beijing's wall clock. */
export interface BeijingTime {
  /** Epoch milliseconds of the instant. */
  valueOf(): number;
  format(pattern: DatePattern): string;
}

const OFFSET_MS = BEIJING_OFFSET_MINUTES * 60_000;
const TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const beijingTime = (ms: number): BeijingTime => {
  // The UTC fields of a date moved by +8 h are Beijing's wall clock.
  const wall = new Date(ms + OFFSET_MS);
  const fields: Record<string, string> = {
    YYYY: pad(wall.getUTCFullYear(), 4),
    MM: pad(wall.getUTCMonth() + 1),
    DD: pad(wall.getUTCDate()),
    HH: pad(wall.getUTCHours()),
    mm: pad(wall.getUTCMinutes()),
    ss: pad(wall.getUTCSeconds()),
  };
  return {
    valueOf: () => ms,
    format: (pattern) => pattern.replace(TOKENS, (token) => fields[token]!),
  };
};

/** Beijing wall-clock text to its instant; null unless it is a real date and time (no 02-30). */
const parseBeijingText = (text: string): number | null => {
  const m = TEXT.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = new Date(0);
  wall.setUTCFullYear(y, mo - 1, d);
  wall.setUTCHours(h, mi, s, 0);
  // Out-of-range fields roll over (13th month, 24:00): such text is not a date.
  const same =
    wall.getUTCFullYear() === y &&
    wall.getUTCMonth() === mo - 1 &&
    wall.getUTCDate() === d &&
    wall.getUTCHours() === h &&
    wall.getUTCMinutes() === mi &&
    wall.getUTCSeconds() === s;
  return same ? wall.getTime() - OFFSET_MS : null;
};

/**
 * Accepts epoch milliseconds (most backend dates) or a "yyyy-MM-dd HH:mm:ss" string that is
 * already Beijing time (the few annotated fields, api-contract §1).
 */
export const toBeijing = (value: number | string | Date | null | undefined): BeijingTime | null => {
  if (value === null || value === undefined || value === '') return null;
  const ms =
    typeof value === 'string'
      ? /^\d+$/.test(value)
        ? Number(value)
        : parseBeijingText(value)
      : value.valueOf();
  return ms !== null && Number.isFinite(ms) && !Number.isNaN(new Date(ms).getTime())
    ? beijingTime(ms)
    : null;
};

export const formatDateTime = (
  value: number | string | Date | null | undefined,
  placeholder = '--',
): string => toBeijing(value)?.format(DATE_TIME_FORMAT) ?? placeholder;

export const formatDate = (
  value: number | string | Date | null | undefined,
  placeholder = '--',
): string => toBeijing(value)?.format(DATE_FORMAT) ?? placeholder;
