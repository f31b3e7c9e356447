// Exchange sessions in Beijing time and where an instant falls in them. A session belongs to the
// Beijing date it starts on: the US session 21:30–04:00 and futures night windows run past
// midnight into the next date. Weekends (of that starting date) and holidays have no session.
export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** Days since 1970-01-01, Beijing calendar. */
export const beijingDay = (epochMs: number): number =>
  Math.floor((epochMs + BEIJING_OFFSET_MS) / DAY_MS);

/** Epoch ms of Beijing midnight starting `day`. */
export const dayStart = (day: number): number => day * DAY_MS - BEIJING_OFFSET_MS;

/** `YYYY-MM-DD` of a day. */
export const dayKey = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const dayFromKey = (key: string): number =>
  Math.floor(Date.parse(`${key}T00:00:00Z`) / DAY_MS);

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: number): number => (day + 4) % 7;

/** `HH:mm:ss` Beijing time of an instant. */
export const clockText = (epochMs: number): string =>
  new Date(epochMs + BEIJING_OFFSET_MS).toISOString().slice(11, 19);

export type Phase = 'pre-open' | 'auction' | 'open' | 'lunch' | 'closed' | 'holiday' | 'weekend';

export interface Schedule {
  /** [start, end) in minutes after the trading date's midnight; an end past 1440 is the next date. */
  readonly windows: readonly (readonly [number, number])[];
  /** Opening call auction [start, end) in minutes; it shows an indicative open. */
  readonly auction?: readonly [number, number];
  /** Trading minutes per day. */
  readonly minutes: number;
}

const schedule = (
  windows: readonly (readonly [number, number])[],
  auction?: readonly [number, number],
): Schedule => ({
  windows,
  auction,
  minutes: windows.reduce((sum, [start, end]) => sum + end - start, 0),
});

const hm = (h: number, m: number): number => h * 60 + m;

/** SSE/SZSE/BSE stocks and A-share indexes: 09:30–11:30, 13:00–15:00; auction 09:15–09:25. */
export const A_SHARE_SCHEDULE = schedule(
  [
    [hm(9, 30), hm(11, 30)],
    [hm(13, 0), hm(15, 0)],
  ],
  [hm(9, 15), hm(9, 25)],
);
/** HKEX: 09:30–12:00, 13:00–16:00. */
export const HK_SCHEDULE = schedule([
  [hm(9, 30), hm(12, 0)],
  [hm(13, 0), hm(16, 0)],
]);
/** US markets in Beijing time, daylight saving ignored: 21:30–04:00. */
export const US_SCHEDULE = schedule([[hm(21, 30), hm(28, 0)]]);

/** `H:mm` → minutes; undefined when blank or malformed. */
const parseHm = (text: string | null | undefined): number | undefined => {
  const m = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(text ?? '');
  if (!m) return undefined;
  const value = Number(m[1]) * 60 + Number(m[2]);
  return value < 1440 ? value : undefined;
};

/**
 * Futures: up to three `H:mm` windows from the row; a window whose end is not after its begin
 * wraps past midnight. Windows are kept in order and must not overlap.
 */
export const windowsSchedule = (
  pairs: readonly (readonly [string | null | undefined, string | null | undefined])[],
): Schedule => {
  const windows: [number, number][] = [];
  let floor = 0;
  for (const [b, e] of pairs) {
    const begin = parseHm(b);
    const end = parseHm(e);
    if (begin === undefined || end === undefined || begin === end || begin < floor) continue;
    const window: [number, number] = [begin, end > begin ? end : end + 1440];
    windows.push(window);
    floor = window[1];
  }
  return schedule(windows);
};

export type IsTradingDay = (day: number) => boolean;

/** Last trading day before `day` (searches back a year; the calendar never closes that long). */
export const previousTradingDay = (day: number, isTradingDay: IsTradingDay): number => {
  for (let d = day - 1; d > day - 366; d--) if (isTradingDay(d)) return d;
  throw new Error(`no trading day in the year before ${dayKey(day)}`);
};

export const nextTradingDay = (day: number, isTradingDay: IsTradingDay): number => {
  for (let d = day + 1; d < day + 366; d++) if (isTradingDay(d)) return d;
  throw new Error(`no trading day in the year after ${dayKey(day)}`);
};

/** Session milliseconds elapsed by `offsetMs` after the trading date's midnight. */
const elapsedAt = (s: Schedule, offsetMs: number): number =>
  s.windows.reduce(
    (sum, [start, end]) =>
      sum + Math.min(Math.max(offsetMs - start * MINUTE_MS, 0), (end - start) * MINUTE_MS),
    0,
  );

export interface Position {
  phase: Phase;
  /** Trading day whose state is shown (the last one before a weekend or holiday). */
  day: number;
  /** Session time elapsed on `day`, 0 … minutes × 60 000. */
  elapsedMs: number;
  /** True once `day`'s session has begun (open, lunch, closed, and non-trading dates after it). */
  hasStarted: boolean;
  /** Milliseconds into the opening auction, when in it. */
  auctionMs?: number;
}

/** Where an instant falls in a schedule. */
export const locate = (s: Schedule, t: number, isTradingDay: IsTradingDay): Position => {
  const today = beijingDay(t);
  const total = s.minutes * MINUTE_MS;
  const last = s.windows.at(-1);
  // A session that started yesterday may still run (US, futures night windows).
  if (last && last[1] > 1440 && isTradingDay(today - 1)) {
    const offset = t - dayStart(today - 1);
    if (offset < last[1] * MINUTE_MS) {
      const isOpen = s.windows.some(([a, b]) => offset >= a * MINUTE_MS && offset < b * MINUTE_MS);
      return {
        phase: isOpen ? 'open' : 'lunch',
        day: today - 1,
        elapsedMs: elapsedAt(s, offset),
        hasStarted: true,
      };
    }
  }
  if (!isTradingDay(today)) {
    const weekday = weekdayOf(today);
    return {
      phase: weekday === 0 || weekday === 6 ? 'weekend' : 'holiday',
      day: previousTradingDay(today, isTradingDay),
      elapsedMs: total,
      hasStarted: true,
    };
  }
  const offset = t - dayStart(today);
  const first = s.windows[0];
  if (!first || offset < first[0] * MINUTE_MS) {
    const auction = s.auction;
    if (auction && offset >= auction[0] * MINUTE_MS && offset < auction[1] * MINUTE_MS) {
      return {
        phase: 'auction',
        day: today,
        elapsedMs: 0,
        hasStarted: false,
        auctionMs: offset - auction[0] * MINUTE_MS,
      };
    }
    return { phase: 'pre-open', day: today, elapsedMs: 0, hasStarted: false };
  }
  const elapsedMs = elapsedAt(s, offset);
  const isOpen = s.windows.some(([a, b]) => offset >= a * MINUTE_MS && offset < b * MINUTE_MS);
  return {
    phase: isOpen ? 'open' : elapsedMs >= total ? 'closed' : 'lunch',
    day: today,
    elapsedMs,
    hasStarted: true,
  };
};

/** Epoch ms at which `day`'s session has run `elapsedMs` (the end of the window it falls in). */
export const sessionInstant = (s: Schedule, day: number, elapsedMs: number): number => {
  let left = elapsedMs;
  for (const [start, end] of s.windows) {
    const length = (end - start) * MINUTE_MS;
    if (left <= length) return dayStart(day) + start * MINUTE_MS + left;
    left -= length;
  }
  const last = s.windows.at(-1);
  return dayStart(day) + (last ? last[1] : 0) * MINUTE_MS;
};
