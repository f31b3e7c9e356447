// Dates are shown in Beijing time (UTC+8, no daylight saving) as YYYY-MM-DD HH:mm:ss
// (product-spec §9), whatever the device's time zone. The backend sends only two shapes (epoch
// milliseconds and "yyyy-MM-dd HH:mm:ss" Beijing text), so a fixed offset and a few patterns
// are all it takes: no date library on the pages that show times (the position cards among them).
// The text is read where the mock reads it (api/contracts/beijing-text.ts).
import { BEIJING_OFFSET_MS, parseBeijingText } from '@/api/contracts/beijing-text';

export const BEIJING_OFFSET_MINUTES = BEIJING_OFFSET_MS / 60_000;
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

const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const beijingTime = (ms: number): BeijingTime => {
  // The UTC fields of a date moved by +8 h are Beijing's wall clock.
  const wall = new Date(ms + BEIJING_OFFSET_MS);
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
