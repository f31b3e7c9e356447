// Beijing calendar of the K-line bars: which bar an instant belongs to (day/week/month by Beijing
// date, minute bars stamped by their end on the A-share session) and a bar's time text. Pure;
// unit-tested in transforms-bar-time.test.ts.
import { periodMinutes, type KlinePeriod } from './transforms-bars';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Beijing has no daylight saving: a fixed UTC+8. */
export const BEIJING_OFFSET_MS = 8 * 3_600_000;

const beijingDate = (t: number): Date => new Date(t + BEIJING_OFFSET_MS);

/** Epoch ms of Beijing midnight of the day containing `t`. */
export const beijingDayStart = (t: number): number =>
  Math.floor((t + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;

const weekKey = (t: number): number => {
  const dayStart = beijingDayStart(t);
  const weekday = (beijingDate(t).getUTCDay() + 6) % 7; // Monday 0
  return dayStart - weekday * DAY_MS;
};

const monthKey = (t: number): number => {
  const d = beijingDate(t);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};

/** A-share trading minutes elapsed at Beijing minute-of-day `m` (09:30–11:30, 13:00–15:00). */
const aShareElapsed = (m: number): number => {
  if (m <= 570) return 0;
  if (m <= 690) return m - 570;
  if (m < 780) return 120;
  if (m <= 900) return 120 + (m - 780);
  return 240;
};

/**
 * End instant of the A-share minute bar that `t` falls in, bars of `minutes` stamped by their end
 * (the backend's convention). Lunch belongs to the morning's last bar.
 */
export const aShareBarEnd = (t: number, minutes: number): number => {
  const dayStart = beijingDayStart(t);
  const m = (t - dayStart) / MINUTE_MS;
  const elapsed = aShareElapsed(m);
  const index = Math.max(1, Math.ceil(elapsed / minutes));
  const endElapsed = Math.min(240, index * minutes);
  const clock = endElapsed <= 120 ? 570 + endElapsed : 780 + (endElapsed - 120);
  return dayStart + clock * MINUTE_MS;
};

/** Timestamp of the bar a tick at `t` belongs to, given the newest bar's timestamp. */
export const barTimeFor = (lastT: number | undefined, t: number, period: KlinePeriod): number => {
  const minutes = periodMinutes(period);
  if (minutes !== null) {
    // The in-progress bar is stamped with its (future) end: a tick up to that end belongs to it.
    if (lastT !== undefined && t <= lastT && t > lastT - minutes * MINUTE_MS) return lastT;
    return aShareBarEnd(t, minutes);
  }
  if (lastT !== undefined) {
    const same =
      period === 'day'
        ? beijingDayStart(t) === beijingDayStart(lastT)
        : period === 'week'
          ? weekKey(t) === weekKey(lastT)
          : monthKey(t) === monthKey(lastT);
    if (same) return lastT;
  }
  return beijingDayStart(t);
};

/** Two digits: 7 → '07'. */
export const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** Beijing time text of a bar: `YYYY-MM-DD` (day/week), `YYYY-MM` (month), `MM-DD HH:mm` (minutes). */
export const formatBarTime = (t: number, period: KlinePeriod): string => {
  const d = beijingDate(t);
  const ymd = `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
  if (period === 'month') return ymd.slice(0, 7);
  if (periodMinutes(period) === null) return ymd;
  return `${ymd.slice(5)} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
};
