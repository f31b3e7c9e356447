// Week and month bars from day bars, for a backend that answers day bars only (the reference;
// docs/decisions/0009). Rows are the wire shape `[open, close, low, high, volume, timeMs]`; a
// week runs Monday–Sunday and a month by calendar, both in Beijing time; each bar is stamped with
// its last day.
export type WireBar = readonly number[];

const BEIJING_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

const groupKey = (timeMs: number, period: 'week' | 'month'): number => {
  const local = new Date(timeMs + BEIJING_MS);
  if (period === 'month') return local.getUTCFullYear() * 12 + local.getUTCMonth();
  const dayNumber = Math.floor((timeMs + BEIJING_MS) / DAY_MS);
  // 1970-01-01 was a Thursday: shift so weeks start on Monday.
  return Math.floor((dayNumber + 3) / 7);
};

export const aggregateBars = (days: readonly WireBar[], period: 'week' | 'month'): number[][] => {
  const out: number[][] = [];
  let key: number | undefined;
  for (const [open, close, low, high, volume, time] of days) {
    if (
      open === undefined ||
      close === undefined ||
      low === undefined ||
      high === undefined ||
      time === undefined
    ) {
      continue;
    }
    const k = groupKey(time, period);
    const last = out.at(-1);
    if (last && k === key) {
      last[1] = close;
      last[2] = Math.min(last[2]!, low);
      last[3] = Math.max(last[3]!, high);
      last[4] = last[4]! + (volume ?? 0);
      last[5] = time;
    } else {
      out.push([open, close, low, high, volume ?? 0, time]);
      key = k;
    }
  }
  return out;
};
