// Beijing dates for the block-trade screens (offer windows, record times), whatever the device's
// time zone.
import { formatDateTime, toBeijing } from '@/lib/format/date';

export const dateFormat = {
  /** yyyy-MM-dd HH:mm:ss, Beijing. */
  dateTime: (v: number | null | undefined) => formatDateTime(v),
  /** MM-DD HH:mm, Beijing (an offer window). */
  shortTime: (v: number | null | undefined) => toBeijing(v)?.format('MM-DD HH:mm') ?? '--',
};
