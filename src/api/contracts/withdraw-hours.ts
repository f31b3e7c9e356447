// When a withdrawal is accepted (api-contract §13.8, §16 "Withdrawals"): not while the holiday
// switch (`SiteProduct.holidayDisplay`) is on, and only while the Beijing hour is in
// [`withTimeBegin`, `withTimeEnd`) on the server's clock — the backend checks no weekday. Shared by
// the withdrawal page's gates and the trading academy's lesson, so both say the same. Pure.
import { beijingClock } from './trading-hours';

/** The setting fields of the withdrawal hours (`SiteSetting`). */
export interface WithdrawHours {
  withTimeBegin?: number | null;
  withTimeEnd?: number | null;
}

const numberOf = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** True when the Beijing hour at `now` is in [begin, end) (unknown hours: true, the server decides). */
export const isWithinWithdrawHours = (now: number, setting: WithdrawHours | undefined): boolean => {
  const begin = numberOf(setting?.withTimeBegin);
  const end = numberOf(setting?.withTimeEnd);
  if (begin === undefined || end === undefined) return true;
  const hour = Math.floor(beijingClock(now).secondOfDay / 3600);
  return hour >= begin && hour < end;
};

/** What stops a withdrawal at `now`, in the backend's order (holiday switch, then hours), or null. */
export const withdrawTimeGate = (
  now: number,
  setting: WithdrawHours | undefined,
  isHoliday: boolean,
): 'holiday' | 'hours' | null => {
  if (isHoliday) return 'holiday';
  return isWithinWithdrawHours(now, setting) ? null : 'hours';
};
