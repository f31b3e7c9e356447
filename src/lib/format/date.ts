// Dates are shown in Beijing time (UTC+8, no daylight saving) as YYYY-MM-DD HH:mm:ss
// (product-spec §9), whatever the device's time zone.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(customParseFormat);

export const BEIJING_OFFSET_MINUTES = 8 * 60;
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * Accepts epoch milliseconds (most backend dates) or a "yyyy-MM-dd HH:mm:ss" string that is
 * already Beijing time (the few annotated fields, api-contract §1).
 */
export const toBeijing = (value: number | string | Date | null | undefined): dayjs.Dayjs | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && !/^\d+$/.test(value)) {
    const parsed = dayjs.utc(value, DATE_TIME_FORMAT, true);
    if (!parsed.isValid()) return null;
    return parsed.subtract(BEIJING_OFFSET_MINUTES, 'minute').utcOffset(BEIJING_OFFSET_MINUTES);
  }
  const ms = typeof value === 'string' ? Number(value) : value;
  const d = dayjs(ms);
  return d.isValid() ? d.utcOffset(BEIJING_OFFSET_MINUTES) : null;
};

export const formatDateTime = (
  value: number | string | Date | null | undefined,
  placeholder = '--',
): string => toBeijing(value)?.format(DATE_TIME_FORMAT) ?? placeholder;

export const formatDate = (
  value: number | string | Date | null | undefined,
  placeholder = '--',
): string => toBeijing(value)?.format(DATE_FORMAT) ?? placeholder;
